// The main journeys with the keyboard alone: every control is reached with Tab and worked with
// Enter, Space, arrow keys and typing; navigation moves the focus to the new page's heading;
// a dialog keeps the focus inside while open and gives it back to its opener when closed.
// Journeys: search → compare → PDF (premium, English); a review, a forum thread with its reply and
// a NoodleChat question (verified, German); buying a plan (a new free user, English).
import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD } from './support/accounts.ts';
import { compareBox } from './support/compare-page.ts';
import { latestAnswer } from './support/chat-page.ts';
import { comments, DEMO_SUB_TOPIC } from './support/forum-page.ts';
import { tabTo, typeInto } from './support/keyboard.ts';
import { reviewForm, reviewsSection } from './support/reviews-page.ts';
import { searchbox, untilSynced } from './support/search-page.ts';

const heading = (page: Page) => page.locator('main h1');

/** Signs in on the login page by keys only, in the page's language. */
async function signInByKeyboard(page: Page, email: string, password: string, locale: 'de' | 'en') {
  const de = locale === 'de';
  await page.goto(de ? '/login' : '/en/login');
  await typeInto(page.getByLabel(de ? 'E-Mail' : 'Email'), email);
  await typeInto(page.getByLabel(de ? 'Passwort' : 'Password'), password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(de ? /\/ds$/ : /\/en\/ds$/);
}

test('premium, English: search, three compared, the report and its PDF', async ({ page }) => {
  test.setTimeout(150_000);
  await signInByKeyboard(page, DEMO.premium, DEMO_PASSWORD, 'en');
  await page.goto('/en/search');
  await untilSynced(page);
  await typeInto(searchbox(page), 'analyser');
  await expect(page).toHaveURL(/q=analyser/);
  await expect(page.locator('.result__name').nth(2)).toBeVisible();
  const names = (await page.locator('.result__name').allTextContents()).slice(0, 3);
  for (const name of names) {
    await tabTo(compareBox(page, name));
    await page.keyboard.press('Space');
    await expect(compareBox(page, name)).toBeChecked();
  }
  await tabTo(page.getByRole('link', { name: 'Open comparison report' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/compare$/);
  await expect(heading(page)).toBeFocused();
  await tabTo(page.getByRole('button', { name: 'Download PDF' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test('verified, German: a review with stars by arrow keys, a forum thread with its reply, a NoodleChat question', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInByKeyboard(page, DEMO.verified, DEMO_PASSWORD, 'de');
  await page.goto('/products/prod-00031');
  await untilSynced(page);
  await tabTo(reviewsSection(page).getByRole('button', { name: 'Bewertung schreiben' }));
  await page.keyboard.press('Enter');
  const form = reviewForm(page);
  for (const group of ['Gesamtbewertung', 'Handhabung', 'Leistung', 'Service']) {
    await tabTo(form.getByRole('radiogroup', { name: group }).getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(
      form.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName('4 von 5 Sternen');
  }
  await typeInto(form.getByRole('textbox', { name: 'Kommentar (optional)' }), 'Mit der Tastatur bewertet.');
  await tabTo(form.getByRole('checkbox', { name: /Ich bin weder Hersteller noch Vertreiber/ }));
  await page.keyboard.press('Space');
  await tabTo(form.getByRole('button', { name: 'Bewertung veröffentlichen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ihre Bewertung ist veröffentlicht.')).toBeVisible();

  await page.goto(`/ds/forum/${DEMO_SUB_TOPIC}`);
  await tabTo(page.getByRole('link', { name: 'Neuer Beitrag' }));
  await page.keyboard.press('Enter');
  await expect(heading(page)).toBeFocused();
  const subject = `Tastatur ${Date.now().toString(36)}`;
  await typeInto(page.getByRole('textbox', { name: 'Betreff' }), subject);
  await typeInto(page.getByRole('textbox', { name: 'Text' }), 'Geschrieben ohne Maus.');
  await tabTo(page.getByRole('button', { name: 'Beitrag veröffentlichen' }));
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(subject, { timeout: 30_000 });
  await typeInto(page.getByRole('textbox', { name: 'Ihr Kommentar' }), 'Antwort per Tastatur.');
  await tabTo(page.getByRole('button', { name: 'Kommentar senden' }));
  await page.keyboard.press('Enter');
  await expect(comments(page)).toHaveText(['Antwort per Tastatur.'], { timeout: 30_000 });

  await page.goto('/ds/chat');
  await typeInto(page.getByLabel('Ihre Frage'), 'Welche Geräte messen CRP?');
  await page.keyboard.press('Enter');
  await expect(latestAnswer(page).locator('.chat-card__name').first()).toBeVisible({ timeout: 30_000 });
});

test('a new free user buys a plan by keyboard; the cookie dialog keeps and returns the focus', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `keys${stamp}@clinic.example`;
  const password = 'keyboard-password';
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await apiToken(request, 'superadmin')}` },
    data: {
      user_type: 'hcp',
      username: `keys${stamp}`,
      email,
      email_confirm: email,
      password,
      password_confirm: password,
      first_name: 'Kim',
      last_name: 'Keys',
      role_id: 'role-user',
      language: 'en',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInByKeyboard(page, email, password, 'en');

  await page.goto('/en/pricing');
  const plan = page.locator('[data-testid="plan"][data-plan-id="plan-premium-monthly"]');
  await tabTo(plan.getByRole('button', { name: 'Buy now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await tabTo(page.getByRole('button', { name: 'Pay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fulfil-success')).toContainText('Thank you', { timeout: 30_000 });

  // The cookie settings: opened from the footer, Tab stays inside, Escape gives the focus back.
  await page.goto('/en/about');
  const opener = page.getByRole('button', { name: 'Cookie settings' });
  await tabTo(opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

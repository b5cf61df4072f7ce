// Reviews, in Chromium, in German and English: a verified user writes a review, a
// premium reader sees it (also with the network cut after a sync) and reports it, a free user
// sees none and the gateway refuses them the reviews database, a premium user who is not verified
// gets the verification hint instead of a form, staff reject the reported review in the moderation queue and
// its author reads the reason and objects by keyboard (back in the queue), also after editing it (it waits for staff again). An XSS payload in the comment stays inert on both pages.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { premiumInvitation } from './support/product-page.ts';
import { queueRow, rate, ratingMean, reviewBy, reviewForm, reviewsSection } from './support/reviews-page.ts';
import { openSynced, syncStatus } from './support/search-page.ts';
import { REPORT_LABELS, sendReport } from './support/report-dialog.ts';

test.describe.configure({ mode: 'serial' });

const PRODUCT = 'prod-00007';
const XSS = `Gut. <img src=x onerror="window.__xss=1"> [klick](javascript:window.__xss=2) <script>window.__xss=3</script>`;

/** Nothing the payload tried ran, and no element it named exists. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('.markdown img, .markdown script, a[href^="javascript:"]')).toHaveCount(0);
}

test('German: a verified user writes a review; it shows with the German mean and the payload inert', async ({
  page,
}) => {
  await signIn(page, 'verified');
  await openSynced(page, `/products/${PRODUCT}`);
  await reviewsSection(page).getByRole('button', { name: 'Bewertung schreiben' }).click();
  const form = reviewForm(page);
  await rate(form, 'Gesamtbewertung', '4 von 5 Sternen');
  await rate(form, 'Handhabung', '5 von 5 Sternen');
  await rate(form, 'Leistung', '4 von 5 Sternen');
  // Keyboard: arrow keys move the choice inside a group.
  await form
    .getByRole('radiogroup', { name: 'Service' })
    .getByRole('radio', { name: '2 von 5 Sternen' })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '3 von 5 Sternen' }).last()).toBeChecked();
  await form.getByRole('textbox', { name: 'Kommentar (optional)' }).fill(XSS);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
  // The declaration is required.
  await expect(form.getByText('weder Hersteller noch Vertreiber dieses Produkts sind')).toBeVisible();
  await form.getByText('Ich bin weder Hersteller noch Vertreiber').click();
  await form.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
  await expect(page.getByText('Ihre Bewertung ist veröffentlicht.')).toBeVisible();

  const mine = reviewBy(page, 'Verena Krüger');
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await expect(mine).toContainText('Oberärztin');
  await expect(mine).toContainText('Verifizierte Fachkraft im Gesundheitswesen');
  await expect(ratingMean(page)).toContainText('4,0');
  await expect(ratingMean(page)).toContainText('1 Bewertung');
  await expect(mine.locator('.markdown')).toContainText('Gut.');
  await expectInert(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('English: a premium reader sees the review, also offline after a sync, gets the verification hint instead of a form and reports it', async ({
  page,
  context,
}) => {
  await signIn(page, 'premium');
  await openSynced(page, `/en/products/${PRODUCT}`);
  const review = reviewBy(page, 'Verena Krüger');
  await expect(review).toBeVisible({ timeout: 15_000 });
  await expect(ratingMean(page)).toContainText('4.0');
  await expect(ratingMean(page).getByRole('link', { name: 'How we check reviews' })).toBeVisible();
  await expectInert(page);

  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await expect(reviewBy(page, 'Verena Krüger')).toBeVisible();
  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });

  // Not verified: the verification hint, no form that would be refused after it was filled in.
  await expect(
    reviewsSection(page).getByText('Reviews are written by verified healthcare professionals.'),
  ).toBeVisible();
  await expect(reviewsSection(page).getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  await review.getByRole('button', { name: REPORT_LABELS.en.open }).click();
  await sendReport(page, 'en', 'Advertising or spam', 'Reads like an advertisement');

  // Search results sorted by rating put the rated product first and show its mean.
  const name = (await page.locator('#product-title').textContent())!;
  const words = name.split(' ').slice(0, 2).join(' ');
  await page.goto(`/en/search?q=${encodeURIComponent(words)}&sort=rating`);
  const first = page.locator('.result').first();
  await expect(first).toContainText(name);
  await expect(first.locator('.result__rating')).toContainText('4.0');
});

test('a free user sees no reviews, holds none, and the gateway refuses the reviews database', async ({
  page,
  request,
}) => {
  await signIn(page, 'free');
  await page.goto(`/en/products/${PRODUCT}`);
  await expect(premiumInvitation(page)).toBeVisible();
  await expect(page.getByText('Verena Krüger')).toHaveCount(0);
  const token = await apiToken(request, 'free');
  const refused = await request.get('/db/reviews/_all_docs?include_docs=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('Krüger');
});

test('staff see the reported review with its author’s company, reject it, and the author reads the reason and objects', async ({
  page,
  request,
}) => {
  await signIn(page, 'staff');
  await page.goto('/en/ds/moderation');
  const row = page.locator('[data-moderation-item]', { hasText: 'Verena Krüger' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Reads like an advertisement');
  await expect(row).toContainText('Institution: Demo-Klinikum Hamburg-Nord');
  await expectInert(page);
  expect(await seriousViolations(page)).toEqual([]);
  const id = (await row.getAttribute('data-moderation-item'))!;
  await queueRow(page, id).getByRole('button', { name: 'Reject the item by Verena Krüger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the item by Verena Krüger' });
  await dialog.getByLabel('Reason (the author reads it)').fill('Links to a sales page');
  // The ground the statement of reasons names: the terms unless staff choose the law.
  await expect(dialog.getByRole('radio', { name: 'Breach of the terms of use' })).toBeChecked();
  const law = dialog.getByRole('radio', { name: 'Unlawful content' });
  await law.focus();
  await page.keyboard.press('Space');
  await expect(law).toBeChecked();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await signIn(page, 'verified');
  await page.goto(`/en/products/${PRODUCT}`);
  await expect(
    page.getByText('Our staff did not publish your review. Reason: Links to a sales page'),
  ).toBeVisible({ timeout: 15_000 });
  // Readers no longer see it.
  await expect(reviewBy(page, 'Verena Krüger')).toHaveCount(0, { timeout: 15_000 });

  // The author objects by keyboard; the objection stays after a reload and staff have it in their queue.
  await reviewsSection(page).getByRole('button', { name: 'Object to this decision' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Why should our staff decide again?' })).toBeFocused();
  await page.keyboard.type('No link to any shop.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your objection is with our staff.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your objection is with our staff.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Object to this decision' })).toHaveCount(0);
  const queue = await request.get('/api/moderation/queue', {
    headers: { authorization: `Bearer ${await apiToken(request, 'staff')}` },
  });
  const items = ((await queue.json()) as { items: { id: string; objection?: { reason: string } }[] }).items;
  expect(items.find((item) => item.id === id)?.objection?.reason).toBe('No link to any shop.');

  // Editing it does not bring it back: it waits for staff, and the author still reads their reason.
  await reviewsSection(page).getByRole('button', { name: 'Edit my review' }).click();
  const form = reviewForm(page);
  await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('Edited after the decision.');
  await form.getByText('I am neither the manufacturer nor a distributor').click();
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(
    page.getByText(
      'Your review waits for our staff to check it; until then only you can see it. Reason: Links to a sales page',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByText('Reason: Links to a sales page')).toBeVisible({ timeout: 15_000 });
  await expect(reviewBy(page, 'Verena Krüger')).toHaveCount(0);
});

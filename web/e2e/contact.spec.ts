// The contact form in Chromium: a German visitor sends a message and is thanked; an
// English visitor sees the catalogue's messages beside their fields with focus on the first, and a
// network failure that keeps what was typed; the honeypot is out of reach for keyboard and
// screen-reader users.
import { expect, test } from '@playwright/test';

test('a German visitor sends the contact form and sees the confirmation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle('Kontakt | POCT Atlas');

  await page.getByLabel('Name', { exact: true }).fill('Petra Müller');
  await page.getByLabel('E-Mail', { exact: true }).fill('petra.mueller@example.test');
  await page.getByLabel('Organisation', { exact: true }).fill('Klinikum Nord');
  await page.getByLabel('Betreff', { exact: true }).fill('Frage zu den Preisen');
  await page.getByLabel('Nachricht', { exact: true }).fill('Wie aktuell sind die Preisangaben?');
  // The box, not the label's middle: the label holds the link to the data protection notice.
  await page.locator('.checkbox__box').click();
  await expect(page.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toBeChecked();
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await sent).status()).toBe(202);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeFocused();
});

test('an English visitor gets the field errors, and a failed send keeps the text', async ({ page }) => {
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveAccessibleDescription(/This field is required/);
  await expect(name).toBeFocused();
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    'Please agree to the processing of your details as described in the privacy policy',
  );

  await name.fill('Tom Baker');
  await page.getByLabel('Email', { exact: true }).fill('tom@');
  await page.getByLabel('Subject', { exact: true }).fill('Question');
  await page.getByLabel('Message', { exact: true }).fill('Do you list device X?');
  await page.locator('.checkbox__box').click();
  await page.getByRole('button', { name: 'Send message' }).click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(email).toBeFocused();

  await email.fill('tom@example.test');
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('the server cannot be reached');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Do you list device X?');
  await expect(email).toHaveValue('tom@example.test');
});

test('the honeypot is not reachable by keyboard nor named to screen readers', async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.getByRole('textbox')).toHaveCount(5);
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await page.getByLabel('Message', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeFocused();
  const trap = page.locator('input[name="poct_hp_contact"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).not.toBeInViewport();
});

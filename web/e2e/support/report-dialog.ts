// The "Inhalt melden" / "Report content" dialog (web/src/features/moderation/ReportDialog.tsx) as a
// reader fills it in, in the page's language.
import { expect, type Page } from '@playwright/test';

export const REPORT_LABELS = {
  de: {
    open: 'Inhalt melden',
    explanation: /^Begründung/,
    location: 'Fundstelle',
    email: 'Ihre E-Mail-Adresse (optional)',
    goodFaith: /in gutem Glauben/,
    send: 'Meldung senden',
    thanks: 'Vielen Dank. Unsere Redaktion prüft Ihre Meldung',
  },
  en: {
    open: 'Report content',
    explanation: /^Explanation/,
    location: 'Location',
    email: 'Your email (optional)',
    goodFaith: /in good faith/,
    send: 'Send report',
    thanks: 'Thank you. Our staff will look at your report',
  },
} as const;

/** Fills in the open report dialog (category by its label, explanation, good faith) and sends it. */
export async function sendReport(
  page: Page,
  locale: 'de' | 'en',
  category: string,
  explanation: string,
): Promise<void> {
  const labels = REPORT_LABELS[locale];
  const dialog = page.getByRole('dialog', { name: labels.open });
  // react-aria keeps the radio and checkbox inputs visually hidden: the radio by its label, as a
  // pointer would, the checkbox by keyboard.
  await dialog.locator('.radio', { hasText: category }).click();
  await expect(dialog.getByRole('radio', { name: category })).toBeChecked();
  await dialog.getByRole('textbox', { name: labels.explanation }).fill(explanation);
  const goodFaith = dialog.getByRole('checkbox', { name: labels.goodFaith });
  await goodFaith.focus();
  await page.keyboard.press('Space');
  await expect(goodFaith).toBeChecked();
  await dialog.getByRole('button', { name: labels.send }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: labels.thanks })).toBeVisible();
}

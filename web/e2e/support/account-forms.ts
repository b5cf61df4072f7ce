// Page model of the account forms (register, profile, password, verification): a field's error
// is its accessible description, found by the field's label.
import type { Page } from '@playwright/test';

/** The error text shown for the field labelled `label` (its accessible description). */
export function errorOf(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

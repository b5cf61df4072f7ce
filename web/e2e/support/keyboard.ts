// Driving a page by keyboard alone, as a user without a pointer does: Tab until an element has
// the focus (proving it is reachable in the tab order), then keys act on it.
import { expect, type Locator } from '@playwright/test';

/** Presses Tab until `target` has the focus; fails when it is not reached within `most` presses. */
export async function tabTo(target: Locator, most = 400): Promise<void> {
  const page = target.page();
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab in ${most} presses: ${target.toString()}`);
}

/** Types `text` into the field by keys, once the Tab order has reached it. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await tabTo(field);
  await field.page().keyboard.type(text);
}

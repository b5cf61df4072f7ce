// Page model of NoodleChat (/ds/chat): ask a question with Enter, read the latest answer's
// product cards, press its "compare these".
import type { Locator, Page } from '@playwright/test';

/** The conversation's live region. */
export const conversation = (page: Page): Locator => page.getByRole('log');

/** The latest answer in the conversation. */
export const latestAnswer = (page: Page): Locator => conversation(page).locator('.chat-answer').last();

/** Types the question into the field (its label in the page's language) and presses Enter. */
export async function ask(page: Page, question: string, label = 'Your question'): Promise<void> {
  const field = page.getByLabel(label);
  await field.fill(question);
  await field.press('Enter');
}

/** The product names on the latest answer's cards. */
export async function cardNames(page: Page): Promise<string[]> {
  return latestAnswer(page).locator('.chat-card__name').allInnerTexts();
}

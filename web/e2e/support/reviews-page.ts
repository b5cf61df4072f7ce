// Page model of the reviews on the product page (web/src/features/reviews/) and of the workspace
// moderation queue (web/src/features/moderation/), in either language: callers pass the
// visible names they expect.
import type { Locator, Page } from '@playwright/test';

/** The reviews section of the product page. */
export const reviewsSection = (page: Page) => page.locator('#product-reviews');

/** The mean with its count ("4,0 (1 Bewertung)"). */
export const ratingMean = (page: Page) => page.getByTestId('rating-mean');

/** The published review by an author whose display line contains `author`. */
export const reviewBy = (page: Page, author: string) => page.locator('.review', { hasText: author });

/** Picks `stars` in the star radio group named `group` ("Overall rating", "Gesamtbewertung"). */
export async function rate(form: Locator, group: string, starName: string): Promise<void> {
  const radiogroup = form.getByRole('radiogroup', { name: group });
  // A click on the star (the radio's label), as a pointer user gives it.
  await radiogroup.locator('label', { has: form.page().getByRole('radio', { name: starName }) }).click();
  await radiogroup.getByRole('radio', { name: starName }).isChecked();
}

/** The review form (named "Your review of …" / "Ihre Bewertung von …"). */
export const reviewForm = (page: Page) => page.locator('form.review-form');

/** A row of the moderation queue, by the id of the item. */
export const queueRow = (page: Page, id: string) => page.locator(`[data-moderation-item="${id}"]`);

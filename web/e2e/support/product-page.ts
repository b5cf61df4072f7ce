// Page model of the product page (web/src/features/product/): the facts, the tests table, the
// publications, the alternatives, the favourite button, the quote request and its outbox, the premium invitation.
import type { Locator, Page } from '@playwright/test';

/** Opens a product by id; `prefix` is the language's address prefix ('' is German). */
export async function openProduct(page: Page, id: string, prefix = '/en'): Promise<void> {
  await page.goto(`${prefix}/products/${id}`);
}

/** The page's level-1 heading: the product's name, "Product not available" or the invitation. */
export const mainHeading = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });

/** The product's name heading, there only when the product itself shows. */
export const productName = (page: Page) => page.locator('#product-title');

/** The first fact (`<dt>`) with this label. */
export const fact = (page: Page, label: string) => page.locator('dt', { hasText: label }).first();

/** The table of the product's tests, one row per sub-product. */
export const testsTable = (page: Page, name: string) => page.getByRole('table', { name: `Tests of ${name}` });

/** The alternatives section (a region named by its heading, in the page's language). */
export const alternatives = (page: Page, heading = 'Alternatives') =>
  page.getByRole('region', { name: heading });

/** The listed publications (at most ten recent ones). */
export const publications = (page: Page) => page.locator('.publication');

/** The two states of the favourite button for a product, on the product page or a search hit. */
export function favouriteButtons(scope: Page | Locator, name: string) {
  return {
    add: scope.getByRole('button', { name: `Add ${name} to favourites` }),
    remove: scope.getByRole('button', { name: `Remove ${name} from favourites` }),
  };
}

/** Opens the quote-request form and answers its dialog. */
export async function openQuoteRequest(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Request a quote' }).click();
  return quoteDialog(page, name);
}

/** The quote-request dialog for a product. */
export const quoteDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Request a quote for ${name}` });

/** Sends the quote-request form. */
export async function sendQuoteRequest(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send quote request' }).click();
}

/** A quote request in the page's list of the user's requests (`data-status` pending or sent). */
export const quoteEntry = (page: Page, subject: string) => page.locator('.quote-entry', { hasText: subject });

/** The heading that invites a guest or free user to premium instead of the product. */
export const premiumInvitation = (page: Page) =>
  page.getByRole('heading', { name: 'Product details are part of premium access' });

// Document ids of the demo data. They depend only on a product's number (1-based), never on
// the seed or on how many products are generated, so tests and bookmarks can name them.

export function productId(number: number): string {
  return `prod-${String(number).padStart(5, '0')}`;
}

export function subProductId(number: number, index: number): string {
  return `${productId(number)}-sp${index + 1}`;
}

export function linkId(number: number, index: number): string {
  return `link-${String(number).padStart(5, '0')}-${String(index + 1).padStart(2, '0')}`;
}

/** Always visible, with exactly 14 visible links from 2015 to 2026 (11 of them from 2019 on). */
export const DEMO_PRODUCT_WITH_14_PUBLICATIONS = productId(1);

/** Always hidden (`visible: false`): must never reach the `catalogue` projection. */
export const DEMO_HIDDEN_PRODUCT_ID = productId(2);

/** Always visible, with at least two links of which the first is hidden. */
export const DEMO_PRODUCT_WITH_HIDDEN_LINK = productId(3);

/** Always visible and never has an `official_website` link (the product page warns of that). */
export const DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE = productId(4);

/**
 * Always visible, with safety notices (a BfArM one on glucose test strips, an older FDA one) and
 * no other links; the product page shows them in their own section.
 */
export const DEMO_PRODUCT_WITH_SAFETY_NOTICES = DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE;

/** Always visible, with one Swissmedic safety notice among its ordinary links. */
export const DEMO_PRODUCT_WITH_SAFETY_NOTICE = DEMO_PRODUCT_WITH_HIDDEN_LINK;

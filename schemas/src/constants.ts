// Business constants (languages, token margin, toast life, preview size, publication rules …), shared by the browser and the server so that a limit
// changes in one place.

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** German is the default and has no path prefix. */
export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALE_COOKIE_DAYS = 365;

/** The client treats a token as expired this many seconds before `expiresIn` runs out. */
export const TOKEN_EXPIRY_MARGIN_S = 30;
export const TOAST_LIFE_MS = 6000;
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export const CONSENT_COOKIE = 'gaCookie';
export const CONSENT_COOKIE_DEFAULT = false;
/** Toggles of the cookie dialog; only `statistics` (analytics) has an effect, `necessary` is fixed on. */
export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const VERIFICATION_MAX_HOURS = 24;
export const MIN_DEMO_PRODUCTS = 400;
export const MAX_PUBLICATIONS = 10;
export const PUBLICATIONS_FROM_YEAR = 2019;
/**
 * Products in one comparison report. The spec names no limit; ten keep the report's tables
 * readable on an A4 page and a tablet screen.
 */
export const COMPARISON_MAX_PRODUCTS = 10;
/** Guests and free accounts see at most this many search hits. */
export const FREE_PREVIEW_RESULTS = 2;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Month the catalogue prices were collected (July 2025); prices are net. */
export const PRICE_DATA_AS_OF = '2025-07';
export const PRICES_ARE_NET = true;
export const CURRENCY = 'EUR';
/** UCUM units of a test's `sample_volume_ul` and `time_to_result_min` (codes/ucum.ts checks them). */
export const SAMPLE_VOLUME_UNIT = 'uL';
export const TIME_TO_RESULT_UNIT = 'min';
/** A product whose data were not checked (`data_as_of`) for this many months is due for review. */
export const REVIEW_DUE_MONTHS = 12;
/** Between page name and site name in the document title. */
export const TITLE_SEPARATOR = '|';

/** Signal colour of a publication: green, orange, red, white. */
export const SIGNALS = ['g', 'o', 'r', 'w'] as const;
export type Signal = (typeof SIGNALS)[number];
export const SIGNAL_COLOURS: Readonly<Record<Signal, 'green' | 'orange' | 'red' | 'white'>> = {
  g: 'green',
  o: 'orange',
  r: 'red',
  w: 'white',
};

export const LINK_TYPES = [
  'additional',
  'contact',
  'header',
  'image',
  'no_link',
  'official_website',
  'brochure',
  'quick_guide',
  'other_manual',
  'safety_notice',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** What a link type allows beyond the default (urls/url-policy.ts). */
export interface LinkTypeRule {
  /**
   * The address may be plain `http:` as well as `https:`. Default false: documents, studies and
   * videos are served over TLS, and a reader following them must not be open to tampering on
   * the way. A manufacturer's or distributor's own site and contact page are linked as they are,
   * since the product page must name them even while they lack TLS.
   */
  allowsHttp?: boolean;
}

export const LINK_TYPE_RULES: Readonly<Record<LinkType, LinkTypeRule>> = {
  additional: {},
  contact: { allowsHttp: true },
  header: {},
  image: {},
  no_link: {},
  official_website: { allowsHttp: true },
  brochure: {},
  quick_guide: {},
  other_manual: {},
  safety_notice: {},
};

/**
 * Who issued a safety notice (a link of type `safety_notice`): the authorities of the DACH
 * markets (BfArM and, for blood and immunology IVDs, the Paul-Ehrlich-Institut in Germany, BASG
 * in Austria, Swissmedic in Switzerland), the FDA and MHRA whose notices often come first, and
 * `other` (another authority, or the manufacturer's own field safety notice).
 */
export const SAFETY_NOTICE_AUTHORITIES = [
  'bfarm',
  'pei',
  'basg',
  'swissmedic',
  'fda',
  'mhra',
  'other',
] as const;
export type SafetyNoticeAuthority = (typeof SAFETY_NOTICE_AUTHORITIES)[number];
/**
 * A safety notice is a product document, never a study: it is filed under
 * `manual_product_documentation` (so it never takes one of the publication slots) and always
 * carries the red signal, the colour that warns (business-rules.ts checks both).
 */
export const SAFETY_NOTICE_CATEGORY = 'manual_product_documentation' satisfies LinkCategory;
export const SAFETY_NOTICE_SIGNAL = 'r' satisfies Signal;

/**
 * The link categories that are publications (studies): what the product page's and the report's
 * ten publication slots count. Manuals and product documentation and videos are documents.
 */
export const PUBLICATION_CATEGORIES = [
  'red_laboratory_evaluation',
  'orange_product_comparison',
  'green_application_studies',
  'health_economics',
] as const satisfies readonly LinkCategory[];

export const LINK_CATEGORIES = [
  'red_laboratory_evaluation',
  'orange_product_comparison',
  'green_application_studies',
  'manual_product_documentation',
  'health_economics',
  'product_videos',
] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

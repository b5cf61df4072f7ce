// The one rule for ids. Every id that arrives from outside (a route parameter, a body field) is
// checked here against the grammar of its collection before the store is asked for it, so no id
// can be a path of the store (`.`, `..`, `_all_docs`, `_design/x`, `_security`), an account's
// lookup document, empty, over-long, or hold a control character or anything outside ASCII.
// Route parameters arrive decoded (`%2e` is `.`), so every encoding meets the same rule.
import { ID_MAX_LENGTH } from '../collections/fields.ts';

/**
 * A document id as the app makes them: ASCII letters, digits, `-`, `_`, `.` and `:`, beginning
 * with a letter or digit (so never `.`, `..` or a store path such as `_all_docs`), at most 100.
 */
const DOCUMENT_ID = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,${ID_MAX_LENGTH - 1}}$`);

/** Forum thread ids the browser makes (`t-<uuid>`), and a comment's own part after `<thread id>:`. */
const THREAD_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{7,59}$/;
const COMMENT_PART = /^[A-Za-z0-9][A-Za-z0-9_.-]{7,38}$/;
/** Derived from author and product: `review-` and a SHA-256 in base64url (reviews/review-document.ts). */
const REVIEW_ID = /^review-[A-Za-z0-9_-]{43}$/;
/** Quote requests carry the id the browser's outbox made (a UUID), at least 8 characters. */
export const QUOTATION_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.:-]{7,99}$';
const QUOTATION_ID = new RegExp(QUOTATION_ID_PATTERN);
/** A demo slot is named by its start (`slot-20250701T0930Z`); its booking has the same id. */
export const DEMO_SLOT_ID_PATTERN = '^slot-\\d{8}T\\d{4}Z$';
const DEMO_SLOT_ID = new RegExp(DEMO_SLOT_ID_PATTERN);
/** Stripe's Checkout session ids (`cs_test_…`, `cs_live_…`); an order is `order-<session id>`. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,91}$/;
/** A catalogue import batch: `batch-<uuid>` (sync-server/src/content/catalogue-import/batches.ts). */
const IMPORT_BATCH_ID = /^batch-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Account lookups share the accounts database (sync-server/src/identity/auth/accounts.ts): never a user id. */
const LOOKUP_PREFIXES = ['email:', 'username:'];

function commentId(id: string): boolean {
  const colon = id.indexOf(':');
  return colon > 0 && THREAD_ID.test(id.slice(0, colon)) && COMMENT_PART.test(id.slice(colon + 1));
}

/** The shape of each collection's ids, on top of the rule every document id follows. */
const ID_GRAMMARS = {
  product: () => true,
  masterdata: () => true,
  link: () => true,
  plan: () => true,
  advertisement: () => true,
  post: () => true,
  forum_topic: () => true,
  role: () => true,
  user: (id: string) => !LOOKUP_PREFIXES.some((prefix) => id.startsWith(prefix)),
  review: (id: string) => REVIEW_ID.test(id),
  forum_thread: (id: string) => THREAD_ID.test(id),
  forum_comment: commentId,
  quotation: (id: string) => QUOTATION_ID.test(id),
  demo_slot: (id: string) => DEMO_SLOT_ID.test(id),
  checkout_session: (id: string) => CHECKOUT_SESSION_ID.test(id),
  import_batch: (id: string) => IMPORT_BATCH_ID.test(id),
} satisfies Record<string, (id: string) => boolean>;

export type IdCollection = keyof typeof ID_GRAMMARS;
export const ID_COLLECTIONS = Object.keys(ID_GRAMMARS) as IdCollection[];

/**
 * `valid`: an id of `collection`. `malformed`: no document id at all (a store path, empty,
 * over-long, a control character, not a string): a bad request. `foreign`: a document id, but
 * not of this collection's shape, so it names nothing there.
 */
export type IdVerdict = 'valid' | 'malformed' | 'foreign';

/** The one check of an id that came from outside, against the grammar of its collection. */
export function checkId(collection: IdCollection, id: unknown): IdVerdict {
  if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) return 'malformed';
  return ID_GRAMMARS[collection](id) ? 'valid' : 'foreign';
}

/** Whether `id` is an id of `collection` (checkId says `valid`). */
export function isIdOf(collection: IdCollection, id: unknown): id is string {
  return checkId(collection, id) === 'valid';
}

/** Whether `id` follows the rule every document id follows, whatever its collection (the route table's check). */
export function isDocumentId(id: unknown): id is string {
  return typeof id === 'string' && DOCUMENT_ID.test(id);
}

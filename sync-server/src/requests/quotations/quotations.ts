// Quote requests (the product page's quote form): a premium reader asks for a price quotation of a
// product; the request is stored in the server-only `quotations` database and staff are told by
// mail. The browser makes the id and may send the same request again (its outbox retries after a
// lost answer), so a repeat of an id the caller already sent is "already received", never a second
// document: exactly once, whatever the network did (and staff get one mail, for the first).
import {
  checkRequest,
  fromCouchDoc,
  message,
  toCouchDoc,
  validateDocument,
  type Locale,
  type MessageKey,
  type Product,
  type Quotation,
  type ValidationError,
} from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import { existingId } from '../../platform/http/checked-id.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createDocument, updateDocument } from '../../platform/store/update-document.ts';

export const QUOTATIONS_DB = 'quotations';

/** Fields the browser sends; everything else on a quotation is set here. */
const CLIENT_FIELDS = [
  'id',
  'product_id',
  'sub_product_id',
  'name',
  'company',
  'email',
  'phone',
  'subject',
  'message',
  'devices_count',
  'planned_purchase_date',
  'tests_per_year',
  'additional_info',
] as const;
const REQUIRED_FIELDS = new Set(['id', 'product_id', 'name', 'email', 'subject', 'message', 'devices_count']);
/** Set by the server whatever the browser sends. */
const SERVER_FIELDS = new Set([
  'user_id',
  'created_at',
  'updated_at',
  'updated_by',
  'product_name',
  'sub_product_name',
  'locale',
]);

/** The request is not a valid quotation: one entry per field, with the catalogue key. */
export class QuotationInvalid extends Error {
  readonly errors: ValidationError[];
  constructor(errors: ValidationError[]) {
    super('invalid quotation');
    this.errors = errors;
  }
}

export interface QuotationCaller {
  userId: string;
  locale: Locale;
}

export type SubmitOutcome = { status: 'received' | 'already_received'; quotation: Quotation };

/**
 * The rate limit of new requests: `take` counts one and throws 429 past the limit; `giveBack`
 * returns it when the request turned out to be a repeat after all (two copies raced).
 */
export interface SubmitLimit {
  take(): Promise<void>;
  giveBack(): Promise<void>;
}

export interface QuotationsDeps {
  store: StoreClient;
  now?: () => Date;
}

/** Ids are checked as they came (the one rule for ids): a trimmed "a\n" would pass as "a". */
const ID_FIELDS = new Set(['product_id', 'sub_product_id']);

/**
 * The fields the browser may set, with text trimmed; optional fields left empty are dropped
 * (an empty date is no date). Fields nobody may send stay in, so the schema refuses them.
 */
export function clientFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(body)) {
    if (SERVER_FIELDS.has(field) || field.startsWith('_')) continue;
    const value = typeof raw === 'string' && !ID_FIELDS.has(field) ? raw.trim() : raw;
    const known = (CLIENT_FIELDS as readonly string[]).includes(field);
    if (known && !REQUIRED_FIELDS.has(field) && (value === '' || value === null)) continue;
    fields[field] = value;
  }
  return fields;
}

function invalid(path: string, key: MessageKey, detail: string): QuotationInvalid {
  return new QuotationInvalid([{ path, key, message: message(key, 'en'), detail }]);
}

export interface Quotations {
  /** A repeat of a stored id is answered before `limit` is asked, so resends never count. */
  submit(body: unknown, caller: QuotationCaller, limit?: SubmitLimit): Promise<SubmitOutcome>;
  /** Every stored request, newest first. */
  list(): Promise<Quotation[]>;
  /** False when there was no such request. */
  remove(id: string): Promise<boolean>;
}

export function createQuotations({ store, now = () => new Date() }: QuotationsDeps): Quotations {
  /** A request with this id stored before: the same caller's is a repeat, anyone else's a clash. */
  async function repeatOf(id: string, caller: QuotationCaller): Promise<SubmitOutcome | undefined> {
    const stored = await store.get<CouchDoc>(QUOTATIONS_DB, id);
    if (!stored) return undefined;
    if (stored.user_id !== caller.userId) throw new AppError(403, 'error.403');
    return { status: 'already_received', quotation: fromCouchDoc(stored) as unknown as Quotation };
  }

  return {
    async submit(body, caller, limit) {
      const request = checkRequest('quotation', body);
      if (!request.ok) throw new QuotationInvalid(request.errors);
      const { id } = request.body;

      const repeat = await repeatOf(id, caller);
      if (repeat) return repeat;

      const at = now().toISOString();
      const fields = clientFields(request.body);
      const draft = {
        ...fields,
        user_id: caller.userId,
        locale: caller.locale,
        created_at: at,
        updated_at: at,
      };
      const checked = validateDocument('quotation', draft);
      if (!checked.ok) throw new QuotationInvalid(checked.errors);

      // Only a product the caller can see in the catalogue (visible) can be asked about.
      const productId = existingId('product', fields.product_id, '/product_id');
      const product = await store.get<CouchDoc & Product>('catalogue', productId);
      if (!product) throw new AppError(404, 'error.404.resource');
      const tests = product.sub_products ?? [];
      const test = tests.find((candidate) => candidate.id === fields.sub_product_id);
      if (tests.length > 0 && !test) {
        throw invalid('/sub_product_id', 'validation.select', 'not a test of this product');
      }
      if (tests.length === 0 && fields.sub_product_id !== undefined) {
        throw invalid('/sub_product_id', 'validation.select', 'the product has no tests');
      }

      const quotation = {
        ...draft,
        product_name: product.name,
        ...(test ? { sub_product_name: test.name } : {}),
      } as Quotation;
      // Counted only now: a valid, new request (the one that would be stored and mailed).
      await limit?.take();
      if ((await createDocument(store, QUOTATIONS_DB, toCouchDoc(quotation) as CouchDoc)).created)
        return { status: 'received', quotation };
      // The same request arrived twice at once: the other one was stored first.
      const raced = await repeatOf(id, caller);
      if (!raced) throw new AppError(409, 'error.409.changed');
      await limit?.giveBack();
      return raced;
    },

    async list() {
      const docs = await store.allDocs<CouchDoc>(QUOTATIONS_DB);
      return docs
        .filter((doc) => !doc._id.startsWith('_'))
        .map((doc) => fromCouchDoc(doc) as unknown as Quotation)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
    },

    async remove(id) {
      const outcome = await updateDocument<CouchDoc>(
        store,
        QUOTATIONS_DB,
        id,
        (stored) => (stored ? { _id: id, _deleted: true } : undefined),
        { retries: 0 },
      );
      return outcome.written;
    },
  };
}

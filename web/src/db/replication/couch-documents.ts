// Moving documents between the CouchDB wire (`_id`, `_rev`, `_deleted`) and RxDB (`id`,
// `_deleted`), and comparing two versions by content.
import { toCouchDoc } from '@poct/schemas';

/** Same content, ignoring key order and metadata (shared with the server's write audit). */
export { sameContent } from '@poct/schemas';

export interface CouchDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  [field: string]: unknown;
}

export type RxDocData = { id: string; _deleted: boolean; [field: string]: unknown };

/**
 * RxDB's shape of a CouchDB document (as `fromCouchDoc` from @poct/schemas: `_id` becomes `id`,
 * every underscore field goes) plus its `_deleted` flag, in one pass and one object: a first sync
 * converts 205,778 documents at 40,000 products, and each copy more is garbage to collect.
 */
export function fromCouch(doc: CouchDoc): RxDocData {
  const plain: RxDocData = { id: doc._id, _deleted: doc._deleted === true };
  for (const field in doc) if (field !== 'id' && !field.startsWith('_')) plain[field] = doc[field];
  return plain;
}

/** CouchDB's shape of an RxDB document state (`toCouchDoc` from @poct/schemas). */
export function toCouch(doc: Record<string, unknown>, rev: string | undefined): CouchDoc {
  return toCouchDoc({ ...doc, id: String(doc.id) }, { rev, deleted: doc._deleted === true });
}

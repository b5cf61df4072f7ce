// Moving documents between the CouchDB wire (`_id`, `_rev`, `_deleted`) and RxDB (`id`,
// `_deleted`), and comparing two versions by content.
import { fromCouchDoc, toCouchDoc } from '@poct/schemas';

/** Same content, ignoring key order and metadata (shared with the server's write audit). */
export { sameContent } from '@poct/schemas';

export interface CouchDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  [field: string]: unknown;
}

export type RxDocData = { id: string; _deleted: boolean; [field: string]: unknown };

/** RxDB's shape of a CouchDB document (`fromCouchDoc` from @poct/schemas) plus its `_deleted` flag. */
export function fromCouch(doc: CouchDoc): RxDocData {
  return { ...fromCouchDoc(doc), _deleted: doc._deleted === true };
}

/** CouchDB's shape of an RxDB document state (`toCouchDoc` from @poct/schemas). */
export function toCouch(doc: Record<string, unknown>, rev: string | undefined): CouchDoc {
  return toCouchDoc({ ...doc, id: String(doc.id) }, { rev, deleted: doc._deleted === true });
}

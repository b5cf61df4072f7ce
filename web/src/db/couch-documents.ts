// Moving documents between the CouchDB wire (`_id`, `_rev`, `_deleted`) and RxDB (`id`,
// `_deleted`), and comparing two versions by content.
import { fromCouchDoc, toCouchDoc } from '@poct/schemas';

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

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      // Metadata (`_deleted` included, compared on its own below) is not content.
      .filter(([key]) => !key.startsWith('_'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return value;
}

/** Same content, ignoring key order and metadata; a missing `_deleted` counts as false. */
export function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const deletedA = a._deleted === true;
  const deletedB = b._deleted === true;
  if (deletedA || deletedB) return deletedA === deletedB;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

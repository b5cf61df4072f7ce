// CouchDB and RxDB name the primary key differently (`_id` on the wire, `id` in RxDB; RxDB's
// CouchDB replication swaps them) and each adds its own underscore metadata. These helpers
// move a document between the two shapes so the server validates exactly what RxDB holds.

/** A document as CouchDB stores and sends it. */
export interface CouchDocument {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  [field: string]: unknown;
}

/** A document in RxDB's shape: `id`, no underscore metadata. */
export interface PlainDocument {
  id: string;
  [field: string]: unknown;
}

/** CouchDB's (`_rev`, `_revisions`, `_conflicts`, …) and RxDB's (`_meta`, `_attachments`, …) metadata. */
export const META_FIELDS: ReadonlySet<string> = new Set([
  '_id',
  '_rev',
  '_deleted',
  '_revisions',
  '_revs_info',
  '_conflicts',
  '_deleted_conflicts',
  '_local_seq',
  '_attachments',
  '_meta',
]);

/** The RxDB shape of a CouchDB document: `_id` becomes `id`, every underscore field goes. */
export function fromCouchDoc(doc: { _id: string; [field: string]: unknown }): PlainDocument {
  const plain: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(doc)) if (!field.startsWith('_')) plain[field] = value;
  return { ...plain, id: doc._id };
}

/**
 * The CouchDB shape of an RxDB document: `id` becomes `_id`; RxDB's own metadata (its `_rev`
 * is not a CouchDB revision) is dropped. Pass `rev` to update a stored revision, `deleted` to
 * delete it.
 */
export function toCouchDoc<T extends { id: string }>(
  doc: T,
  options: { rev?: string; deleted?: boolean } = {},
): Omit<T, 'id'> & CouchDocument {
  const couch: Record<string, unknown> = { _id: doc.id };
  if (options.rev !== undefined) couch._rev = options.rev;
  if (options.deleted) couch._deleted = true;
  for (const [field, value] of Object.entries(doc)) {
    if (field !== 'id' && !field.startsWith('_')) couch[field] = value;
  }
  return couch as Omit<T, 'id'> & CouchDocument;
}

/**
 * The document without the metadata either side adds, ready for the schema check. `_id` stands
 * in for a missing `id`; unknown underscore fields stay, so the schema refuses them.
 */
export function withoutMeta(doc: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(doc)) if (!META_FIELDS.has(field)) data[field] = value;
  if (data.id === undefined && typeof doc._id === 'string') data.id = doc._id;
  return data;
}

/** The content of a document in one canonical form: keys sorted at every depth, metadata gone. */
export function canonicalContent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalContent);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      // Metadata (`_deleted` included, compared on its own in sameContent) is not content.
      .filter(([key]) => !key.startsWith('_'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonicalContent(inner)]));
  }
  return value;
}

/**
 * Whether two versions of a document say the same, ignoring key order and metadata (either
 * side's shape); a missing `_deleted` counts as false. The browser's replication and the
 * server's write audit both decide "this write is already stored" with it.
 */
export function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const deletedA = a._deleted === true;
  const deletedB = b._deleted === true;
  if (deletedA || deletedB) return deletedA === deletedB;
  return JSON.stringify(canonicalContent(a)) === JSON.stringify(canonicalContent(b));
}

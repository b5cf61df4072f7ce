// The catalogue's change log: what readers could see change in `catalogue`, the projection of
// visible products that the public Atom feed (catalogue-feed/) also reads. Each write the
// projector makes to `catalogue` is one entry: a product that enters the projection was added
// (created visible, or shown again), one that leaves it was removed (hidden or deleted), one whose
// reader fields differ was changed. An entry is built from the projection's documents only, so
// it names nothing a hidden product ever held and no field a reader does not see; it names the
// changed fields, never their values. Pure functions; projector.ts writes them to
// `catalogue_changes` before the projection (an entry's id is derived from the product's
// revision, so a batch applied again after a crash writes no second entry).
import { createHash } from 'node:crypto';
import type { CatalogueChange } from '@poct/schemas';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import { sameJson } from './project-document.ts';

/** Entries older than this leave the log. */
export const CHANGE_LOG_MONTHS = 12;
/** The most entries the log keeps; the oldest leave first. */
export const CHANGE_LOG_ENTRIES = 2_000;

/** Fields whose change is no change of the product (every write moves them). */
const NOT_A_CHANGE = new Set(['_id', 'created_at', 'updated_at']);

export type ChangeEntry = Omit<CatalogueChange, 'id'> & { _id: string };

function entryId(productId: string, rev: string): string {
  return `change-${createHash('sha256').update(`${productId}\n${rev}`).digest('hex').slice(0, 32)}`;
}

/** The reader fields whose values differ between two versions of a projected product, sorted. */
export function changedFields(before: CouchDoc, after: CouchDoc): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !field.startsWith('_') && !NOT_A_CHANGE.has(field))
    .filter((field) => !sameJson(before[field], after[field]))
    .sort();
}

/** The start of the period the log covers, as an ISO time. */
export function changeLogStart(now: Date): string {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - CHANGE_LOG_MONTHS);
  return start.toISOString();
}

/**
 * The entry for a write to `catalogue` that takes product `productId` from `before` (its live
 * projection, undefined when absent) to `after` (null: it must not be there), made at revision
 * `rev` of the master. Null when readers see no change, or for the first projection of a product
 * listed before the log's period (a projection built again from old masters).
 */
export function changeEntry(
  productId: string,
  rev: string,
  before: CouchDoc | undefined,
  after: CouchDoc | null,
  now: Date,
): ChangeEntry | null {
  const shown = after ?? before;
  if (!shown || typeof shown.name !== 'string' || typeof shown.manufacturer !== 'string') return null;
  let kind: CatalogueChange['kind'];
  let fields: string[] = [];
  if (!before) {
    if (!after) return null;
    if (typeof after.created_at === 'string' && after.created_at < changeLogStart(now)) return null;
    kind = 'added';
  } else if (!after) {
    kind = 'removed';
  } else {
    fields = changedFields(before, after);
    if (fields.length === 0) return null;
    kind = 'changed';
  }
  const at = now.toISOString();
  return {
    _id: entryId(productId, rev),
    product_id: productId,
    product_name: shown.name,
    manufacturer: shown.manufacturer,
    kind,
    fields,
    created_at: at,
    updated_at: at,
  };
}

/** The ids of entries to delete: older than the period, or past the newest CHANGE_LOG_ENTRIES. */
export function expiredChanges(entries: readonly CouchDoc[], now: Date): string[] {
  const start = changeLogStart(now);
  const newestFirst = [...entries].sort((a, b) =>
    String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')),
  );
  return newestFirst
    .filter((entry, index) => index >= CHANGE_LOG_ENTRIES || String(entry.created_at ?? '') < start)
    .map((entry) => entry._id);
}

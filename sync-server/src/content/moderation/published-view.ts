// What a reader's device may hold of a moderated document: only published ones, without the
// moderation record (reports name their reporters; reasons are for the author alone) and without
// `updated_by`. Pure, like projector/project-document.ts, whose projector applies it.
import type { CouchDoc } from '../../platform/store/couch-client.ts';

/** Fields that never leave the source database. */
export const MODERATION_ONLY_FIELDS = [
  'status_reason',
  'status_ground',
  'objection',
  'reports',
  'in_queue',
  'moderated_at',
  'moderated_by',
  'updated_by',
  'held_automatically',
  'before_withdrawal',
  'held_texts',
] as const;

/**
 * Version of the rules the public databases are filled by (see projector/project-document.ts
 * RULES_VERSION). Version 2: a document whose product or thread readers cannot see (sources.ts
 * `hangsOn`) leaves its public database.
 */
export const PUBLISHED_RULES_VERSION = 2;

/** The document as the public database holds it, or null when it must not be there. */
export function publishedView(doc: CouchDoc): CouchDoc | null {
  if (doc._id.startsWith('_') || doc._deleted === true || doc.status !== 'published') return null;
  const view: CouchDoc = { _id: doc._id };
  for (const [field, value] of Object.entries(doc)) {
    if (field.startsWith('_') || (MODERATION_ONLY_FIELDS as readonly string[]).includes(field)) continue;
    view[field] = value;
  }
  return view;
}

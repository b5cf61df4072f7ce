// Which gateway databases a device holds, with the shared schema of their documents. Kept free
// of RxDB so the app can decide whether to load the database code at all.
import { canReplicate, type AccessSubject, type Link, type MasterData, type Product } from '@poct/schemas';

export const LOCAL_COLLECTIONS = {
  catalogue: { schema: 'product', push: false },
  masterdata: { schema: 'masterdata', push: false },
  publications: { schema: 'link', push: false },
  favourites: { schema: 'favourite', push: true },
  // Comparisons the user saved under a name (features/compare/saved-comparisons.ts).
  saved_comparisons: { schema: 'saved_comparison', push: true },
  // Watched products and their alerts (features/watchlist/); of an alert the server accepts
  // only the read mark.
  watchlist: { schema: 'watch', push: true },
  alerts: { schema: 'alert', push: true },
  // Published reviews only (the server's published projection); written through REST.
  reviews: { schema: 'review', push: false },
  // Staff edit these, also offline; a conflict is kept for the editor, never resolved silently.
  catalogue_master: { schema: 'product', push: true },
  masterdata_master: { schema: 'masterdata', push: true },
  publications_master: { schema: 'link', push: true },
  // The forum, read only: topics, and the published threads and comments (writes go through
  // /api/forum, features/forum/forum-api.ts).
  forum_topics: { schema: 'forum_topic', push: false },
  forum_threads: { schema: 'forum_thread', push: false },
  forum_comments: { schema: 'forum_comment', push: false },
  // The catalogue's change log (the projector writes it), pulled by whoever pulls the catalogue.
  catalogue_changes: { schema: 'catalogue_change', push: false },
} as const;

export const MASTER_COLLECTIONS = ['catalogue_master', 'masterdata_master', 'publications_master'] as const;
export type MasterCollectionName = (typeof MASTER_COLLECTIONS)[number];

export function isMasterCollection(name: string): name is MasterCollectionName {
  return (MASTER_COLLECTIONS as readonly string[]).includes(name);
}

export type LocalCollectionName = keyof typeof LOCAL_COLLECTIONS;

/** Read-only collections live in memory, persisted packed (local-database.ts, packed-store.ts). */
export function isPackedCollection(name: LocalCollectionName): boolean {
  return !LOCAL_COLLECTIONS[name].push;
}

/**
 * RxDB's open-source build opens at most this many collections at once (error COL23), the local
 * `conflicts` of a staff device included (storage/local-database.ts).
 */
export const MAX_OPEN_COLLECTIONS = 16;

/** A reader's own lists that a device holding the staff's master collections leaves out. */
const READERS_ONLY: readonly LocalCollectionName[] = ['watchlist', 'alerts'];

/**
 * The collections this user may pull: a free account's device holds none of the catalogue. A
 * staff device, which holds the masters beside the projections, leaves out the watchlist and the
 * alerts, so it stays below RxDB's limit: staff curate the catalogue; alerts are for readers.
 */
export function collectionsFor(subject: AccessSubject): LocalCollectionName[] {
  const names = (Object.keys(LOCAL_COLLECTIONS) as LocalCollectionName[]).filter((name) =>
    canReplicate(subject, name, 'pull'),
  );
  return names.some(isMasterCollection) ? names.filter((name) => !READERS_ONLY.includes(name)) : names;
}

/** The document type of each master collection. */
export interface MasterDocuments {
  catalogue_master: Product;
  masterdata_master: MasterData;
  publications_master: Link;
}

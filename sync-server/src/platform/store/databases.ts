// Database names in the store. Gateway names equal store names except `favourites`,
// `saved_comparisons`, `watchlist` and `alerts`, which the gateway rewrites to the caller's own
// per-user databases.
import type { OwnDatabase } from '@poct/schemas';
export const PROJECTIONS = ['catalogue', 'masterdata', 'publications'] as const;
export const MASTERS = ['catalogue_master', 'masterdata_master', 'publications_master'] as const;
/** Reports of blog posts: a moderated source without a public database (posts are read by REST). */
export const POST_REPORTS = 'post_reports';
export const SERVER_ONLY = [
  'accounts',
  'roles',
  'sessions',
  'audit',
  'server_state',
  'plans',
  'advertisements',
  // Blog posts (posts/): REST only, so each reader gets only the posts they may see.
  'posts',
  // Reports of blog posts and staff's decisions on them (moderation/sources.ts), one per post.
  POST_REPORTS,
  'quotations',
  // Messages of the contact form (contact/).
  'contact_messages',
  // Demo slots and their bookings, one booking per slot id (requests/demo-booking/).
  'demo_slots',
  'demo_bookings',
  // Proof-of-work challenges already used by a public form (form-guard/proof-of-work.ts).
  'form_challenges',
  // Orders and renewal-reminder marks (payments/).
  'orders',
  // Search statistics (statistics/statistics-databases.ts).
  'search_queries',
  'search_filters',
  'search_event_ids',
  // Single-use links from mails (hashes only) and rate-limit counters: accounts/, rate-limit/.
  'account_tokens',
  'rate_limits',
  // Advertisement figures per campaign and day, and one-use click receipts (ads/).
  'ad_ledgers',
  'ad_click_receipts',
  // Catalogue import batches and their planned writes (content/catalogue-import/).
  'catalogue_imports',
  // Archives of "Download my data", one per user while it is kept (privacy/my-data/).
  'data_exports',
  // What each user's alert digest last sent, one mark per user and period (content/watchlist/).
  'digest_marks',
] as const;
/** Checkpoints, leases and locks (projector/lease.ts, store-lock.ts), and server secrets. */
export const STATE_DATABASE = 'server_state';
/** Forum topics and sub-topics, written through REST, replicated read-only (forum/). */
export const FORUM_TOPICS = ['forum_topics'] as const;
/** The catalogue's change log, written by the projector beside `catalogue` (projector/catalogue-changes.ts). */
export const CATALOGUE_CHANGES = 'catalogue_changes';

// Moderated content (moderation/sources.ts): the authors' documents in every state (server-only,
// answered through REST) and, per source, a public database holding only the published ones,
// which premium readers replicate.
export const MODERATED_SOURCES = ['reviews_source', 'forum_threads_source', 'forum_comments_source'] as const;
export const PUBLISHED = ['reviews', 'forum_threads', 'forum_comments'] as const;
export type ModeratedSourceName = (typeof MODERATED_SOURCES)[number];
export type PublishedName = (typeof PUBLISHED)[number];

export type ProjectionName = (typeof PROJECTIONS)[number];
export type MasterName = (typeof MASTERS)[number];

export const PROJECTION_OF: Record<MasterName, ProjectionName> = {
  catalogue_master: 'catalogue',
  masterdata_master: 'masterdata',
  publications_master: 'publications',
};

/** Collection name in @poct/schemas for the documents of a master or projection. */
export const COLLECTION_OF: Record<MasterName | ProjectionName, 'product' | 'masterdata' | 'link'> = {
  catalogue_master: 'product',
  catalogue: 'product',
  masterdata_master: 'masterdata',
  masterdata: 'masterdata',
  publications_master: 'link',
  publications: 'link',
};

/** CouchDB's convention for per-user databases: `userdb-` + hex of the user id. */
export function userDbName(userId: string): string {
  return `userdb-${Buffer.from(userId, 'utf8').toString('hex')}`;
}

/** A user's saved comparisons, beside their favourites: `userdb-<hex>-comparisons`. */
export function userComparisonsDbName(userId: string): string {
  return `${userDbName(userId)}-comparisons`;
}

/** A user's watched products: `userdb-<hex>-watchlist`. */
export function userWatchlistDbName(userId: string): string {
  return `${userDbName(userId)}-watchlist`;
}

/** A user's alerts about their watched products: `userdb-<hex>-alerts`. */
export function userAlertsDbName(userId: string): string {
  return `${userDbName(userId)}-alerts`;
}

/** The store database behind a per-user gateway database (`ownOnly` in @poct/schemas). */
export function ownDbName(db: OwnDatabase, userId: string): string {
  if (db === 'favourites') return userDbName(userId);
  if (db === 'saved_comparisons') return userComparisonsDbName(userId);
  return db === 'watchlist' ? userWatchlistDbName(userId) : userAlertsDbName(userId);
}

export const ALL_DATABASES = [
  ...PROJECTIONS,
  ...MASTERS,
  ...SERVER_ONLY,
  ...MODERATED_SOURCES,
  ...PUBLISHED,
  ...FORUM_TOPICS,
  CATALOGUE_CHANGES,
];

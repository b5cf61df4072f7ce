// Database names in the store. Gateway names equal store names except `favourites`, which the
// gateway rewrites to the caller's own per-user database.
export const PROJECTIONS = ['catalogue', 'masterdata', 'publications'] as const;
export const MASTERS = ['catalogue_master', 'masterdata_master', 'publications_master'] as const;
export const SERVER_ONLY = [
  'accounts',
  'roles',
  'sessions',
  'audit',
  'server_state',
  'plans',
  'advertisements',
  'quotations',
  // Messages of the contact form (contact/).
  'contact_messages',
  // Orders and renewal-reminder marks (payments/).
  'orders',
  // Search statistics (statistics/statistics-databases.ts).
  'search_queries',
  'search_filters',
  'search_event_ids',
  // Single-use links from mails (hashes only) and rate-limit counters: accounts/, rate-limit/.
  'account_tokens',
  'rate_limits',
  // Every forum thread and comment, whatever its moderation status (forum/); only published
  // ones are copied to the gateway's `forum_threads` and `forum_comments`.
  'forum_threads_source',
  'forum_comments_source',
] as const;
/** The forum databases premium devices replicate (read only; FORUM_DATABASES of @poct/schemas). */
export const FORUM_PUBLIC = ['forum_topics', 'forum_threads', 'forum_comments'] as const;

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

export const ALL_DATABASES = [...PROJECTIONS, ...MASTERS, ...SERVER_ONLY, ...FORUM_PUBLIC];

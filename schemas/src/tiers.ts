// Who may see and replicate what: premium status (a period of premium running now, or a trial
// end date in the future) and the access matrix of the replication gateway (which tier pulls or
// pushes which database; ARCHITECTURE.md "Data model and databases") as data, so the gateway, the client and
// the tests read one table.
import { isForProfessionals, type Audience } from './collections/fields.ts';
import type { MasterDataType } from './collections/masterdata.schema.ts';
import type { User } from './collections/user.schema.ts';
import { entitlementsOf, rightsAt } from './entitlements.ts';
import { CRUD_ACTIONS, type CrudAction, type CrudModule, type Permission } from './permissions.ts';

type PremiumFields = Partial<
  Pick<User, 'premium' | 'premium_until' | 'premium_trial_until' | 'plan_id' | 'entitlements'>
>;

/**
 * Premium: a period of premium runs now (entitlements.ts; an account from before periods: the
 * premium flag while its end date, if any, lies ahead), or a trial that has not ended. Premium
 * is separate from the role.
 */
export function isPremium(user: PremiumFields | null | undefined, now: Date | number = Date.now()): boolean {
  if (!user) return false;
  const at = typeof now === 'number' ? now : now.getTime();
  return rightsAt(entitlementsOf(user), at).premium;
}

/** Verified premium users also write reviews, forum threads and comments. */
export function isVerifiedPremium(
  user: (PremiumFields & Partial<Pick<User, 'verification_status'>>) | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  return isPremium(user, now) && user?.verification_status === 'verified';
}

export const PROJECTION_DATABASES = ['catalogue', 'masterdata', 'publications'] as const;
export const MASTER_DATABASES = ['catalogue_master', 'masterdata_master', 'publications_master'] as const;
/**
 * Public databases of moderated content: only published documents, copied there by the
 * published projection (sync-server/src/content/moderation/); writes go through REST, never the gateway.
 */
export const PUBLISHED_DATABASES = ['reviews', 'forum_threads', 'forum_comments'] as const;
/** Forum topics and sub-topics: staff write them through REST (sync-server/src/content/forum/). */
export const FORUM_TOPIC_DATABASES = ['forum_topics'] as const;
/** The catalogue's change log: the projector writes it, readers of the catalogue pull it. */
export const CATALOGUE_CHANGES_DATABASE = 'catalogue_changes';
/** A user's saved comparisons, in their own database like the favourites (premium, own only). */
export const SAVED_COMPARISONS_DATABASE = 'saved_comparisons';
/** A user's watched products, in their own database (premium, own only). */
export const WATCHLIST_DATABASE = 'watchlist';
/**
 * A user's alerts about their watched products, in their own database: the server writes them,
 * the user pulls them and may only mark one read (premium, own only).
 */
export const ALERTS_DATABASE = 'alerts';
/** Gateway names the gateway rewrites to the caller's own database (`ownOnly`). */
export const OWN_DATABASES = [
  'favourites',
  SAVED_COMPARISONS_DATABASE,
  WATCHLIST_DATABASE,
  ALERTS_DATABASE,
] as const;
export type OwnDatabase = (typeof OWN_DATABASES)[number];
export const GATEWAY_DATABASES = [
  ...PROJECTION_DATABASES,
  ...MASTER_DATABASES,
  'favourites',
  SAVED_COMPARISONS_DATABASE,
  WATCHLIST_DATABASE,
  ALERTS_DATABASE,
  ...PUBLISHED_DATABASES,
  ...FORUM_TOPIC_DATABASES,
  CATALOGUE_CHANGES_DATABASE,
] as const;
export type ProjectionDatabase = (typeof PROJECTION_DATABASES)[number];
export type PublishedDatabase = (typeof PUBLISHED_DATABASES)[number];
export type MasterDatabase = (typeof MASTER_DATABASES)[number];
export type GatewayDatabase = (typeof GATEWAY_DATABASES)[number];

/** Permission modules whose holders edit each master (products permissions also cover links). */
export const MASTER_MODULES: Readonly<Record<MasterDatabase, readonly CrudModule[]>> = {
  catalogue_master: ['products'],
  masterdata_master: ['parameters', 'methods', 'details', 'diagnostics', 'connectivities', 'products'],
  publications_master: ['products'],
};

/** One direction of access: premium callers, and holders of any of the listed permissions. */
export interface AccessRule {
  premium: boolean;
  /**
   * Premium callers need their plan's `link_access` too (publications: the plan's "publications
   * and links"). Staff with a listed permission are not affected.
   */
  linkAccess?: boolean;
  anyPermission: readonly Permission[];
  /**
   * The gateway rewrites the database to the caller's own (`favourites` → `userdb-<hex>`,
   * `saved_comparisons` → `userdb-<hex>-comparisons`, `watchlist` → `userdb-<hex>-watchlist`,
   * `alerts` → `userdb-<hex>-alerts`).
   */
  ownOnly?: boolean;
}

const NOBODY: AccessRule = { premium: false, anyPermission: [] };

function holdersOf(master: MasterDatabase, actions: readonly CrudAction[]): Permission[] {
  return MASTER_MODULES[master].flatMap((module) => actions.map((action) => `${module}-${action}` as const));
}

const MASTER_OF: Readonly<Record<ProjectionDatabase, MasterDatabase>> = {
  catalogue: 'catalogue_master',
  masterdata: 'masterdata_master',
  publications: 'publications_master',
};

const WRITE_ACTIONS: readonly CrudAction[] = CRUD_ACTIONS.filter((action) => action !== 'read');

/** The projections a plan without `link_access` withholds: the publications and their links. */
export const LINK_ACCESS_DATABASES: readonly ProjectionDatabase[] = ['publications'];

function projectionAccess(db: ProjectionDatabase): { pull: AccessRule; push: AccessRule } {
  const linkAccess = LINK_ACCESS_DATABASES.includes(db);
  return {
    pull: {
      premium: true,
      anyPermission: holdersOf(MASTER_OF[db], ['read']),
      ...(linkAccess ? { linkAccess } : {}),
    },
    push: NOBODY,
  };
}

function masterAccess(db: MasterDatabase): { pull: AccessRule; push: AccessRule } {
  return {
    pull: { premium: false, anyPermission: holdersOf(db, ['read']) },
    // Each pushed document is checked again against masterWritePermission.
    push: { premium: false, anyPermission: holdersOf(db, WRITE_ACTIONS) },
  };
}

/**
 * The access matrix: premium users pull the projections; staff pull the masters with a read
 * permission of their modules (and the projections with it) and push with a write permission;
 * premium users pull and push their own favourites, saved comparisons, watchlist and alerts
 * (of an alert only its read mark). Admins hold every
 * permission.
 */
export const DATABASE_ACCESS: Readonly<Record<GatewayDatabase, { pull: AccessRule; push: AccessRule }>> = {
  catalogue: projectionAccess('catalogue'),
  masterdata: projectionAccess('masterdata'),
  publications: projectionAccess('publications'),
  catalogue_master: masterAccess('catalogue_master'),
  masterdata_master: masterAccess('masterdata_master'),
  publications_master: masterAccess('publications_master'),
  favourites: {
    pull: { premium: true, anyPermission: [], ownOnly: true },
    push: { premium: true, anyPermission: [], ownOnly: true },
  },
  saved_comparisons: {
    pull: { premium: true, anyPermission: [], ownOnly: true },
    push: { premium: true, anyPermission: [], ownOnly: true },
  },
  watchlist: {
    pull: { premium: true, anyPermission: [], ownOnly: true },
    push: { premium: true, anyPermission: [], ownOnly: true },
  },
  // The gateway lets a push change only an alert's read mark (bulk-docs.ts).
  alerts: {
    pull: { premium: true, anyPermission: [], ownOnly: true },
    push: { premium: true, anyPermission: [], ownOnly: true },
  },
  // Premium readers and staff who read reviews pull; nobody pushes (REST validates writes).
  reviews: { pull: { premium: true, anyPermission: ['products-review-read'] }, push: NOBODY },
  // Premium reads the forum; staff who moderate it read it without premium; nobody pushes.
  forum_topics: {
    pull: { premium: true, anyPermission: ['forum-topics-read', 'forum-sub-topics-read'] },
    push: NOBODY,
  },
  forum_threads: { pull: { premium: true, anyPermission: ['forum-threads-read'] }, push: NOBODY },
  forum_comments: { pull: { premium: true, anyPermission: ['forum-comments-read'] }, push: NOBODY },
  // Whoever pulls the catalogue pulls its change log; the projector alone writes it.
  catalogue_changes: projectionAccess('catalogue'),
};

/**
 * The caller as the gateway knows it: premium status, permissions, and the plan's link access
 * (absent or true: not restricted; premium without a plan, e.g. verified professionals, keeps
 * the spec's full premium tier).
 */
export type AccessSubject =
  { premium: boolean; permissions: readonly string[]; linkAccess?: boolean } | null | undefined;

/** Whether the gateway keeps `db` per user (favourites, saved comparisons, watchlist, alerts). */
export function isOwnDatabase(db: GatewayDatabase): db is OwnDatabase {
  return (OWN_DATABASES as readonly string[]).includes(db);
}

export function isGatewayDatabase(name: string): name is GatewayDatabase {
  return (GATEWAY_DATABASES as readonly string[]).includes(name);
}

export function canReplicate(
  subject: AccessSubject,
  db: GatewayDatabase,
  direction: 'pull' | 'push',
): boolean {
  if (!subject) return false;
  const rule = DATABASE_ACCESS[db][direction];
  const premiumMay = rule.premium && subject.premium && (!rule.linkAccess || subject.linkAccess !== false);
  return premiumMay || rule.anyPermission.some((p) => subject.permissions.includes(p));
}

/**
 * Databases served as a whole by `GET /db/<name>/_snapshot`: every replicated database
 * that is the same for all its readers. Per-user databases (`ownOnly`, favourites) have none. Who
 * may fetch a snapshot is exactly who may pull the database (`canReplicate(…, 'pull')`).
 */
export const SNAPSHOT_DATABASES: readonly GatewayDatabase[] = GATEWAY_DATABASES.filter(
  (db) => DATABASE_ACCESS[db].pull.ownOnly !== true,
);

export function hasSnapshot(db: GatewayDatabase): boolean {
  return SNAPSHOT_DATABASES.includes(db);
}

/** The module whose permissions cover each master data type (connectivities, transmissions and sample types fall under products). */
export const MASTER_DATA_MODULE: Readonly<Record<MasterDataType, CrudModule>> = {
  parameter: 'parameters',
  method: 'methods',
  detail: 'details',
  diagnostic_area: 'diagnostics',
  connectivity: 'connectivities',
  transmission: 'connectivities',
  sample_type: 'products',
  tree_item: 'products',
  synonym: 'products',
};

/**
 * The permission a write of `doc` to a master database needs. Links are covered by the products
 * permissions; master data by the module of its type. A document without a known type falls
 * back to products (its schema check refuses it anyway).
 */
export function masterWritePermission(
  db: MasterDatabase,
  doc: object,
  action: Exclude<CrudAction, 'read'>,
): Permission {
  if (db !== 'masterdata_master') return `products-${action}`;
  const type = 'type' in doc ? doc.type : undefined;
  const known = typeof type === 'string' && Object.hasOwn(MASTER_DATA_MODULE, type);
  const module = known ? MASTER_DATA_MODULE[type as MasterDataType] : 'products';
  return `${module}-${action}`;
}

/**
 * Blog posts are not replicated (REST only, sync-server/src/content/posts/): who may read one outside the
 * workspace. A visible public post: everyone; a visible private (staff-only) post: holders of
 * `posts-read`; an invisible post: nobody (the workspace's `posts-*` screens list it). A post for
 * professionals (`audience`) is never read by a guest: only signed-in accounts, which only professionals hold.
 */
export function mayReadPost(
  post: { visible: boolean; private: boolean; audience?: Audience | undefined },
  subject: { permissions: readonly string[] } | null | undefined,
): boolean {
  if (!post.visible) return false;
  if (!subject && isForProfessionals(post)) return false;
  return !post.private || (subject?.permissions.includes('posts-read') ?? false);
}

/**
 * Who reaches the advertisement endpoints (sync-server/src/commerce/ads/): a banner is served to the
 * audience ADS_AUDIENCE names (others get none, never an error), a click link redirects whoever
 * follows it when the server signed it, the figures need `advertisements-read`.
 */
export const AD_ENDPOINT_ACCESS = {
  serve: 'audience',
  click: 'signed-link',
  statistics: ['advertisements-read'] as const satisfies readonly Permission[],
} as const;

/**
 * The assistant's server endpoints (the MCP endpoint for AI tools and the answer the optional
 * model phrases): premium during a
 * period whose plan grants chat access, as the access state reads it now. Staff rights do not stand in for it.
 */
export const ASSISTANT_ENDPOINTS = ['/mcp', '/api/assistant/answer'] as const;

export function mayUseAssistant(
  subject: { premium: boolean; plan?: { chat_access: boolean } | null } | null | undefined,
): boolean {
  return subject?.premium === true && subject.plan?.chat_access === true;
}

// Everything the platform holds about one user, as a table: one entry per kind of data, each
// naming where it is kept and reading only the user's own part of it. "Download my data" writes
// every entry into the archive, so a new kind of data (a watchlist, saved comparisons, alerts)
// joins by adding its entry here; privacy/test/my-data.test.ts proves each one is in the archive
// and that nobody else's data is.
import type { Account, LocalizedText } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import {
  userAlertsDbName,
  userComparisonsDbName,
  userDbName,
  userWatchlistDbName,
} from '../../platform/store/databases.ts';
import { getRole, readEntitlements, securityEventsOf } from '../../identity/index.ts';
import { authoredItems, digestMailsOf, reportsBy } from '../../content/index.ts';
import { ordersOf } from '../../commerce/index.ts';
import { requesterData, type RequesterHolding } from '../../requests/index.ts';

export interface PersonalDataKind {
  /** The key in the archive's JSON. */
  key: string;
  /** The heading on the archive's readable page. */
  title: LocalizedText;
  collect(store: StoreClient, account: Account): Promise<unknown>;
}

/** Consent choices the server keeps (the cookie choice stays in the browser). */
const CONSENT_FIELDS = [
  'terms_accepted_at',
  'opt_newsletter',
  'opt_share_institution',
  'opt_show_real_name',
] as const;

/** The account without its password hash. */
function ownAccount(account: Account): Record<string, unknown> {
  const { password_hash: _hash, ...fields } = account;
  return fields;
}

/** The documents of one of the account's own databases (favourites, saved comparisons, watchlist, alerts). */
const ownDocuments = (dbOf: (userId: string) => string) => async (store: StoreClient, account: Account) => {
  const db = dbOf(account.id);
  if (!(await store.info(db))) return [];
  const docs = await store.allDocs<CouchDoc>(db);
  return docs
    .filter((doc) => !doc._id.startsWith('_') && !doc._deleted)
    .map(({ _id, _rev: _r, ...fields }) => ({ id: _id, ...fields }));
};

/** Security events of the account; whoever else acted on it (staff) is named as staff only. */
async function securityEvents(store: StoreClient, account: Account): Promise<unknown[]> {
  return (await securityEventsOf(store, account.id)).map(({ id: _id, actor_id: actor, ...fields }) => ({
    ...fields,
    ...(actor === undefined ? {} : { by: actor === account.id ? 'you' : 'staff' }),
  }));
}

const requests = (holding: RequesterHolding) => (store: StoreClient, account: Account) =>
  requesterData(store, holding, { userId: account.id, email: account.email });

const authored =
  (kind: 'review' | 'forum-thread' | 'forum-comment') => async (store: StoreClient, account: Account) =>
    (await authoredItems(store, account.id))[kind];

export const PERSONAL_DATA: readonly PersonalDataKind[] = [
  {
    key: 'account',
    title: { de: 'Konto, Profil und Verifizierung', en: 'Account, profile and verification' },
    collect: async (_store, account) => ownAccount(account),
  },
  {
    key: 'role',
    title: { de: 'Rolle', en: 'Role' },
    collect: async (store, account) => {
      const role = await getRole(store, account.role_id);
      return { id: account.role_id, name: role?.name ?? null, permissions: role?.permissions ?? [] };
    },
  },
  {
    key: 'plan_periods',
    title: { de: 'Premium-Zeiträume', en: 'Premium periods' },
    collect: (store, account) => readEntitlements(store, account),
  },
  {
    key: 'consents',
    title: { de: 'Einwilligungen', en: 'Consent choices' },
    collect: async (_store, account) =>
      Object.fromEntries(CONSENT_FIELDS.map((field) => [field, account[field] ?? null])),
  },
  { key: 'favourites', title: { de: 'Favoriten', en: 'Favourites' }, collect: ownDocuments(userDbName) },
  {
    key: 'saved_comparisons',
    title: { de: 'Gespeicherte Vergleiche', en: 'Saved comparisons' },
    collect: ownDocuments(userComparisonsDbName),
  },
  {
    key: 'watchlist',
    title: { de: 'Beobachtete Produkte', en: 'Watched products' },
    collect: ownDocuments(userWatchlistDbName),
  },
  {
    key: 'alerts',
    title: { de: 'Benachrichtigungen', en: 'Alerts' },
    collect: ownDocuments(userAlertsDbName),
  },
  {
    key: 'alert_digests',
    title: { de: 'Versandte E-Mails zu Benachrichtigungen', en: 'Alert emails sent' },
    collect: (store, account) => digestMailsOf(store, account.id),
  },
  { key: 'reviews', title: { de: 'Bewertungen', en: 'Reviews' }, collect: authored('review') },
  {
    key: 'forum_threads',
    title: { de: 'Forenthemen', en: 'Forum threads' },
    collect: authored('forum-thread'),
  },
  {
    key: 'forum_comments',
    title: { de: 'Forenkommentare', en: 'Forum comments' },
    collect: authored('forum-comment'),
  },
  {
    key: 'content_reports',
    title: { de: 'Gemeldete Inhalte', en: 'Content you reported' },
    collect: (store, account) => reportsBy(store, account.id),
  },
  {
    key: 'quote_requests',
    title: { de: 'Angebotsanfragen', en: 'Quote requests' },
    collect: requests('quotations'),
  },
  {
    key: 'orders',
    title: { de: 'Bestellungen', en: 'Orders' },
    collect: (store, account) => ordersOf(store, account.id),
  },
  {
    key: 'demo_bookings',
    title: { de: 'Demo-Buchungen', en: 'Demo bookings' },
    collect: requests('demo_bookings'),
  },
  {
    key: 'contact_messages',
    title: { de: 'Kontaktnachrichten', en: 'Contact messages' },
    collect: requests('contact_messages'),
  },
  {
    key: 'security_events',
    title: { de: 'Sicherheitsereignisse', en: 'Security events' },
    collect: securityEvents,
  },
];

/** Every kind of data of the user, by key. */
export async function collectPersonalData(
  store: StoreClient,
  account: Account,
): Promise<Record<string, unknown>> {
  const parts = await Promise.all(PERSONAL_DATA.map((kind) => kind.collect(store, account)));
  return Object.fromEntries(PERSONAL_DATA.map((kind, index) => [kind.key, parts[index]]));
}

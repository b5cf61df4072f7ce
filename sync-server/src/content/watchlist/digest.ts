// The alert digest: an hourly sweep mails each user who chose a daily or weekly digest
// (`alert_digest` on the account) their unread alerts not mailed before, in their language, only
// while they have premium at that moment, never for a product that is not listed (its alerts are
// gone anyway, see alert-writer.ts). Once per period across processes: the mail goes out only after
// creating `digest-<user>-<period>` in `digest_marks` succeeded; `digest-state-<user>` records
// up to which alert the last digest went. Each mail carries a signed one-click unsubscribe link
// (unsubscribe.ts) in its text and in `List-Unsubscribe`/`List-Unsubscribe-Post` (RFC 8058).
import { isLocale, localizePath, rightsAt, type Account, type Alert, type Locale } from '@poct/schemas';
import { readEntitlements, type Accounts } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { StoreError, type CouchDoc, type StoreClient } from '../../platform/store/couch-client.ts';
import { userAlertsDbName } from '../../platform/store/databases.ts';
import { createDocument, updateDocument } from '../../platform/store/update-document.ts';
import { startPeriodicJob } from '../../platform/periodic-job.ts';
import { fromCouchDoc } from '@poct/schemas';
import { digestMail } from './digest-mail.ts';
import type { UnsubscribeLinks } from './unsubscribe.ts';

export const DIGEST_MARKS = 'digest_marks';
const HOUR_MS = 3_600_000;

export interface AlertDigests {
  /** One sweep now; resolves with the number of mails sent. */
  sweep(): Promise<number>;
  stop(): void;
}

/** The period a digest belongs to: the UTC day, or the ISO week (Monday to Sunday, UTC). */
export function digestPeriod(digest: 'daily' | 'weekly', at: number): string {
  const day = new Date(at);
  if (digest === 'daily') return day.toISOString().slice(0, 10);
  const thursday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface StateDoc extends CouchDoc {
  /** `created_at` of the newest alert a digest carried. */
  sent_until: string;
}

/** The digest mails sent to an account: their periods and when ("Download my data"). */
export async function digestMailsOf(
  store: StoreClient,
  userId: string,
): Promise<Array<{ period: string; sent_at: string }>> {
  const prefix = `digest-${userId}-`;
  const marks = await store.allDocs<CouchDoc & { created_at: string }>(DIGEST_MARKS, {
    startkey: prefix,
    endkey: `${prefix}\ufff0`,
  });
  return marks.map((mark) => ({ period: mark._id.slice(prefix.length), sent_at: mark.created_at }));
}

/** Deletes the digest marks and state of an account being erased. */
export async function eraseDigestMarks(store: StoreClient, userId: string): Promise<void> {
  const prefix = `digest-${userId}-`;
  const docs = [
    ...(await store.allDocs(DIGEST_MARKS, { startkey: prefix, endkey: `${prefix}\ufff0` })),
    ...(await store.allDocs(DIGEST_MARKS, { keys: [`digest-state-${userId}`] })),
  ];
  if (docs.length === 0) return;
  await store.bulkDocs(
    DIGEST_MARKS,
    docs.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })),
  );
}

export function startAlertDigests(deps: {
  config: Pick<Config, 'publicUrl' | 'port'>;
  store: StoreClient;
  accounts: Pick<Accounts, 'list'>;
  mailer: Pick<Mailer, 'send'>;
  links: UnsubscribeLinks;
  now?: () => number;
  intervalMs?: number;
}): AlertDigests {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const origin = () => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

  async function unsentAlerts(account: Account, since: string): Promise<Alert[]> {
    let docs: CouchDoc[];
    try {
      docs = await store.allDocs(userAlertsDbName(account.id));
    } catch (error) {
      if (error instanceof StoreError && error.status === 404) return [];
      throw error;
    }
    const alerts = docs
      .filter((doc) => !doc._id.startsWith('_') && !doc._deleted)
      .map((doc) => fromCouchDoc(doc) as unknown as Alert)
      .filter((alert) => !alert.read && alert.created_at > since);
    if (alerts.length === 0) return [];
    // Only products readers see now.
    const listed = new Set(
      (await store.allDocs('catalogue', { keys: [...new Set(alerts.map((alert) => alert.product_id))] })).map(
        (doc) => doc._id,
      ),
    );
    return alerts.filter((alert) => listed.has(alert.product_id)).sort((a, b) => a.at.localeCompare(b.at));
  }

  /** Names of the connectivity ids the alerts hold, from the masterdata projection. */
  async function namesFor(alerts: readonly Alert[]): Promise<Map<string, Record<Locale, string>>> {
    const ids = [
      ...new Set(
        alerts.flatMap((alert) =>
          alert.field === 'connectivity' ? `${alert.from ?? ''},${alert.to ?? ''}`.split(',') : [],
        ),
      ),
    ].filter(Boolean);
    if (ids.length === 0) return new Map();
    const docs = await store.allDocs<CouchDoc & { name?: Record<Locale, string> }>('masterdata', {
      keys: ids,
    });
    return new Map(docs.flatMap((doc) => (doc.name ? [[doc._id, doc.name] as const] : [])));
  }

  async function sendTo(account: Account, at: number): Promise<boolean> {
    const digest = account.alert_digest;
    if (account.closed_at || (digest !== 'daily' && digest !== 'weekly')) return false;
    if (!rightsAt(await readEntitlements(store, account), at).premium) return false;
    const markId = `digest-${account.id}-${digestPeriod(digest, at)}`;
    if (await store.get(DIGEST_MARKS, markId)) return false;
    const stateId = `digest-state-${account.id}`;
    const state = await store.get<StateDoc>(DIGEST_MARKS, stateId);
    const alerts = await unsentAlerts(account, state?.sent_until ?? '');
    if (alerts.length === 0) return false;
    const mark = { _id: markId, user_id: account.id, created_at: new Date(at).toISOString() };
    // Sent already for this period (by this or another process).
    if (!(await createDocument(store, DIGEST_MARKS, mark)).created) return false;
    const locale: Locale = isLocale(account.language) ? account.language : 'de';
    const unsubscribeUrl = await deps.links.link(account.id);
    const name = [account.first_name, account.last_name].filter(Boolean).join(' ') || account.username;
    const content = digestMail({
      locale,
      name,
      alerts,
      names: await namesFor(alerts),
      alertsUrl: `${origin()}${localizePath('/ds/alerts', locale)}`,
      unsubscribeUrl,
    });
    await deps.mailer.send({
      to: account.email,
      ...content,
      link: unsubscribeUrl,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const newest = alerts
      .map((alert) => alert.created_at)
      .sort()
      .at(-1)!;
    await updateDocument<StateDoc>(
      store,
      DIGEST_MARKS,
      stateId,
      (current) =>
        current && current.sent_until >= newest
          ? undefined
          : { _id: stateId, user_id: account.id, sent_until: newest },
      { retries: 5 },
    );
    return true;
  }

  async function sweep(): Promise<number> {
    const at = now();
    let sent = 0;
    for (const account of await deps.accounts.list()) if (await sendTo(account, at)) sent++;
    return sent;
  }

  const job = startPeriodicJob(
    { area: 'watchlist', failure: 'alert digests failed' },
    sweep,
    deps.intervalMs ?? HOUR_MS,
  );
  return { sweep, stop: () => job.stop() };
}

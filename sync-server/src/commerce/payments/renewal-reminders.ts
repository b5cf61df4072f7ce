// Seven days before a bought premium ends, its owner gets one mail with a link to renew. An
// hourly sweep over the accounts finds those whose paid premium (an account with a plan_id)
// ends within RENEWAL_REMINDER_DAYS; the mail goes out only after creating the document
// `reminder-<user>-<end>` in `orders` succeeded, so several server processes, or a restart,
// never send it twice, and a renewal (a new end) earns a new reminder.
import { isLocale, localizePath, RENEWAL_REMINDER_DAYS, type Account } from '@poct/schemas';
import type { Accounts } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { renewalReminderMail } from './mails.ts';
import { ORDERS_DB } from './orders.ts';
import { createDocument } from '../../platform/store/update-document.ts';
import { startPeriodicJob } from '../../platform/periodic-job.ts';

const HOUR_MS = 3_600_000;

export interface RenewalReminders {
  /** One sweep now; resolves with the number of mails sent. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startRenewalReminders(deps: {
  config: Pick<Config, 'publicUrl' | 'port'>;
  store: StoreClient;
  accounts: Accounts;
  mailer: Pick<Mailer, 'send'>;
  now?: () => number;
  intervalMs?: number;
}): RenewalReminders {
  const now = deps.now ?? Date.now;
  const origin = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

  function due(account: Account, at: number): boolean {
    if (!account.premium || !account.plan_id || !account.premium_until) return false;
    const end = Date.parse(account.premium_until);
    return end > at && end - at <= RENEWAL_REMINDER_DAYS * 86_400_000;
  }

  async function sweep(): Promise<number> {
    const at = now();
    let sent = 0;
    for (const account of await deps.accounts.list()) {
      if (!due(account, at)) continue;
      const id = `reminder-${account.id}-${account.premium_until}`;
      const reminder = { _id: id, user_id: account.id, created_at: new Date(at).toISOString() };
      // Sent already (by this or another process) for this end of premium.
      if (!(await createDocument(deps.store, ORDERS_DB, reminder)).created) continue;
      const locale = isLocale(account.language) ? account.language : 'de';
      const url = `${origin}${localizePath(`/pricing?plan=${encodeURIComponent(account.plan_id!)}`, locale)}`;
      const name = [account.first_name, account.last_name].filter(Boolean).join(' ') || account.username;
      await deps.mailer.send({
        to: account.email,
        ...renewalReminderMail(locale, name, account.premium_until!, url),
      });
      sent++;
    }
    return sent;
  }

  const job = startPeriodicJob(
    { area: 'payments', failure: 'renewal reminders failed' },
    sweep,
    deps.intervalMs ?? HOUR_MS,
  );
  return {
    sweep,
    stop: () => job.stop(),
  };
}

// Who receives a mail to staff: STAFF_EMAIL when set (in German), else every account whose role
// holds `permission` (the people who can act on it), each in that person's language.
import { can, isLocale, type Locale, type Permission } from '@poct/schemas';
import type { Auth } from '../auth/auth.ts';
import type { Config } from '../../platform/config.ts';
import { getRole } from './role-store.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';

export interface StaffRecipientsDeps {
  config: Pick<Config, 'staffEmail'>;
  store: StoreClient;
  auth: Pick<Auth, 'accounts'>;
}

export async function staffRecipients(
  deps: StaffRecipientsDeps,
  permission: Permission,
): Promise<Array<{ email: string; locale: Locale }>> {
  if (deps.config.staffEmail) return [{ email: deps.config.staffEmail, locale: 'de' }];
  const holds = new Map<string, boolean>();
  const found: Array<{ email: string; locale: Locale }> = [];
  for (const account of await deps.auth.accounts.list()) {
    if (!holds.has(account.role_id)) {
      const role = await getRole(deps.store, account.role_id);
      holds.set(account.role_id, !!role && can({ role }, permission));
    }
    if (holds.get(account.role_id))
      found.push({ email: account.email, locale: isLocale(account.language) ? account.language : 'de' });
  }
  return found;
}

// Mails to staff: a verification request waits, or a commercial user wants to be contacted.
// They go to STAFF_EMAIL when set, else to every account whose role holds `users-update`
// (the ones who can decide), each in that person's language.
import { can, isLocale, type Account, type Locale } from '@poct/schemas';
import { getRole } from '../roles/role-store.ts';
import {
  staffCommercialContactMail,
  staffVerificationRequestedMail,
  type StaffSubject,
} from '../mail/templates.ts';
import { displayNameOf, linkTo, type AccountDeps } from './context.ts';

async function staffRecipients(deps: AccountDeps): Promise<Array<{ email: string; locale: Locale }>> {
  if (deps.config.staffEmail) return [{ email: deps.config.staffEmail, locale: 'de' }];
  const recipients: Array<{ email: string; locale: Locale }> = [];
  const roles = new Map<string, boolean>();
  for (const account of await deps.auth.accounts.list()) {
    if (!roles.has(account.role_id)) {
      const role = await getRole(deps.store, account.role_id);
      roles.set(account.role_id, !!role && can({ role }, 'users-update'));
    }
    if (roles.get(account.role_id))
      recipients.push({ email: account.email, locale: isLocale(account.language) ? account.language : 'de' });
  }
  return recipients;
}

function subjectOf(account: Account): StaffSubject {
  return {
    name: displayNameOf(account),
    email: account.email,
    username: account.username,
    institution: account.institution,
    company: account.company,
    doctorId: account.doctor_id ? `${account.doctor_id} (${account.doctor_id_type ?? '?'})` : undefined,
  };
}

export async function notifyStaff(
  deps: AccountDeps,
  kind: 'verification' | 'commercial',
  account: Account,
  origin: string,
): Promise<void> {
  for (const { email, locale } of await staffRecipients(deps)) {
    const url = linkTo(origin, kind === 'verification' ? '/ds/users?status=requested' : '/ds/users', locale);
    const mail =
      kind === 'verification'
        ? staffVerificationRequestedMail(locale, subjectOf(account), url)
        : staffCommercialContactMail(locale, subjectOf(account), url);
    await deps.mailer.send({ to: email, ...mail });
  }
}

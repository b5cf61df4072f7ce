// Mails to staff: a verification request waits, or a commercial user wants to be contacted.
// They go to STAFF_EMAIL when set, else to every account whose role holds `users-update`
// (the ones who can decide), each in that person's language.
import type { Account } from '@poct/schemas';
import { staffRecipients } from '../roles/staff-recipients.ts';
import {
  staffCommercialContactMail,
  staffVerificationRequestedMail,
  type StaffSubject,
} from '../../platform/mail/templates.ts';
import { displayNameOf, linkTo, type AccountDeps } from './context.ts';

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
  for (const { email, locale } of await staffRecipients(deps, 'users-update')) {
    const url = linkTo(origin, kind === 'verification' ? '/ds/users?status=requested' : '/ds/users', locale);
    const mail =
      kind === 'verification'
        ? staffVerificationRequestedMail(locale, subjectOf(account), url)
        : staffCommercialContactMail(locale, subjectOf(account), url);
    await deps.mailer.send({ to: email, ...mail });
  }
}

// Staff decide a verification request: approve (premium until a date: the one chosen, or
// PREMIUM_DAYS from now, as a period of its own without a plan beside any bought ones, which
// keep their rights and ends) or reject ('data could not be verified'). Each decision is audited and
// mailed to the user in their language. Premium reaches the user's access token at its next
// refresh, so a user who is signed in gets the catalogue without signing in again.
import { fieldError, setGrant, withEntitlements, type Account } from '@poct/schemas';
import { entitlementsForWrite, legacyPlanRights } from '../auth/entitlements.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountDeps, RequestFacts } from '../accounts/context.ts';
import { displayNameOf, linkTo } from '../accounts/context.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { formBody } from '../../platform/http/object-body.ts';
import { verificationApprovedMail, verificationRejectedMail } from '../../platform/mail/templates.ts';
import type { Actor } from './actor.ts';

export type Decision = { decision: 'approve'; premium_until?: string } | { decision: 'reject' };

/** The decision of a verification request's body (request verification-decision), its day judged here. */
export function decisionOf(body: unknown, now: number): Decision {
  const { decision, premium_until: day } = formBody('verification-decision', body);
  if (decision === 'reject') return { decision: 'reject' };
  if (day === undefined || day === null || day === '') return { decision: 'approve' };
  const until = Date.parse(day);
  if (!Number.isFinite(until))
    throw new FieldErrors([fieldError('/premium_until', 'validation.date', 'not a date')]);
  if (until <= now)
    throw new FieldErrors([
      fieldError('/premium_until', 'validation.number_min', 'in the past', {
        min: new Date(now).toISOString().slice(0, 10),
      }),
    ]);
  return { decision: 'approve', premium_until: new Date(until).toISOString() };
}

export async function decideVerification(
  deps: AccountDeps,
  actor: Actor,
  userId: string,
  decision: Decision,
  facts: RequestFacts,
): Promise<Account> {
  const now = deps.now();
  const at = new Date(now).toISOString();
  const until =
    decision.decision === 'approve'
      ? (decision.premium_until ?? new Date(now + deps.config.premiumDays * 86_400_000).toISOString())
      : undefined;
  const read = await deps.auth.accounts.get(userId);
  if (!read) throw new AppError(404, 'error.404.user');
  const legacy = await legacyPlanRights(deps.store, read);
  const account = await deps.auth.accounts.update(userId, (current) => {
    if (current.verification_status !== 'requested') throw new AppError(409, 'error.409.verification_state');
    const decided = { ...current, updated_at: at, updated_by: actor.account.id };
    if (!until) return { ...decided, verification_status: 'rejected' };
    const periods = setGrant(entitlementsForWrite(current, read, legacy), 'verification', until, now);
    return { ...withEntitlements(decided, periods, now), verification_status: 'verified' };
  });
  if (!account) throw new AppError(404, 'error.404.user');
  await deps.auth.audit.record({
    event: until ? 'verification_approved' : 'verification_rejected',
    actor_id: actor.account.id,
    subject_id: userId,
    ip: facts.ip,
    ...(until ? { detail: { premium_until: until } } : {}),
  });
  const name = displayNameOf(account);
  const mail = until
    ? verificationApprovedMail(
        account.language,
        name,
        until,
        linkTo(facts.origin, '/login', account.language),
      )
    : verificationRejectedMail(account.language, name, linkTo(facts.origin, '/ds/profile', account.language));
  await deps.mailer.send({ to: account.email, ...mail });
  return account;
}

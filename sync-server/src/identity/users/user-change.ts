// What PATCH /api/users/:id may change (the workspace's edit form): names, language, the
// optional text fields, premium and its end, and the role (checked by the router against the
// hierarchy). Premium and its end are staff's own grant, one period of premium without a plan
// (schemas/src/entitlements.ts): setting the end changes that period only, so bought periods keep
// their rights and ends; unchecking premium ends every period now. A form saved with the premium
// and end it was shown changes no period. The body may name the `updated_at` the editor started from: a newer stored
// version answers 409 'error.409.changed', so two staff members never overwrite each other
// unseen. Every field is checked before anything is written.
import {
  endAllAt,
  premiumEnd,
  rightsAt,
  setGrant,
  checkStaffUserChange,
  withEntitlements,
  STAFF_USER_TEXT_FIELDS,
  validateDocument,
  type Account,
  type Rights,
  type StaffUserChange,
} from '@poct/schemas';
import { entitlementsForWrite } from '../auth/entitlements.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';

export interface UserChange {
  fields: Omit<StaffUserChange, 'updated_at'>;
  /** The version the editor saw, if it said. */
  expected?: string;
}

/** The change a body asks for (request `staff-user-change`; a null end of premium clears it). */
export function userChangeOf(body: unknown): UserChange {
  const checked = checkStaffUserChange(body);
  if (!checked.ok) throw new FieldErrors(checked.errors);
  const { updated_at: expected, ...fields } = checked.body;
  return { fields, ...(expected !== undefined ? { expected } : {}) };
}

/**
 * The account with staff's premium change: `read` is the account the change was decided on and
 * `legacy` its plan's rights, for an account from before periods.
 */
function withPremiumChange(
  current: Account,
  fields: UserChange['fields'],
  read: Account,
  legacy: Rights | undefined,
  at: number,
): Account {
  if (fields.premium === undefined && fields.premium_until === undefined) return current;
  const wanted = fields.premium ?? current.premium;
  const shownUntil = current.premium_until ?? null;
  const until =
    fields.premium_until === undefined || fields.premium_until === null
      ? fields.premium_until
      : new Date(fields.premium_until).toISOString();
  // A trial is not a grant staff change: premium given during one is a period of its own.
  const periods = entitlementsForWrite(current, read, legacy);
  const running = rightsAt(periods, at).premium;
  if (wanted === running && (until === undefined || until === shownUntil)) return current;
  if (!wanted) return withEntitlements(current, endAllAt(periods, at), at);
  // An end before the one premium has now shortens every period to it (a refund, a misuse):
  // staff decide the end they see; a later end is a grant of their own beside what was bought.
  const end = premiumEnd(periods, at);
  if (
    typeof until === 'string' &&
    running &&
    (end === undefined || (end !== null && Date.parse(until) < end))
  )
    return withEntitlements(current, endAllAt(periods, Math.max(at, Date.parse(until))), at);
  return withEntitlements(current, setGrant(periods, 'staff', until ?? undefined, at), at);
}

/** `current` with the change applied, checked against the user schema (field errors, 400). */
export function applyUserChange(
  current: Account,
  change: UserChange,
  actorId: string,
  at: string,
  read: Account = current,
  legacy?: Rights,
): Account {
  if (change.expected !== undefined && change.expected !== current.updated_at)
    throw new AppError(409, 'error.409.changed');
  const { fields } = change;
  const next: Account = {
    ...withPremiumChange(current, change.fields, read, legacy, Date.parse(at)),
    updated_at: at,
    updated_by: actorId,
  };
  if (fields.first_name !== undefined) next.first_name = fields.first_name.trim();
  if (fields.last_name !== undefined) next.last_name = fields.last_name.trim();
  if (fields.language !== undefined) next.language = fields.language;
  if (fields.role_id !== undefined) next.role_id = fields.role_id;
  for (const field of STAFF_USER_TEXT_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    if (value.trim() === '') delete next[field];
    else next[field] = value.trim();
  }
  // Server-only fields of the account are not part of the user schema.
  const { password_hash: _hash, applied_order_ids: _orders, ...user } = next;
  const checked = validateDocument('user', user);
  if (!checked.ok) throw new FieldErrors(checked.errors);
  return next;
}

// The rules of the workspace's user forms (create and edit), shared by the
// browser (errors beside each field before sending) and the server (POST/PATCH /api/users,
// which checks again). Staff set the first password; the emails and passwords are asked twice.
// Texts are keys of the validation messages in errors.ts, so both sides show the same words.
import { isIdOf } from './ids/ids.ts';
import { confirmationErrors } from './registration.ts';
import { checkRequestWith, type RequestCheck } from './requests/check-request.ts';
import type { RequestOf } from './requests/request-schemas.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

/** What the edit form changes (besides the role, checked against the hierarchy by the server). */
export const STAFF_USER_TEXT_FIELDS = ['country', 'city', 'institution', 'position', 'company'] as const;

/** A user as staff create it (request `staff-user`). */
export type StaffUserInput = RequestOf<'staff-user'>;

/** What an edit may change; username and email stay as created. */
export const STAFF_USER_CHANGEABLE = [
  'first_name',
  'last_name',
  'role_id',
  'language',
  'premium',
  'premium_until',
  ...STAFF_USER_TEXT_FIELDS,
] as const;

/** Every field of the create form. */
export const STAFF_USER_FIELDS = [
  'user_type',
  'username',
  'email',
  'email_confirm',
  'password',
  'password_confirm',
  ...STAFF_USER_CHANGEABLE,
] as const;

/** The fields an edit may send (request `staff-user-change`; username and email stay). */
export type StaffUserChange = RequestOf<'staff-user-change'>;

/** The rules of both forms a schema cannot say: a role id of its grammar, an end that is a date. */
function roleAndEndErrors(input: Record<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  const role = input.role_id;
  if (typeof role === 'string' && role.trim() !== '' && !isIdOf('role', role))
    errors.push(fieldError('/role_id', 'validation.select', 'not a role id'));
  const until = input.premium_until;
  if (typeof until === 'string' && !Number.isFinite(Date.parse(until)))
    errors.push(fieldError('/premium_until', 'validation.date', 'not a date'));
  return errors;
}

/** A user staff create, checked by request `staff-user` and the form's rules beside it. */
export function checkStaffUser(input: unknown): RequestCheck<'staff-user'> {
  return checkRequestWith('staff-user', input, (body) => [
    ...confirmationErrors(body),
    ...roleAndEndErrors(body),
  ]);
}

/** A change staff make, checked by request `staff-user-change` and the form's rules beside it. */
export function checkStaffUserChange(input: unknown): RequestCheck<'staff-user-change'> {
  return checkRequestWith('staff-user-change', input, roleAndEndErrors);
}

/** Every error of the create (`creating`) or the edit form; an empty list means it may be sent. */
export function staffUserErrors(input: unknown, creating: boolean): ValidationError[] {
  const checked = creating ? checkStaffUser(input) : checkStaffUserChange(input);
  return checked.ok ? [] : checked.errors;
}

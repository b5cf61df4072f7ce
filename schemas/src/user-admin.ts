// The rules of the workspace's user forms (create and edit), shared by the
// browser (errors beside each field before sending) and the server (POST/PATCH /api/users,
// which checks again). Staff set the first password; the emails and passwords are asked twice.
// Texts are keys of the validation messages in errors.ts, so both sides show the same words.
import { USER_TYPES } from './collections/user.schema.ts';
import { LOCALES } from './constants.ts';
import { isIdOf } from './ids/ids.ts';
import {
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  type RegistrationInput,
} from './registration.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

/** What the edit form changes (besides the role, checked against the hierarchy by the server). */
export const STAFF_USER_TEXT_FIELDS = ['country', 'city', 'institution', 'position', 'company'] as const;

export interface StaffUserInput extends Pick<
  RegistrationInput,
  | 'user_type'
  | 'username'
  | 'email'
  | 'email_confirm'
  | 'password'
  | 'password_confirm'
  | 'first_name'
  | 'last_name'
  | (typeof STAFF_USER_TEXT_FIELDS)[number]
  | 'language'
> {
  role_id: string;
  premium: boolean;
  /** ISO date-time; absent means no end. */
  premium_until?: string;
}

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

/** The fields an edit may send (a subset of the create form; username and email stay). */
export type StaffUserChange = Partial<
  Pick<
    StaffUserInput,
    'first_name' | 'last_name' | 'role_id' | 'language' | 'premium' | (typeof STAFF_USER_TEXT_FIELDS)[number]
  >
> & { premium_until?: string | null };

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Errors of the fields both forms share; `creating` adds username, email and password. */
export function staffUserErrors(
  input: Partial<Record<keyof StaffUserInput, unknown>>,
  creating: boolean,
): ValidationError[] {
  const errors: ValidationError[] = [];
  const present = (field: keyof StaffUserInput) => creating || input[field] !== undefined;
  const required = (field: keyof StaffUserInput) => {
    if (!present(field)) return false;
    if (blank(input[field])) errors.push(fieldError(`/${field}`, 'validation.required', 'missing'));
    return !blank(input[field]);
  };
  const choice = (field: keyof StaffUserInput, allowed: readonly unknown[]) => {
    if (present(field) && !allowed.includes(input[field]))
      errors.push(fieldError(`/${field}`, 'validation.select', `no ${field}`));
  };

  if (creating) {
    choice('user_type', USER_TYPES);
    if (required('username')) {
      const username = input.username as string;
      if (!/^[a-z0-9]+$/.test(username))
        errors.push(fieldError('/username', 'validation.username', 'not lowercase alphanumeric'));
      else if (username.length > MAX_USERNAME_LENGTH)
        errors.push(
          fieldError('/username', 'validation.max_length', 'too long', { max: MAX_USERNAME_LENGTH }),
        );
    }
    if (required('email') && !EMAIL.test((input.email as string).trim()))
      errors.push(fieldError('/email', 'validation.email', 'not an email address'));
    if (
      required('email_confirm') &&
      !blank(input.email) &&
      (input.email as string).trim().toLowerCase() !== (input.email_confirm as string).trim().toLowerCase()
    )
      errors.push(fieldError('/email_confirm', 'validation.emails_mismatch', 'emails differ'));
    if (required('password')) {
      const password = input.password as string;
      if (password.length < MIN_PASSWORD_LENGTH)
        errors.push(
          fieldError('/password', 'validation.min_length', 'too short', { min: MIN_PASSWORD_LENGTH }),
        );
      else if (password.length > MAX_PASSWORD_LENGTH)
        errors.push(
          fieldError('/password', 'validation.max_length', 'too long', { max: MAX_PASSWORD_LENGTH }),
        );
    }
    if (required('password_confirm') && input.password !== input.password_confirm)
      errors.push(fieldError('/password_confirm', 'validation.passwords_mismatch', 'passwords differ'));
  }
  required('first_name');
  required('last_name');
  if (present('role_id') && blank(input.role_id))
    errors.push(fieldError('/role_id', 'validation.select', 'no role'));
  else if (present('role_id') && !isIdOf('role', input.role_id))
    errors.push(fieldError('/role_id', 'validation.select', 'not a role id'));
  choice('language', LOCALES);
  if (input.premium !== undefined && typeof input.premium !== 'boolean')
    errors.push(fieldError('/premium', 'error.400', 'premium is not a boolean'));
  const until = input.premium_until;
  if (
    until !== undefined &&
    until !== null &&
    (typeof until !== 'string' || !Number.isFinite(Date.parse(until)))
  )
    errors.push(fieldError('/premium_until', 'validation.date', 'not a date'));
  for (const field of STAFF_USER_TEXT_FIELDS)
    if (input[field] !== undefined && typeof input[field] !== 'string')
      errors.push(fieldError(`/${field}`, 'error.400', `${field} is not text`));
  return errors;
}

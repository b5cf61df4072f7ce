// The rules of the registration form (the user's fields and the validation texts of errors.ts),
// shared by the browser (field errors as the user types) and the server (which checks
// again, since the browser's checks are convenience). Each error carries a catalogue key, so both
// show the spec's words in the reader's language.
import type { DoctorIdType, UserType } from './collections/user.schema.ts';
import type { Locale } from './constants.ts';
import { checkRequest } from './requests/check-request.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './requests/request-schemas.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

/** Server features that refuse a form field by field build their errors with it too. */
export { fieldError } from './validation-error.ts';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './requests/request-schemas.ts';
export const MAX_USERNAME_LENGTH = 50;

export interface RegistrationInput {
  user_type: UserType;
  username: string;
  email: string;
  email_confirm: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
  country?: string;
  city?: string;
  institution?: string;
  position?: string;
  company?: string;
  doctor_id?: string;
  doctor_id_type?: DoctorIdType;
  /** Terms of use and privacy policy accepted. */
  accept_terms: boolean;
  /** "I am a healthcare professional or work in hospital procurement" (healthcare professionals). */
  confirm_professional: boolean;
  newsletter?: boolean;
  opt_share_institution?: boolean;
  opt_show_real_name?: boolean;
  language: Locale;
}

/**
 * Mail services anyone can sign up to: an address there proves nothing about a workplace, so a
 * healthcare professional registering with one must give a doctor ID (a work email verifiable online suffices).
 */
export const PRIVATE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'arcor.de',
  'posteo.de',
  'mailbox.org',
  'mail.de',
  'online.de',
  'email.de',
  '1und1.de',
  'yahoo.com',
  'yahoo.de',
  'ymail.com',
  'outlook.com',
  'outlook.de',
  'hotmail.com',
  'hotmail.de',
  'live.com',
  'live.de',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.de',
  'proton.me',
  'protonmail.com',
  'bluewin.ch',
  'hispeed.ch',
  'sunrise.ch',
  'aon.at',
  'chello.at',
  'a1.net',
]);

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@').at(-1) ?? '';
}

export function isPrivateEmail(email: string): boolean {
  return PRIVATE_EMAIL_DOMAINS.has(emailDomain(email));
}

const digits = (value: string): number[] => [...value].map(Number);

/**
 * German LANR: nine digits; the seventh is a check digit over the first six, weighted 4, 9, 4,
 * 9, 4, 9 (KBV): (10 - sum mod 10) mod 10. The last two digits are the specialty group.
 */
export function isValidLanr(id: string): boolean {
  if (!/^\d{9}$/.test(id)) return false;
  const d = digits(id);
  const sum = d.slice(0, 6).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 4 : 9), 0);
  return (10 - (sum % 10)) % 10 === d[6];
}

/** GLN (GS1): thirteen digits, the last a mod-10 check digit with weights 1, 3, 1, 3 … from the left. */
export function isValidGln(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  const d = digits(id);
  const sum = d.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === d[12];
}

/** Austrian and Swiss doctor numbers differ in format; only their shape is checked. */
export function isValidDoctorNumber(id: string): boolean {
  return /^[A-Za-z0-9-]{1,20}$/.test(id);
}

export function isValidDoctorId(type: DoctorIdType, id: string): boolean {
  if (type === 'lanr') return isValidLanr(id);
  if (type === 'gln') return isValidGln(id);
  return isValidDoctorNumber(id);
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * Doctor ID rules for a healthcare professional: required with a private email, and when given
 * it needs its kind and must pass that kind's check digit.
 */
export function doctorIdRuleErrors(
  input: Pick<RegistrationInput, 'email' | 'doctor_id' | 'doctor_id_type'>,
): ValidationError[] {
  const id = input.doctor_id?.trim() ?? '';
  if (id === '') {
    return isPrivateEmail(input.email)
      ? [fieldError('/doctor_id', 'validation.doctor_id_required', 'private email without doctor id')]
      : [];
  }
  if (!input.doctor_id_type)
    return [fieldError('/doctor_id_type', 'validation.select', 'doctor id without its kind')];
  return isValidDoctorId(input.doctor_id_type, id)
    ? []
    : [fieldError('/doctor_id', 'validation.doctor_id', `not a valid ${input.doctor_id_type}`)];
}

/** Every rule of the registration form; an empty list means the input may be sent. */
export function registrationErrors(input: Partial<RegistrationInput>): ValidationError[] {
  const errors: ValidationError[] = [];
  const required = (field: keyof RegistrationInput) => {
    if (blank(input[field])) errors.push(fieldError(`/${field}`, 'validation.required', 'missing'));
    return !blank(input[field]);
  };

  if (input.user_type !== 'hcp' && input.user_type !== 'commercial')
    errors.push(fieldError('/user_type', 'validation.select', 'no user type'));
  if (required('username')) {
    if (!/^[a-z0-9]+$/.test(input.username!))
      errors.push(fieldError('/username', 'validation.username', 'not lowercase alphanumeric'));
    else if (input.username!.length > MAX_USERNAME_LENGTH)
      errors.push(fieldError('/username', 'validation.max_length', 'too long', { max: MAX_USERNAME_LENGTH }));
  }
  required('first_name');
  required('last_name');
  if (required('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email!.trim()))
    errors.push(fieldError('/email', 'validation.email', 'not an email address'));
  if (required('email_confirm') && !blank(input.email)) {
    if (input.email!.trim().toLowerCase() !== input.email_confirm!.trim().toLowerCase())
      errors.push(fieldError('/email_confirm', 'validation.emails_mismatch', 'emails differ'));
  }
  if (required('password') && input.password!.length < MIN_PASSWORD_LENGTH)
    errors.push(fieldError('/password', 'validation.min_length', 'too short', { min: MIN_PASSWORD_LENGTH }));
  if (required('password_confirm') && input.password !== input.password_confirm)
    errors.push(fieldError('/password_confirm', 'validation.passwords_mismatch', 'passwords differ'));

  if (input.user_type === 'hcp') {
    if (!blank(input.email)) errors.push(...doctorIdRuleErrors(input as RegistrationInput));
    if (input.confirm_professional !== true)
      errors.push(fieldError('/confirm_professional', 'validation.hcp_confirmation', 'not confirmed'));
  }
  if (input.user_type === 'commercial') required('company');
  if (input.accept_terms !== true)
    errors.push(fieldError('/accept_terms', 'validation.terms', 'terms not accepted'));
  return errors;
}

/**
 * The new-password rules of the reset and change forms: request `new-password` for its shape,
 * then its length and the confirmation.
 */
export function newPasswordErrors(password: unknown, confirm: unknown): ValidationError[] {
  const checked = checkRequest('new-password', { password, password_confirm: confirm });
  if (!checked.ok) return checked.errors;
  const errors: ValidationError[] = [];
  if (checked.body.password.length < MIN_PASSWORD_LENGTH)
    errors.push(fieldError('/password', 'validation.min_length', 'too short', { min: MIN_PASSWORD_LENGTH }));
  if (checked.body.password.length > MAX_PASSWORD_LENGTH)
    errors.push(fieldError('/password', 'validation.max_length', 'too long', { max: MAX_PASSWORD_LENGTH }));
  if (password !== confirm)
    errors.push(fieldError('/password_confirm', 'validation.passwords_mismatch', 'passwords differ'));
  return errors;
}

// The rules of the registration form (the user's fields and the validation texts of errors.ts),
// shared by the browser (field errors as the user types) and the server (which checks
// again, since the browser's checks are convenience). Each error carries a catalogue key, so both
// show the spec's words in the reader's language.
import { DOCTOR_ID_TYPES, type DoctorIdType } from './collections/user.schema.ts';
import { checkRequest, checkRequestWith, type RequestCheck } from './requests/check-request.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type RequestOf } from './requests/request-schemas.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

/** Server features that refuse a form field by field build their errors with it too. */
export { fieldError } from './validation-error.ts';

export { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from './requests/request-schemas.ts';

/** A registration as the form sends it (request `registration`). */
export type RegistrationInput = RequestOf<'registration'>;

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

/** Text as sent without its surrounding white space; anything else as none. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isDoctorIdType = (value: unknown): value is DoctorIdType =>
  (DOCTOR_ID_TYPES as readonly unknown[]).includes(value);

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

/**
 * The rules beside the schema both account forms share: each email and password asked twice
 * alike (emails regardless of case) and the password's least length. A body as sent: types unsure.
 */
export function confirmationErrors(input: Record<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  const email = text(input.email);
  const emailConfirm = text(input.email_confirm);
  if (email && emailConfirm && email.toLowerCase() !== emailConfirm.toLowerCase())
    errors.push(fieldError('/email_confirm', 'validation.emails_mismatch', 'emails differ'));
  if (text(input.password) && (input.password as string).length < MIN_PASSWORD_LENGTH)
    errors.push(fieldError('/password', 'validation.min_length', 'too short', { min: MIN_PASSWORD_LENGTH }));
  if (text(input.password_confirm) && input.password !== input.password_confirm)
    errors.push(fieldError('/password_confirm', 'validation.passwords_mismatch', 'passwords differ'));
  return errors;
}

/** The registration rules a schema cannot say: the confirmations and what each user type needs. */
function registrationRules(input: Record<string, unknown>): ValidationError[] {
  const errors = confirmationErrors(input);
  const email = text(input.email);
  if (input.user_type === 'hcp') {
    if (email) {
      const kind = isDoctorIdType(input.doctor_id_type) ? input.doctor_id_type : undefined;
      errors.push(
        ...doctorIdRuleErrors({
          email,
          doctor_id: text(input.doctor_id),
          ...(kind ? { doctor_id_type: kind } : {}),
        }),
      );
    }
    if (input.confirm_professional !== true)
      errors.push(fieldError('/confirm_professional', 'validation.hcp_confirmation', 'not confirmed'));
  }
  if (input.user_type === 'commercial' && !text(input.company))
    errors.push(fieldError('/company', 'validation.required', 'missing'));
  return errors;
}

/**
 * A registration checked by request `registration` and the form's rules beside it; the body
 * (texts trimmed but the password) when it may be registered.
 */
export function checkRegistration(input: unknown): RequestCheck<'registration'> {
  return checkRequestWith('registration', input, registrationRules);
}

/** Every error of the registration form; an empty list means the input may be sent. */
export function registrationErrors(input: unknown): ValidationError[] {
  const checked = checkRegistration(input);
  return checked.ok ? [] : checked.errors;
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

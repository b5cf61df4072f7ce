// Request bodies of accounts, beside request-schemas.ts (which gathers every request schema under
// its name): registration, the signed-in user's profile, and the workspace's user forms (create
// and change). What a schema cannot say (a confirmation equal to its field, the password's
// length, the doctor ID's check digit, fields one user type needs) are the shared rules the
// check runs beside it (registration.ts `checkRegistration`, user-admin.ts `checkStaffUser`).
import { DOCTOR_ID_TYPES, USER_TYPES } from '../collections/user.schema.ts';
import { ALERT_DIGESTS } from '../collections/alert.schema.ts';
import { NAME_MAX_LENGTH } from '../collections/fields.ts';
import { LOCALES } from '../constants.ts';

/** Lengths of a password (characters). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_USERNAME_LENGTH = 50;
/** The longest email address RFC 5321 allows in a path. */
export const EMAIL_MAX_LENGTH = 254;

/** A text a form needs: not blank once trimmed (missing, null or anything but text is none given). */
const neededText = {
  type: 'string',
  trim: true,
  minLength: 1,
  maxLength: NAME_MAX_LENGTH,
  errorKeys: { type: 'validation.required' },
} as const;

/** A text a form may leave empty (trimmed; the user document's length). */
const optionalText = { type: 'string', trim: true, maxLength: NAME_MAX_LENGTH } as const;

/** A text staff's change may send or leave out, not blank when sent (its length: the user document's). */
const changedNeededText = {
  type: 'string',
  pattern: '\\S',
  errorKeys: { type: 'validation.required', pattern: 'validation.required' },
} as const;

/** A text staff's change may send or leave out, empty clearing it (its length: the user document's). */
const changedText = { type: 'string' } as const;

/** A text of the own profile: sent or left out, empty clearing it. */
const profileText = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;

/** A name of the own profile: sent or left out, not blank when sent. */
const profileName = {
  type: 'string',
  pattern: '\\S',
  maxLength: NAME_MAX_LENGTH,
  errorKeys: { pattern: 'validation.required' },
} as const;

/** A username as typed: lowercase letters and digits. */
const username = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_USERNAME_LENGTH,
  pattern: '^[a-z0-9]+$',
  errorKeys: { type: 'validation.required', pattern: 'validation.username' },
} as const;

/** An email address (trimmed) with a dot in its domain. */
const email = {
  type: 'string',
  trim: true,
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  errorKeys: { type: 'validation.required', pattern: 'validation.email', maxLength: 'validation.email' },
} as const;

/** The email asked again (whether it matches is the shared rules'). */
const emailConfirm = { ...neededText, maxLength: EMAIL_MAX_LENGTH } as const;

/** A new password (not blank; its least length and confirmation are the shared rules'). */
const password = {
  type: 'string',
  pattern: '\\S',
  maxLength: MAX_PASSWORD_LENGTH,
  errorKeys: { type: 'validation.required', pattern: 'validation.required' },
} as const;

const choiceOf = <T extends readonly string[]>(values: T) =>
  ({
    type: 'string',
    enum: values,
    errorKeys: { type: 'validation.select', enum: 'validation.select', required: 'validation.select' },
  }) as const;

const flag = { type: 'boolean' } as const;

/** A declaration a form needs ticked, with its own message. */
const ticked = <K extends string>(key: K) =>
  ({ type: 'boolean', const: true, errorKeys: { type: key, const: key, required: key } }) as const;

/** What a new account needs, by registration or by staff. */
const NEW_PERSON_REQUIRED = [
  'user_type',
  'username',
  'first_name',
  'last_name',
  'email',
  'email_confirm',
  'password',
  'password_confirm',
] as const;

/** Registration (healthcare professional or commercial user), as the form sends it. */
export const registration = {
  type: 'object',
  properties: {
    user_type: choiceOf(USER_TYPES),
    username,
    first_name: neededText,
    last_name: neededText,
    email,
    email_confirm: emailConfirm,
    password,
    password_confirm: password,
    doctor_id: {
      type: 'string',
      trim: true,
      maxLength: 20,
      errorKeys: { type: 'validation.doctor_id', maxLength: 'validation.doctor_id' },
    },
    doctor_id_type: choiceOf(DOCTOR_ID_TYPES),
    // Ticked by healthcare professionals only (the shared rules).
    confirm_professional: { type: 'boolean', errorKeys: { type: 'validation.hcp_confirmation' } },
    company: optionalText,
    accept_terms: ticked('validation.terms'),
    country: optionalText,
    city: optionalText,
    institution: optionalText,
    position: optionalText,
    newsletter: flag,
    opt_share_institution: flag,
    opt_show_real_name: flag,
    language: choiceOf(LOCALES),
  },
  required: [...NEW_PERSON_REQUIRED, 'accept_terms'],
  additionalProperties: false,
} as const;

/** The signed-in user's own profile: any of its fields; unknown ones are refused. */
export const profile = {
  type: 'object',
  properties: {
    first_name: profileName,
    last_name: profileName,
    country: profileText,
    city: profileText,
    institution: profileText,
    position: profileText,
    company: profileText,
    opt_share_institution: flag,
    opt_show_real_name: flag,
    opt_newsletter: flag,
    language: { type: 'string', enum: LOCALES, errorKeys: { enum: 'error.400' } },
    alert_digest: { type: 'string', enum: ALERT_DIGESTS, errorKeys: { enum: 'error.400' } },
  },
  additionalProperties: false,
} as const;

/** The role of a user form: a role id (whether it is one is the shared rules'), or no choice made. */
const roleId = {
  type: 'string',
  pattern: '\\S',
  errorKeys: { type: 'validation.select', pattern: 'validation.select', required: 'validation.select' },
} as const;

/** The end of staff's premium: a date-time (whether it is a date is the shared rules'), or none. */
const premiumUntil = {
  type: ['string', 'null'],
  maxLength: 40,
  errorKeys: { type: 'validation.date', maxLength: 'validation.date' },
} as const;

/** Staff create a user (POST /api/users): the first password and the role included. */
export const staffUser = {
  type: 'object',
  properties: {
    user_type: choiceOf(USER_TYPES),
    username,
    email,
    email_confirm: emailConfirm,
    password,
    password_confirm: password,
    first_name: neededText,
    last_name: neededText,
    role_id: roleId,
    language: choiceOf(LOCALES),
    premium: flag,
    premium_until: premiumUntil,
    country: optionalText,
    city: optionalText,
    institution: optionalText,
    position: optionalText,
    company: optionalText,
  },
  required: [...NEW_PERSON_REQUIRED, 'role_id', 'language'],
  additionalProperties: false,
} as const;

/** Staff change a user (PATCH /api/users/:id): any changeable field, and the version they saw. */
export const staffUserChange = {
  type: 'object',
  properties: {
    first_name: changedNeededText,
    last_name: changedNeededText,
    role_id: roleId,
    language: choiceOf(LOCALES),
    premium: flag,
    premium_until: premiumUntil,
    country: changedText,
    city: changedText,
    institution: changedText,
    position: changedText,
    company: changedText,
    updated_at: { type: 'string', maxLength: 40 },
  },
  additionalProperties: false,
} as const;

/**
 * The token of a link in a mail (email confirmation, password reset, demo cancellation): text;
 * whether it names anything is the tokens' to judge, and a refusal is the link's, not a field's.
 */
export const linkToken = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
} as const;

/** A password field as sent: text (its rules, blank or short, come after whatever the route checks first). */
const sentPassword = { type: 'string', errorKeys: { type: 'validation.required' } } as const;

/** A password's confirmation as sent: text (whether it matches is the shared rules'). */
const sentConfirm = { type: 'string', errorKeys: { type: 'validation.passwords_mismatch' } } as const;

/**
 * The reset form's fields (POST /api/account/reset-password); its rules are `newPasswordErrors`,
 * and its link's token is request `link-token`, read after them, so a link is used only for a
 * password that may be set.
 */
export const passwordReset = {
  type: 'object',
  properties: { password: sentPassword, password_confirm: sentConfirm },
} as const;

/**
 * Changing the own password (POST /api/account/password): the current one (text; whether it is
 * the account's is checked first, each attempt counted) and the new one, whose rules are
 * `newPasswordErrors`, judged after it.
 */
export const passwordChange = {
  type: 'object',
  properties: {
    current_password: { type: 'string', errorKeys: { type: 'validation.required' } },
    password: sentPassword,
    password_confirm: sentConfirm,
  },
  required: ['current_password'],
} as const;

/**
 * A healthcare professional asking for verification from the profile: the doctor ID with its
 * kind, the institution (the account's when not sent), the position, and the confirmation. The
 * doctor ID's rules and the confirmation are judged beside it (profile.ts `requestVerification`).
 */
export const verificationRequest = {
  type: 'object',
  properties: {
    doctor_id: registration.properties.doctor_id,
    doctor_id_type: registration.properties.doctor_id_type,
    institution: { type: 'string', maxLength: NAME_MAX_LENGTH, errorKeys: { type: 'validation.required' } },
    position: optionalText,
    confirm_professional: registration.properties.confirm_professional,
  },
} as const;

// The shapes of request bodies the server accepts, as JSON-schema literals (`as const`), checked
// by the same ajv as the documents (validators/server-schemas.ts registers each under
// `request:<name>`, so the browser bundle has them compiled ahead of time too) and with their
// types derived from the literal, as `DocumentOf` does for documents. A shape says what the body
// is made of; what only the store or the caller's rights can tell (does the plan exist, is the
// id of this collection's grammar) stays with the route that reads it.
import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';
import { WATCHED_WORD_MAX_LENGTH } from '../forum.ts';
import { REPORT_REASON_MAX_LENGTH, STATUS_REASON_MAX_LENGTH } from '../moderation.ts';
import { MAX_PASSWORD_LENGTH } from '../registration.ts';

/** The longest note of a plan request by mail (`/api/payments/requests`). */
export const PLAN_REQUEST_MESSAGE_MAX = 2000;

/** Any JSON object: routes whose fields are judged one by one by the rules of their form. */
const objectBody = { type: 'object' } as const;

/** Starting a Checkout Session: the plan, and the withdrawal waiver where the plan needs one. */
const checkout = {
  type: 'object',
  properties: { plan_id: { type: 'string' }, withdrawal_waiver: { type: 'boolean' } },
  required: ['plan_id'],
  additionalProperties: false,
} as const;

/** Fulfilling a paid Checkout Session on return from Stripe: its id and nothing else. */
const fulfil = {
  type: 'object',
  properties: { session_id: { type: 'string' } },
  required: ['session_id'],
  additionalProperties: false,
} as const;

/** A request for a plan by mail (no card payment): which plan, and a note. */
const planRequest = {
  type: 'object',
  properties: {
    plan_id: { type: 'string' },
    message: { type: 'string', maxLength: PLAN_REQUEST_MESSAGE_MAX },
  },
  additionalProperties: false,
} as const;

/** The forum's watched words as staff save them, with the revision they started from. */
const watchedWords = {
  type: 'object',
  properties: {
    words: { type: 'array', items: { type: 'string', maxLength: WATCHED_WORD_MAX_LENGTH } },
    rev: { type: 'string' },
  },
  required: ['words'],
} as const;

/** The longest email address RFC 5321 allows in a path. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Annotations (validators/server-schemas.ts): `trim` checks and returns a text without its
 * surrounding white space; `errorKeys` names a field's catalogue key for a keyword where the
 * default mapping (validate.ts) says something else.
 */

/** A reason staff or readers give: text, not blank, within `max`. Anything but text is none given. */
const reasonOf = (max: number) =>
  ({
    type: 'object',
    properties: {
      reason: {
        type: 'string',
        trim: true,
        minLength: 1,
        maxLength: max,
        errorKeys: { type: 'validation.required' },
      },
    },
    required: ['reason'],
  }) as const;

/** An email address a guest types (confirmation mail again, forgotten password). */
const emailAddress = {
  type: 'object',
  properties: {
    email: {
      type: 'string',
      trim: true,
      minLength: 1,
      maxLength: EMAIL_MAX_LENGTH,
      pattern: '^[^\\s@]+@[^\\s@]+$',
      errorKeys: { type: 'validation.required', maxLength: 'validation.email', pattern: 'validation.email' },
    },
  },
  required: ['email'],
} as const;

/** Signing in: an email (as typed, not blank) and a password. */
const login = {
  type: 'object',
  properties: {
    email: { type: 'string', pattern: '\\S', maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
  },
  required: ['email', 'password'],
} as const;

export const REQUEST_SCHEMAS = {
  object: objectBody,
  checkout,
  fulfil,
  'plan-request': planRequest,
  'watched-words': watchedWords,
  rejection: reasonOf(STATUS_REASON_MAX_LENGTH),
  report: reasonOf(REPORT_REASON_MAX_LENGTH),
  'email-address': emailAddress,
  login,
} as const;

export type RequestName = keyof typeof REQUEST_SCHEMAS;

type DeepMutable<T> = { -readonly [K in keyof T]: DeepMutable<T[K]> };

/** The body type a request schema describes. */
export type RequestOf<N extends RequestName> = N extends 'object'
  ? Record<string, unknown>
  : ExtractDocumentTypeFromTypedRxJsonSchema<DeepMutable<(typeof REQUEST_SCHEMAS)[N]>>;

export const REQUEST_NAMES = Object.keys(REQUEST_SCHEMAS) as RequestName[];

/** The validator key of a request schema (validators/server-schemas.ts). */
export const requestValidatorKey = (name: RequestName): string => `request:${name}`;

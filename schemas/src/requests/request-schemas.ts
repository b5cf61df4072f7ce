// The shapes of request bodies the server accepts, as JSON-schema literals (`as const`), checked
// by the same ajv as the documents (validators/server-schemas.ts registers each under
// `request:<name>`, so the browser bundle has them compiled ahead of time too) and with their
// types derived from the literal, as `DocumentOf` does for documents. A shape says what the body
// is made of; what only the store or the caller's rights can tell (does the plan exist, is the
// id of this collection's grammar) stays with the route that reads it.
import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';
import { WATCHED_WORD_MAX_LENGTH } from '../forum.ts';
import { DEMO_SLOT_ID_PATTERN, QUOTATION_ID_PATTERN } from '../ids/ids.ts';
import { REPORT_REASON_MAX_LENGTH, STATUS_REASON_MAX_LENGTH } from '../moderation.ts';
import { MAX_PASSWORD_LENGTH } from '../registration.ts';
import { SEARCH_EVENT_LIMITS } from '../collections/search-statistic.schema.ts';

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

/** Longest accepted text per field of the contact form (characters, after trimming). */
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  organisation: 200,
  subject: 200,
  message: 5000,
} as const;

/** The privacy consent of a public form: given, or its own message. */
const privacyConsent = {
  type: 'boolean',
  const: true,
  errorKeys: {
    type: 'validation.privacy_consent',
    const: 'validation.privacy_consent',
    required: 'validation.privacy_consent',
  },
} as const;

/**
 * A message by the contact form (without its spam-check fields, which the server strips
 * first); `organisation` is optional. Fields other than the form's are refused.
 */
const contact = {
  type: 'object',
  properties: {
    name: { type: 'string', trim: true, minLength: 1, maxLength: CONTACT_LIMITS.name },
    email: {
      type: 'string',
      trim: true,
      minLength: 1,
      maxLength: CONTACT_LIMITS.email,
      format: 'email',
    },
    organisation: { type: 'string', trim: true, maxLength: CONTACT_LIMITS.organisation },
    subject: { type: 'string', trim: true, minLength: 1, maxLength: CONTACT_LIMITS.subject },
    message: { type: 'string', trim: true, minLength: 1, maxLength: CONTACT_LIMITS.message },
    privacy_consent: privacyConsent,
  },
  required: ['name', 'email', 'subject', 'message', 'privacy_consent'],
  additionalProperties: false,
} as const;

/** Longest accepted text per field of the demo booking (characters, after trimming). */
export const DEMO_LIMITS = { name: 200, email: 254, organisation: 200, message: 2000 } as const;

/**
 * A demo booking (without its spam-check fields): the slot, who books, and optionally a note
 * and the visitor's time zone, whose name Intl judges beside the schema (demo-booking.ts).
 */
const demoBooking = {
  type: 'object',
  properties: {
    slot_id: {
      type: 'string',
      pattern: DEMO_SLOT_ID_PATTERN,
      errorKeys: {
        required: 'validation.required',
        type: 'validation.required',
        pattern: 'validation.required',
      },
    },
    name: { type: 'string', trim: true, minLength: 1, maxLength: DEMO_LIMITS.name },
    email: { type: 'string', trim: true, minLength: 1, maxLength: DEMO_LIMITS.email, format: 'email' },
    organisation: { type: 'string', trim: true, minLength: 1, maxLength: DEMO_LIMITS.organisation },
    message: { type: 'string', trim: true, maxLength: DEMO_LIMITS.message },
    time_zone: { type: 'string', errorKeys: { type: 'error.400' } },
    privacy_consent: privacyConsent,
  },
  required: ['slot_id', 'name', 'email', 'organisation', 'privacy_consent'],
  additionalProperties: false,
} as const;

/** A quote request: the id the browser's outbox made; its fields are the document's to judge. */
const quotation = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      minLength: 1,
      pattern: QUOTATION_ID_PATTERN,
      errorKeys: { required: 'validation.required', minLength: 'validation.required' },
    },
  },
  required: ['id'],
} as const;

/**
 * A batch of search events of the statistics: a list (its events are read one by one), and the
 * sending device's random id, so visitors behind one address count apart.
 */
const eventBatch = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: {},
      errorKeys: { required: 'validation.required', type: 'validation.required' },
    },
    device: {
      type: 'string',
      pattern: SEARCH_EVENT_LIMITS.devicePattern,
      errorKeys: { type: 'error.400', pattern: 'error.400' },
    },
  },
  required: ['events'],
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
  contact,
  'demo-booking': demoBooking,
  quotation,
  'event-batch': eventBatch,
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

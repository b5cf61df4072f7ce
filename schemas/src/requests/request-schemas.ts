// The shapes of request bodies the server accepts, as JSON-schema literals (`as const`), checked
// by the same ajv as the documents (validators/server-schemas.ts registers each under
// `request:<name>`, so the browser bundle has them compiled ahead of time too) and with their
// types derived from the literal, as `DocumentOf` does for documents. A shape says what the body
// is made of; what only the store or the caller's rights can tell (does the plan exist, is the
// id of this collection's grammar) stays with the route that reads it.
import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';
import { SEARCH_EVENT_LIMITS } from '../collections/search-statistic.schema.ts';
import { TEXT_MAX_LENGTH } from '../collections/fields.ts';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { WATCHED_WORD_MAX_LENGTH } from '../forum.ts';
import { DEMO_SLOT_ID_PATTERN, QUOTATION_ID_PATTERN } from '../ids/ids.ts';
import {
  EMAIL_MAX_LENGTH,
  linkToken,
  MAX_PASSWORD_LENGTH,
  passwordChange,
  passwordReset,
  profile,
  registration,
  staffUser,
  staffUserChange,
  verificationRequest,
} from './account-requests.ts';
import {
  MODERATION_GROUNDS,
  REPORT_CATEGORIES,
  REPORT_LOCATION_MAX_LENGTH,
  REPORT_NAME_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  STATUS_REASON_MAX_LENGTH,
} from '../moderation.ts';
import { assistantQuestion, verificationDecision } from './staff-and-assistant-requests.ts';
import { forumComment, forumCommentChange, forumThread, forumThreadChange } from './forum-requests.ts';

export {
  EMAIL_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './account-requests.ts';

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

/** Staff rejecting an item: the reason its author reads, and the ground (law or terms; terms when none is given). */
const rejection = {
  ...reasonOf(STATUS_REASON_MAX_LENGTH),
  properties: {
    ...reasonOf(STATUS_REASON_MAX_LENGTH).properties,
    ground: { type: 'string', enum: MODERATION_GROUNDS, errorKeys: { enum: 'validation.select' } },
  },
} as const;

/**
 * A report of an item (Digital Services Act Art. 16): the category, the explanation, the item's
 * address as the page shows it (the server records the item's own address in its place), an
 * optional name and email (checked when given; a guest hears the decision there) and the
 * statement that the report is made in good faith, which must be given.
 */
const report = {
  type: 'object',
  properties: {
    category: {
      type: 'string',
      enum: REPORT_CATEGORIES,
      errorKeys: { type: 'validation.select', enum: 'validation.select', required: 'validation.select' },
    },
    reason: reasonOf(REPORT_REASON_MAX_LENGTH).properties.reason,
    location: { type: 'string', maxLength: REPORT_LOCATION_MAX_LENGTH },
    name: { type: 'string', trim: true, maxLength: REPORT_NAME_MAX_LENGTH },
    email: {
      type: 'string',
      trim: true,
      maxLength: EMAIL_MAX_LENGTH,
      pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      errorKeys: { type: 'validation.email', maxLength: 'validation.email', pattern: 'validation.email' },
    },
    good_faith: {
      type: 'boolean',
      const: true,
      errorKeys: {
        type: 'validation.report_good_faith',
        const: 'validation.report_good_faith',
        required: 'validation.report_good_faith',
      },
    },
  },
  required: ['category', 'reason', 'good_faith'],
  additionalProperties: false,
} as const;

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

/** A text an event must carry (null or empty is none given), within `max`. */
const eventText = (max: number, pattern?: RegExp) =>
  ({
    type: 'string',
    minLength: 1,
    maxLength: max,
    ...(pattern ? { pattern: pattern.source } : {}),
    errorKeys: { null: 'validation.required' },
  }) as const;

/** The ISO date-time pattern of a search event's `at` (whether it is a date: statistics/event-batch.ts). */
export const EVENT_AT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,9})?(?:Z|[+-]\\d{2}:\\d{2})$';

/** One search a device counted: its id, the query as typed, how many it found, when, and its filters. */
const searchEvent = {
  type: 'object',
  properties: {
    id: eventText(64, SEARCH_EVENT_LIMITS.idPattern),
    // The raw query may be longer than the limit (it is cut after folding) but not unbounded.
    query: {
      type: 'string',
      maxLength: SEARCH_EVENT_LIMITS.maxQueryLength * 4,
      errorKeys: { null: 'validation.required' },
    },
    found: {
      type: 'integer',
      minimum: 0,
      maximum: SEARCH_EVENT_LIMITS.maxFound,
      errorKeys: { null: 'validation.required' },
    },
    at: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      pattern: EVENT_AT_PATTERN,
      errorKeys: { null: 'validation.required', pattern: 'validation.date' },
    },
    filters: {
      type: 'array',
      maxItems: SEARCH_EVENT_LIMITS.maxFilters,
      items: {
        type: 'object',
        properties: {
          facet: eventText(SEARCH_EVENT_LIMITS.maxFacetLength, SEARCH_EVENT_LIMITS.facetPattern),
          value: eventText(SEARCH_EVENT_LIMITS.maxValueLength),
        },
        required: ['facet', 'value'],
      },
      errorKeys: { maxItems: 'validation.number_max' },
    },
  },
  required: ['id', 'found', 'at'],
} as const;

/**
 * A batch of search events of the statistics (how many a batch may hold is told first, by 413),
 * and the sending device's random id, so visitors behind one address count apart.
 */
const eventBatch = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: searchEvent,
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

/**
 * A role as the workspace saves it: at least one permission (without one the route answers 422),
 * texts for its name and description, a whole number for its rank, and the `updated_at` the
 * editor started from. Whether each permission is known, the name not blank and the rank not
 * negative are the role document's to judge once normalised; who may shape which role is the
 * route's.
 */
const role = {
  type: 'object',
  properties: {
    name: { type: 'string', errorKeys: { type: 'validation.required' } },
    description: { type: 'string', errorKeys: { type: 'error.400' } },
    permissions: { type: 'array', minItems: 1 },
    hierarchy: { type: 'integer' },
    updated_at: { type: 'string', errorKeys: { type: 'error.400' } },
  },
  required: ['permissions'],
} as const;

/**
 * A change of a record of the workspace (PUT of records-router.ts): the revision the editor
 * started from; the rest is the record's document to judge.
 */
const recordChange = {
  type: 'object',
  properties: { rev: { type: 'string' } },
  required: ['rev'],
} as const;

/** One score of a review: whole stars within the scale, or a choice still to make. */
const rating = {
  type: 'integer',
  minimum: RATING_MIN,
  maximum: RATING_MAX,
  errorKeys: { type: 'validation.select', minimum: 'validation.select', maximum: 'validation.select' },
} as const;

/**
 * A reader's review (`PUT /api/reviews/own/:productId`): the four scores, an optional comment,
 * and the declaration that the author is neither the product's manufacturer nor a distributor.
 */
const review = {
  type: 'object',
  properties: {
    overall: rating,
    handling: rating,
    performance: rating,
    service: rating,
    comment: { type: 'string', maxLength: TEXT_MAX_LENGTH },
    declared_independent: {
      type: 'boolean',
      const: true,
      errorKeys: {
        type: 'validation.review_declaration',
        const: 'validation.review_declaration',
        required: 'validation.review_declaration',
      },
    },
  },
  required: ['overall', 'handling', 'performance', 'service', 'declared_independent'],
  additionalProperties: false,
} as const;

/**
 * A new password with its confirmation (reset and change): text that is not blank (its confirmation
 * is read beside it); its length and the confirmation are the shared rules' (registration.ts `newPasswordErrors`).
 */
const newPassword = {
  type: 'object',
  properties: {
    password: {
      type: 'string',
      pattern: '\\S',
      errorKeys: { type: 'validation.required', pattern: 'validation.required' },
    },
  },
  required: ['password'],
} as const;

/** Starting an archive of "Download my data": the language of its readable page, nothing else. */
const dataExport = {
  type: 'object',
  properties: { language: { type: 'string', enum: ['de', 'en'], errorKeys: { enum: 'validation.select' } } },
  required: ['language'],
  additionalProperties: false,
} as const;

/** Closing one's own account: the current password, nothing else. */
const accountDeletion = {
  type: 'object',
  properties: {
    password: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_PASSWORD_LENGTH,
      errorKeys: { type: 'validation.required', minLength: 'validation.required' },
    },
  },
  required: ['password'],
  additionalProperties: false,
} as const;

/** Lengths staff may give a demo slot, and how many slots one request may create. */
export const DEMO_SLOT_MINUTES = { min: 15, max: 240 } as const;
export const DEMO_SLOTS_PER_REQUEST = 100;

/**
 * Demo slots staff open: their starts as UTC minutes (whether each is a date and in the future
 * is judged beside the schema, demo-booking.ts `demoSlotsErrors`) and their length in minutes.
 */
const demoSlots = {
  type: 'object',
  properties: {
    duration_minutes: {
      type: 'integer',
      minimum: DEMO_SLOT_MINUTES.min,
      maximum: DEMO_SLOT_MINUTES.max,
      errorKeys: { type: 'validation.required' },
    },
    starts: {
      type: 'array',
      minItems: 1,
      maxItems: DEMO_SLOTS_PER_REQUEST,
      items: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:00(\\.000)?)?Z$' },
      errorKeys: { type: 'validation.required', maxItems: 'validation.number_max' },
    },
  },
  required: ['duration_minutes', 'starts'],
  additionalProperties: false,
} as const;

export const REQUEST_SCHEMAS = {
  object: objectBody,
  checkout,
  fulfil,
  'plan-request': planRequest,
  'watched-words': watchedWords,
  'forum-thread': forumThread,
  'forum-thread-change': forumThreadChange,
  'forum-comment': forumComment,
  'forum-comment-change': forumCommentChange,
  rejection,
  report,
  objection: reasonOf(REPORT_REASON_MAX_LENGTH),
  'email-address': emailAddress,
  login,
  contact,
  'demo-booking': demoBooking,
  quotation,
  'event-batch': eventBatch,
  'demo-slots': demoSlots,
  role,
  'record-change': recordChange,
  review,
  'new-password': newPassword,
  'password-reset': passwordReset,
  'password-change': passwordChange,
  'link-token': linkToken,
  'verification-request': verificationRequest,
  'verification-decision': verificationDecision,
  'assistant-question': assistantQuestion,
  'data-export': dataExport,
  'account-deletion': accountDeletion,
  registration,
  profile,
  'staff-user': staffUser,
  'staff-user-change': staffUserChange,
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

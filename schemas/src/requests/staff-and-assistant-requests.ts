// Request bodies of staff decisions and of NoodleChat's server answer, beside request-schemas.ts
// (which gathers every request schema under its name).

/** The longest question NoodleChat's server answer takes (characters). */
export const ASSISTANT_QUESTION_MAX = 500;

/**
 * Staff decide a verification request: approve (optionally premium until a day) or reject. The
 * day's meaning (a date, in the future) is the route's to judge; an empty one means the default.
 */
export const verificationDecision = {
  type: 'object',
  properties: {
    decision: {
      type: 'string',
      enum: ['approve', 'reject'],
      errorKeys: { type: 'validation.select', required: 'validation.select' },
    },
    premium_until: { type: ['string', 'null'], errorKeys: { type: 'validation.date' } },
  },
  required: ['decision'],
} as const;

/**
 * A question to NoodleChat's server answer, with the conditions of the answer the page already
 * shows (their shape is readConditions' to judge, catalogue-query/).
 */
export const assistantQuestion = {
  type: 'object',
  properties: {
    question: { type: 'string', minLength: 1, maxLength: ASSISTANT_QUESTION_MAX, trim: true },
    conditions: {},
  },
  required: ['question'],
} as const;

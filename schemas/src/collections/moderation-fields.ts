// Moderation state of user-written content (forum threads and comments): the shape the shared
// moderation core reads. `status` decides whether a document reaches readers: only `published`
// ones are copied to the database premium devices replicate; the rest stay with the author and
// staff. `status_reason` is a message-catalogue key the author is shown (e.g. why a post waits).
import { dateTimeField, idField, shortTextField } from './fields.ts';

export const MODERATION_STATUSES = ['published', 'waiting', 'rejected', 'withdrawn'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const moderationFields = {
  status: { type: 'string', enum: MODERATION_STATUSES, maxLength: 20 },
  status_reason: shortTextField,
  /** Who reported the document, when and why; never copied to the public database. */
  reports: {
    type: 'array',
    maxItems: 200,
    items: {
      type: 'object',
      properties: { by: idField, at: dateTimeField, reason: shortTextField },
      required: ['by', 'at'],
      additionalProperties: false,
    },
  },
} as const;

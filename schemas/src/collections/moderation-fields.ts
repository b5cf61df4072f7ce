// Fields every moderated document carries (reviews, forum threads and comments): its status, the
// reason staff gave (shown to the author), reports by readers, and the queue mark. Spread into a
// collection's schema; the published projection (sync-server/src/content/moderation/) drops every field
// but `status` before a document reaches a reader's device.
import {
  MODERATION_STATUSES,
  REPORT_CATEGORIES,
  REPORT_LOCATION_MAX_LENGTH,
  REPORT_NAME_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  STATUS_REASON_MAX_LENGTH,
} from '../moderation.ts';
import { LOCALES } from '../constants.ts';
import { dateTimeField, idField } from './fields.ts';

export const moderationFields = {
  status: { type: 'string', enum: MODERATION_STATUSES },
  status_reason: { type: 'string', maxLength: STATUS_REASON_MAX_LENGTH },
  reports: {
    type: 'array',
    maxItems: 1000,
    items: {
      type: 'object',
      properties: {
        by: idField,
        at: dateTimeField,
        reason: { type: 'string', minLength: 1, maxLength: REPORT_REASON_MAX_LENGTH },
        category: { type: 'string', enum: REPORT_CATEGORIES },
        location: { type: 'string', maxLength: REPORT_LOCATION_MAX_LENGTH },
        name: { type: 'string', maxLength: REPORT_NAME_MAX_LENGTH },
        email: { type: 'string', maxLength: 254 },
        language: { type: 'string', enum: LOCALES },
      },
      required: ['at', 'reason'],
      additionalProperties: false,
    },
  },
  /** True while the item waits for staff: new and waiting, or reported since the last decision. */
  in_queue: { type: 'boolean' },
  moderated_at: dateTimeField,
  moderated_by: idField,
} as const;

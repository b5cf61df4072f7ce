// Subscription plans (server-only). Chat and link access come from the plan, not the role.
import type { RxJsonSchema } from 'rxdb';
import { CURRENCY } from '../constants.ts';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  localizedNameField,
  localizedTextField,
  type DocumentOf,
} from './fields.ts';

export const DURATION_UNITS = ['days', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

const planSchemaLiteral = {
  title: 'plan',
  description: 'A premium subscription plan',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    name: localizedNameField,
    description: localizedTextField,
    price: { type: 'number', minimum: 0 },
    currency: { type: 'string', enum: [CURRENCY] },
    duration: {
      type: 'object',
      properties: {
        unit: { type: 'string', enum: DURATION_UNITS },
        count: { type: 'integer', minimum: 1 },
      },
      required: ['unit', 'count'],
      additionalProperties: false,
    },
    /** Absent for plans sold on request with an invoice. */
    stripe_price_id: { type: 'string', minLength: 1, maxLength: 200 },
    chat_access: { type: 'boolean' },
    link_access: { type: 'boolean' },
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'name',
    'description',
    'price',
    'currency',
    'duration',
    'chat_access',
    'link_access',
  ],
  additionalProperties: false,
} as const;

export type Plan = DocumentOf<typeof planSchemaLiteral>;
export const planSchema: RxJsonSchema<Plan> = planSchemaLiteral;

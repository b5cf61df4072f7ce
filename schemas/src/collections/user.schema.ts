// Users (server-only `accounts` database, answered by REST). The password never appears here:
// the server stores its hash in the account schema below, which only the server uses, so a
// user object sent to a browser cannot carry it by accident.
import type { RxJsonSchema } from 'rxdb';
import { ALERT_DIGESTS } from './alert.schema.ts';
import { LOCALES } from '../constants.ts';
import {
  dateTimeField,
  DOCUMENT_REQUIRED,
  documentFields,
  emailField,
  idField,
  nameField,
  shortTextField,
  type DocumentOf,
} from './fields.ts';

/** Who granted a period of premium; `trial` is the account's trial end read as a period, never stored. */
export const ENTITLEMENT_SOURCES = ['order', 'staff', 'verification', 'trial'] as const;
export type EntitlementSource = (typeof ENTITLEMENT_SOURCES)[number];
/** Periods an account keeps (the oldest ended ones go first). */
export const ENTITLEMENTS_KEPT = 100;

export const VERIFICATION_STATUSES = ['not_verified', 'requested', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** Healthcare professional or commercial (industry, service providers, distributors). */
export const USER_TYPES = ['hcp', 'commercial'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** German LANR, a doctor number (Austria, Switzerland) or a GLN. */
export const DOCTOR_ID_TYPES = ['lanr', 'doctor_number', 'gln'] as const;
export type DoctorIdType = (typeof DOCTOR_ID_TYPES)[number];

const userSchemaLiteral = {
  title: 'user',
  description: 'A registered user; the password hash lives only in the account schema',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    username: { type: 'string', pattern: '^[a-z0-9]+$', maxLength: 50 },
    email: emailField,
    first_name: nameField,
    last_name: nameField,
    country: shortTextField,
    city: shortTextField,
    institution: shortTextField,
    position: shortTextField,
    company: shortTextField,
    doctor_id: { type: 'string', maxLength: 20 },
    doctor_id_type: { type: 'string', enum: DOCTOR_ID_TYPES },
    /** Opt-ins: show the institution to others; show the real name instead of the username. */
    opt_share_institution: { type: 'boolean' },
    opt_show_real_name: { type: 'boolean' },
    opt_newsletter: { type: 'boolean' },
    /** The email digest of alerts about watched products (absent: off). */
    alert_digest: { type: 'string', enum: ALERT_DIGESTS },
    /** The registration choice "I am a healthcare professional or in hospital procurement". */
    is_hcp: { type: 'boolean' },
    user_type: { type: 'string', enum: USER_TYPES },
    language: { type: 'string', enum: LOCALES },
    role_id: idField,
    plan_id: idField,
    premium: { type: 'boolean' },
    premium_until: dateTimeField,
    premium_trial_until: dateTimeField,
    /**
     * The periods of premium, each with its own rights (schemas/src/entitlements.ts): what an
     * order, staff or an approved verification granted, from when until when. Absent on accounts
     * from before periods: their premium, premium_until and plan_id are read as one period.
     */
    entitlements: {
      type: 'array',
      maxItems: ENTITLEMENTS_KEPT,
      items: {
        type: 'object',
        properties: {
          from: dateTimeField,
          /** Absent: no end. */
          until: dateTimeField,
          source: { type: 'string', enum: ENTITLEMENT_SOURCES },
          plan_id: idField,
          order_id: idField,
          chat_access: { type: 'boolean' },
          link_access: { type: 'boolean' },
        },
        required: ['from', 'source', 'chat_access', 'link_access'],
        additionalProperties: false,
      },
    },
    verification_status: { type: 'string', enum: VERIFICATION_STATUSES },
    verification_requested_at: dateTimeField,
    email_verified_at: dateTimeField,
    terms_accepted_at: dateTimeField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'username',
    'email',
    'first_name',
    'last_name',
    'user_type',
    'language',
    'role_id',
    'premium',
    'verification_status',
  ],
  additionalProperties: false,
} as const;

export type User = DocumentOf<typeof userSchemaLiteral>;
export const userSchema: RxJsonSchema<User> = userSchemaLiteral;

const accountSchemaLiteral = {
  ...userSchemaLiteral,
  title: 'account',
  description: 'A user as the server stores it, with the password hash',
  properties: {
    ...userSchemaLiteral.properties,
    password_hash: { type: 'string', minLength: 1, maxLength: 1000 },
    /**
     * The paid orders whose premium this account has received (newest last, at most
     * APPLIED_ORDERS_KEPT): the grant and this mark are one write, so an order is applied once.
     */
    applied_order_ids: { type: 'array', items: idField, maxItems: 50 },
    /**
     * Its owner closed the account ("Delete account"): every session ended then, and the account
     * is erased at `erase_after` unless its owner signs in before (which reopens it).
     */
    closed_at: dateTimeField,
    erase_after: dateTimeField,
  },
  required: [...userSchemaLiteral.required, 'password_hash'],
} as const;

/** Server-side only: a user with the password hash. Strip `password_hash` before answering. */
export type Account = DocumentOf<typeof accountSchemaLiteral>;
export const accountSchema: RxJsonSchema<Account> = accountSchemaLiteral;

// Plans, advertisement campaigns and blog posts (post-screen.ts), each described once: its
// fields, list columns, routes and REST address (shared pieces in record-parts.ts). records.resource.tsx turns each into a workspace
// resource (list) and RecordForm creates and edits them with the shared workspace/forms components.
import { msg, plural } from '@lingui/core/macro';
import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { lazy } from 'react';
import {
  BANNER_TYPES,
  CURRENCY,
  DURATION_UNITS,
  PRICING_MODELS,
  type Advertisement,
  type BannerType,
  type DurationUnit,
  type ForumTopic,
  type Plan,
  type PricingModel,
  type RouteId,
} from '@poct/schemas';
import { formatMoney } from '../../lib/format.ts';
import { staticOptions, type FieldSpec } from '../../workspace/forms/field-spec.ts';
import { AUDIENCE_FIELD } from '../../workspace/forms/audience-field.ts';
import { POST_SCREEN } from './post-screen.ts';
import { dateColumn, NAME_AND_DESCRIPTION_FIELDS, screenAddress } from './record-parts.ts';
import type { RecordColumn, RecordScreen } from './record-types.ts';

export type { RecordColumn, RecordList, RecordScreen } from './record-types.ts';

export const DURATION_LABELS: Readonly<Record<DurationUnit, MessageDescriptor>> = {
  days: msg`Days`,
  months: msg`Months`,
  years: msg`Years`,
};

export const BANNER_TYPE_LABELS: Readonly<Record<BannerType, MessageDescriptor>> = {
  aside: msg`Aside (beside the content)`,
  footer: msg`Footer (below the content)`,
};

export const PRICING_MODEL_LABELS: Readonly<Record<PricingModel, MessageDescriptor>> = {
  impression: msg`Per impression (each banner shown)`,
  click: msg`Per click`,
};

/** "1 Tag", "3 Monate", "1 year": the count decides the word (ICU plural rules). */
export function durationText({ count, unit }: Plan['duration'], i18n: I18n): string {
  switch (unit) {
    case 'days':
      return i18n._(msg({ message: plural(count, { one: '# day', other: '# days' }) }));
    case 'months':
      return i18n._(msg({ message: plural(count, { one: '# month', other: '# months' }) }));
    case 'years':
      return i18n._(msg({ message: plural(count, { one: '# year', other: '# years' }) }));
  }
}

const DAYS_PER_UNIT: Readonly<Record<DurationUnit, number>> = { days: 1, months: 30, years: 365 };
const durationDays = ({ count, unit }: Plan['duration']) => count * DAYS_PER_UNIT[unit];

/** A text in both languages, in the page's language (the plan's name on an English page is English). */
const inPageLanguage = (text: { de: string; en: string }, i18n: I18n) =>
  i18n.locale === 'en' ? text.en : text.de;

const money = (value: unknown, i18n: I18n) =>
  typeof value === 'number' ? formatMoney(value, i18n.locale, CURRENCY) : '';

const PLAN_FIELDS: readonly FieldSpec[] = [
  ...NAME_AND_DESCRIPTION_FIELDS,
  {
    path: '/price',
    label: msg`Price (EUR)`,
    control: { kind: 'number', format: 'price' },
    required: true,
    section: msg`Price and duration`,
  },
  // The duration is one value of two parts: how many, and of which unit.
  {
    path: '/duration/count',
    label: msg`Duration`,
    description: msg`How many days, months or years the plan lasts`,
    control: { kind: 'number', format: 'integer' },
    required: true,
    section: msg`Price and duration`,
  },
  {
    path: '/duration/unit',
    label: msg`Duration unit`,
    control: { kind: 'select', options: staticOptions(DURATION_UNITS, DURATION_LABELS) },
    required: true,
    section: msg`Price and duration`,
  },
  {
    path: '/stripe_price_id',
    label: msg`Stripe price id`,
    description: msg`Leave empty for plans sold on request with an invoice`,
    control: { kind: 'text' },
    omitIfEmpty: true,
    section: msg`Payment and access`,
  },
  {
    path: '/chat_access',
    label: msg`Chat access`,
    control: { kind: 'boolean' },
    section: msg`Payment and access`,
  },
  {
    path: '/link_access',
    label: msg`Link access`,
    control: { kind: 'boolean' },
    section: msg`Payment and access`,
  },
];

const ADVERTISEMENT_FIELDS: readonly FieldSpec[] = [
  { path: '/name', label: msg`Campaign name`, control: { kind: 'text' }, required: true },
  { path: '/company', label: msg`Company or brand`, control: { kind: 'text' }, required: true },
  {
    path: '/banner_type',
    label: msg`Banner type`,
    control: { kind: 'select', options: staticOptions(BANNER_TYPES, BANNER_TYPE_LABELS) },
    required: true,
  },
  AUDIENCE_FIELD,
  { path: '/budget', label: msg`Budget (EUR)`, control: { kind: 'number', format: 'price' }, required: true },
  {
    path: '/expires_at',
    label: msg`Expiration date`,
    control: { kind: 'date' },
    required: true,
  },
  {
    path: '/banner_url',
    label: msg`Banner image`,
    control: { kind: 'image', purpose: 'banner', confirmReplace: true },
    required: true,
  },
  {
    path: '/target_url',
    label: msg`Target address`,
    description: msg`Where a click on the banner leads (https://…)`,
    control: { kind: 'text', type: 'url' },
    required: true,
  },
  {
    path: '/pricing_model',
    label: msg`Pricing model`,
    control: { kind: 'select', options: staticOptions(PRICING_MODELS, PRICING_MODEL_LABELS) },
    required: true,
    section: msg`Billing`,
  },
  {
    path: '/price',
    label: msg`Price (EUR)`,
    description: msg`Per impression or per click, as chosen above`,
    control: { kind: 'number', format: 'decimal' },
    required: true,
    section: msg`Billing`,
  },
];

/** Forum topics and sub-topics share their fields; a sub-topic also names its topic. */
const TOPIC_FIELDS: readonly FieldSpec[] = [
  ...NAME_AND_DESCRIPTION_FIELDS,
  { path: '/image_url', label: msg`Image`, control: { kind: 'image', purpose: 'forum-topic' } },
];

const SUB_TOPIC_FIELDS: readonly FieldSpec[] = [
  {
    path: '/parent_id',
    label: msg`Topic`,
    control: { kind: 'select', options: { named: 'forum-topics' } },
    required: true,
  },
  ...TOPIC_FIELDS,
];

const topicColumns: RecordColumn[] = [
  { id: 'name', label: msg`Name`, text: (row) => (row as ForumTopic).name.de },
  { id: 'name_en', label: msg`Name (English)`, text: (row) => (row as ForumTopic).name.en },
];

export const RECORD_SCREENS: readonly RecordScreen[] = [
  {
    ...screenAddress('plans'),
    collection: 'plan',
    title: msg`Plans`,
    createLabel: msg`Create plan`,
    editLabel: msg`Edit plan`,
    fields: PLAN_FIELDS,
    columns: [
      { id: 'name', label: msg`Name`, text: (row, i18n) => inPageLanguage((row as Plan).name, i18n) },
      { id: 'price', label: msg`Price`, text: (row, i18n) => money((row as Plan).price, i18n) },
      {
        id: 'duration',
        label: msg`Duration`,
        text: (row, i18n) => durationText((row as Plan).duration, i18n),
        sortValue: (row) => durationDays((row as Plan).duration),
      },
    ],
    blank: () => ({
      name: { de: '', en: '' },
      description: { de: '', en: '' },
      currency: CURRENCY,
      chat_access: false,
      link_access: false,
    }),
    nameOf: (row) => inPageLanguage((row as Plan).name, activeI18n),
  },
  {
    ...screenAddress('advertisements'),
    collection: 'advertisement',
    title: msg`Advertisements`,
    createLabel: msg`Create advertisement`,
    editLabel: msg`Edit advertisement`,
    fields: ADVERTISEMENT_FIELDS,
    columns: [
      { id: 'name', label: msg`Campaign name`, text: (row) => (row as Advertisement).name },
      { id: 'company', label: msg`Company or brand`, text: (row) => (row as Advertisement).company },
      {
        id: 'banner_type',
        label: msg`Banner type`,
        text: (row, i18n) => i18n._(BANNER_TYPE_LABELS[(row as Advertisement).banner_type]),
      },
      { id: 'budget', label: msg`Budget`, text: (row, i18n) => money((row as Advertisement).budget, i18n) },
      dateColumn('expires_at', msg`Expiration date`, 'date'),
    ],
    blank: () => ({}),
    nameOf: (row) => (row as Advertisement).name,
    // Lazy: the page registry imports these descriptions, and the chart library must stay out of the entry.
    Details: lazy(() => import('./CampaignStatistics.tsx')),
  },
  POST_SCREEN,
  {
    ...screenAddress('forum-topics'),
    collection: 'forum_topic',
    title: msg`Forum topics`,
    createLabel: msg`Create forum topic`,
    editLabel: msg`Edit forum topic`,
    fields: TOPIC_FIELDS,
    columns: topicColumns,
    blank: () => ({ name: { de: '', en: '' }, description: { de: '', en: '' } }),
    nameOf: (row) => (row as ForumTopic).name.de,
  },
  {
    ...screenAddress('forum-sub-topics'),
    collection: 'forum_topic',
    title: msg`Forum sub-topics`,
    createLabel: msg`Create sub-topic`,
    editLabel: msg`Edit sub-topic`,
    fields: SUB_TOPIC_FIELDS,
    columns: topicColumns,
    blank: () => ({ name: { de: '', en: '' }, description: { de: '', en: '' } }),
    nameOf: (row) => (row as ForumTopic).name.de,
    optionsFrom: {
      name: 'forum-topics',
      api: '/api/admin/forum-topics',
      label: (row, locale) => (row as ForumTopic).name[locale],
    },
  },
];

export function recordScreenFor(routeId: RouteId): RecordScreen | undefined {
  return RECORD_SCREENS.find((screen) => Object.values(screen.routes).includes(routeId));
}

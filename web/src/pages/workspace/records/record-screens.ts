// Plans and advertisement campaigns, each described once: its fields, list columns, routes and
// REST address. records.resource.tsx turns each into a workspace resource (list) and RecordForm
// creates and edits them with the shared workspace/forms components.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  BANNER_TYPES,
  CURRENCY,
  DURATION_UNITS,
  type Advertisement,
  type BannerType,
  type DurationUnit,
  type ForumTopic,
  type Plan,
  type RouteId,
} from '@poct/schemas';
import type { FieldSpec } from '../../../workspace/forms/field-spec.ts';
import type { Doc } from '../../../workspace/forms/pointer.ts';

export const DURATION_LABELS: Readonly<Record<DurationUnit, MessageDescriptor>> = {
  days: msg`Days`,
  months: msg`Months`,
  years: msg`Years`,
};

export const BANNER_TYPE_LABELS: Readonly<Record<BannerType, MessageDescriptor>> = {
  aside: msg`Aside (beside the content)`,
  footer: msg`Footer (below the content)`,
};

function staticOptions<K extends string>(keys: readonly K[], labels: Readonly<Record<K, MessageDescriptor>>) {
  return { static: keys.map((id) => ({ id, label: labels[id] })) };
}

/** A list column: its heading and the text of a row. */
export interface RecordColumn {
  id: string;
  label: MessageDescriptor;
  text(row: Doc, i18n: I18n): string;
}

export interface RecordScreen {
  module: 'plans' | 'advertisements' | 'forum-topics' | 'forum-sub-topics';
  collection: 'plan' | 'advertisement' | 'forum_topic';
  /** The workspace REST address (sync-server/src/records/records-router.ts). */
  api: string;
  routes: { list: RouteId; create: RouteId; edit: RouteId };
  title: MessageDescriptor;
  createLabel: MessageDescriptor;
  editLabel: MessageDescriptor;
  fields: readonly FieldSpec[];
  columns: readonly RecordColumn[];
  /** The starting value of a new record. */
  blank(): Doc;
  nameOf(row: Doc): string;
  /** The choices of a `named` select, loaded from a REST list (a sub-topic's topic). */
  optionsFrom?: { name: string; api: string; label(row: Doc, locale: 'de' | 'en'): string };
}

const money = (value: unknown, i18n: I18n) =>
  typeof value === 'number' ? i18n.number(value, { style: 'currency', currency: CURRENCY }) : '';

const PLAN_FIELDS: readonly FieldSpec[] = [
  { path: '/name/de', label: msg`Name (German)`, control: { kind: 'text' }, required: true },
  { path: '/name/en', label: msg`Name (English)`, control: { kind: 'text' }, required: true },
  {
    path: '/description/de',
    label: msg`Description (German)`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
  {
    path: '/description/en',
    label: msg`Description (English)`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
  {
    path: '/price',
    label: msg`Price (EUR)`,
    control: { kind: 'number', step: 0.01 },
    required: true,
    section: msg`Price and duration`,
  },
  // The duration is one value of two parts: how many, and of which unit.
  {
    path: '/duration/count',
    label: msg`Duration`,
    description: msg`How many days, months or years the plan lasts`,
    control: { kind: 'number', step: 1 },
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
  { path: '/budget', label: msg`Budget (EUR)`, control: { kind: 'number', step: 0.01 }, required: true },
  {
    path: '/expires_at',
    label: msg`Expiration date`,
    control: { kind: 'text', type: 'date' },
    required: true,
  },
  {
    path: '/banner_url',
    label: msg`Banner image`,
    control: { kind: 'image', purpose: 'banner', confirmReplace: true },
    required: true,
  },
];

/** Forum topics and sub-topics share their fields; a sub-topic also names its topic. */
const TOPIC_FIELDS: readonly FieldSpec[] = [
  { path: '/name/de', label: msg`Name (German)`, control: { kind: 'text' }, required: true },
  { path: '/name/en', label: msg`Name (English)`, control: { kind: 'text' }, required: true },
  {
    path: '/description/de',
    label: msg`Description (German)`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
  {
    path: '/description/en',
    label: msg`Description (English)`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
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
    module: 'plans',
    collection: 'plan',
    api: '/api/admin/plans',
    routes: { list: 'ds.plans', create: 'ds.plans.create', edit: 'ds.plans.edit' },
    title: msg`Plans`,
    createLabel: msg`Create plan`,
    editLabel: msg`Edit plan`,
    fields: PLAN_FIELDS,
    columns: [
      { id: 'name', label: msg`Name`, text: (row) => (row as Plan).name.de },
      { id: 'price', label: msg`Price`, text: (row, i18n) => money((row as Plan).price, i18n) },
      {
        id: 'duration',
        label: msg`Duration`,
        text: (row, i18n) =>
          `${(row as Plan).duration.count} ${i18n._(DURATION_LABELS[(row as Plan).duration.unit])}`,
      },
    ],
    blank: () => ({
      name: { de: '', en: '' },
      description: { de: '', en: '' },
      currency: CURRENCY,
      chat_access: false,
      link_access: false,
    }),
    nameOf: (row) => (row as Plan).name.de,
  },
  {
    module: 'advertisements',
    collection: 'advertisement',
    api: '/api/admin/advertisements',
    routes: { list: 'ds.advertisements', create: 'ds.advertisements.create', edit: 'ds.advertisements.edit' },
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
      { id: 'expires_at', label: msg`Expiration date`, text: (row) => (row as Advertisement).expires_at },
    ],
    blank: () => ({}),
    nameOf: (row) => (row as Advertisement).name,
  },
  {
    module: 'forum-topics',
    collection: 'forum_topic',
    api: '/api/admin/forum-topics',
    routes: { list: 'ds.forum-topics', create: 'ds.forum-topics.create', edit: 'ds.forum-topics.edit' },
    title: msg`Forum topics`,
    createLabel: msg`Create forum topic`,
    editLabel: msg`Edit forum topic`,
    fields: TOPIC_FIELDS,
    columns: topicColumns,
    blank: () => ({ name: { de: '', en: '' }, description: { de: '', en: '' } }),
    nameOf: (row) => (row as ForumTopic).name.de,
  },
  {
    module: 'forum-sub-topics',
    collection: 'forum_topic',
    api: '/api/admin/forum-sub-topics',
    routes: {
      list: 'ds.forum-sub-topics',
      create: 'ds.forum-sub-topics.create',
      edit: 'ds.forum-sub-topics.edit',
    },
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

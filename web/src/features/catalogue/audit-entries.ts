// What GET /api/audit/documents and /api/audit/documents/recent answer
// (sync-server/src/audit/document-history-router.ts), and how a recorded value reads on screen.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../lib/format.ts';

export interface FieldChange {
  /** Dotted path, e.g. `name` or `name.en`. */
  field: string;
  old?: unknown;
  new?: unknown;
}

export type WriteAction = 'create' | 'update' | 'delete';
/** `attempted`: the store refused the write because another version was stored first. */
export type WriteStatus = 'attempted' | 'stored';

export interface HistoryEntry {
  doc_id: string;
  user_id: string;
  user_name?: string;
  at: string;
  action: WriteAction;
  status: WriteStatus;
  changes: FieldChange[];
}

export type AuditEntity = 'products' | 'links' | 'masterdata';

export interface RecentWrite extends HistoryEntry {
  audit_id: string;
  entity: AuditEntity;
  doc_type?: string;
  /** A product's or link's name, or master data's `{de, en}`. */
  label?: unknown;
}

export const ACTION_LABELS = {
  create: msg`Created`,
  update: msg`Changed`,
  delete: msg`Deleted`,
} as const;

const LONGEST = 160;

function shortened(text: string): string {
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A named part (a sub-product, a code) by its name; other objects as data. */
function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const name = (item as { name?: unknown }).name;
  return typeof name === 'string' ? name : JSON.stringify(item);
}

/**
 * A recorded value as text: numbers, yes/no, times and dates in the page's language, parts by
 * their names, long texts cut.
 */
export function formatValue(value: unknown, i18n: I18n): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'number') return formatNumber(value, i18n.locale);
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return formatDateTime(value, i18n.locale);
    if (CALENDAR_DATE.test(value)) return formatCalendarDate(value, i18n.locale);
    return shortened(value);
  }
  if (Array.isArray(value)) return shortened(value.map(itemText).join(', '));
  return shortened(JSON.stringify(value));
}

/** Recorded fields that no form edits, by the names the screens give them. */
const RECORD_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  sub_products: msg`Sub-products (tests)`,
  created_at: msg`Created on`,
  created_by: msg`Created by`,
  type: msg`Type`,
};

/** The form's label of a changed field (`name.de` is the field `/name/de`), else its path. */
export function fieldLabel(field: string, fields: readonly FieldSpec[], i18n: I18n): string {
  const pointer = `/${field.replaceAll('.', '/')}`;
  const spec = fields.find((candidate) => candidate.path === pointer);
  const known = spec?.label ?? RECORD_FIELD_LABELS[field];
  return known ? i18n._(known) : field;
}

/** A document's name in the page's language. */
export function labelText(label: unknown, locale: string): string | undefined {
  if (typeof label === 'string') return label;
  if (label && typeof label === 'object') {
    const localized = label as Record<string, unknown>;
    const text = localized[locale] ?? localized.de ?? localized.en;
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

// An alert in words, in the page's language: what changed, from what to what ("Preis: 1.200,00 €
// → 1.050,00 €"), a new publication with its signal colour, or a safety notice with its
// authority and reference. The server keeps each field's reading as text (ALERT_FIELDS in
// @poct/schemas says how); here it is formatted by the page's locale. Connectivity ids are named
// from the device's master data, which holds them offline too.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  CE_STATUSES,
  type Alert,
  type AlertField,
  type CeStatus,
  type Locale,
  type MasterData,
} from '@poct/schemas';
import { formatList, formatMoney, formatNumberRange } from '../../lib/format.ts';
import {
  AUTHORITY_LABELS,
  CE_STATUS_LABELS,
  COUNTRY_LABELS,
  namesOf,
  SIGNAL_LABELS,
} from '../product/index.ts';

export const FIELD_LABELS: Readonly<Record<AlertField, MessageDescriptor>> = {
  price: msg`Price`,
  time_to_result: msg`Time to result`,
  sample_volume: msg`Sample volume`,
  connectivity: msg`Connectivity`,
  regulatory_status: msg`CE status`,
  availability: msg`Availability`,
};

const NOT_STATED = msg`not stated`;

/** "15" or "10-15" (the least and greatest of the tests) with its unit. */
function range(value: string, locale: Locale, unit: string): string {
  const [min = 0, max = min] = value.split('-').map(Number);
  return `${formatNumberRange({ min, max }, locale)} ${unit}`;
}

function isCeStatus(value: string): value is CeStatus {
  return (CE_STATUSES as readonly string[]).includes(value);
}

/** One field's reading, formatted for the page. */
export function fieldValue(
  field: AlertField,
  value: string | undefined,
  i18n: I18n,
  masterdata: ReadonlyMap<string, MasterData>,
): string {
  if (!value) return i18n._(NOT_STATED);
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'de';
  switch (field) {
    case 'price':
      return formatMoney(Number(value), locale);
    case 'time_to_result':
      return range(value, locale, 'min');
    case 'sample_volume':
      return range(value, locale, 'µl');
    case 'connectivity':
      return formatList(
        value.split(',').map((id) => namesOf([id], masterdata, locale)[0] ?? id),
        locale,
      );
    case 'regulatory_status':
      return isCeStatus(value) ? i18n._(CE_STATUS_LABELS[value]) : value;
    case 'availability':
      return formatList(
        value
          .split(',')
          .map((country) =>
            country in COUNTRY_LABELS
              ? i18n._(COUNTRY_LABELS[country as keyof typeof COUNTRY_LABELS])
              : country,
          ),
        locale,
      );
  }
}

/** What the alert says, in one line. */
export function alertSummary(alert: Alert, i18n: I18n, masterdata: ReadonlyMap<string, MasterData>): string {
  if (alert.kind === 'changed' && alert.field) {
    const label = i18n._(FIELD_LABELS[alert.field]);
    const from = fieldValue(alert.field, alert.from, i18n, masterdata);
    const to = fieldValue(alert.field, alert.to, i18n, masterdata);
    return `${label}: ${from} → ${to}`;
  }
  const title = alert.title ?? '';
  if (alert.kind === 'safety_notice') {
    // The authority is stored by its code (constants.ts); named here in the page's language.
    const authority =
      alert.authority && alert.authority in AUTHORITY_LABELS
        ? i18n._(AUTHORITY_LABELS[alert.authority as keyof typeof AUTHORITY_LABELS])
        : alert.authority;
    const by = [authority, alert.reference].filter(Boolean).join(', ');
    return by ? i18n._(msg`Safety notice: ${title} (${by})`) : i18n._(msg`Safety notice: ${title}`);
  }
  return alert.signal
    ? i18n._(msg`New publication: ${title} (signal: ${i18n._(SIGNAL_LABELS[alert.signal])})`)
    : i18n._(msg`New publication: ${title}`);
}

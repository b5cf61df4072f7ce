// The alert digest as a mail, in German or English: each alert in words (what changed from what
// to what, a new publication with its signal colour, a safety notice with its authority), when,
// a link to the alerts page and the one-click unsubscribe link. Connectivity ids are named from
// the masterdata projection. Pure functions beside compose (platform/mail/sectioned-mail.ts).
import type { Alert, AlertField, Locale, Signal } from '@poct/schemas';
import { compose, type MailContent } from '../../platform/mail/sectioned-mail.ts';

type Texts = Record<Locale, string>;

const FIELDS: Readonly<Record<AlertField, Texts>> = {
  price: { de: 'Preis', en: 'Price' },
  time_to_result: { de: 'Zeit bis zum Ergebnis', en: 'Time to result' },
  sample_volume: { de: 'Probenvolumen', en: 'Sample volume' },
  connectivity: { de: 'Konnektivität', en: 'Connectivity' },
  regulatory_status: { de: 'CE-Status', en: 'CE status' },
  availability: { de: 'Verfügbarkeit', en: 'Availability' },
};

const CE: Readonly<Record<string, Texts>> = {
  ivdr: { de: 'CE-Kennzeichnung nach IVDR', en: 'CE marked under the IVDR' },
  ivdd: { de: 'CE-Kennzeichnung nach IVDD (Übergang)', en: 'CE marked under the IVDD (transition)' },
  pending: { de: 'Konformitätsbewertung läuft', en: 'Conformity assessment pending' },
  none: { de: 'Keine CE-Kennzeichnung', en: 'No CE marking' },
};

const COUNTRIES: Readonly<Record<string, Texts>> = {
  de: { de: 'Deutschland', en: 'Germany' },
  at: { de: 'Österreich', en: 'Austria' },
  ch: { de: 'Schweiz', en: 'Switzerland' },
};

const SIGNALS: Readonly<Record<Signal, Texts>> = {
  g: { de: 'Grün', en: 'Green' },
  o: { de: 'Orange', en: 'Orange' },
  r: { de: 'Rot', en: 'Red' },
  w: { de: 'Weiß', en: 'White' },
};

/** Safety notices' authorities by their code (SAFETY_NOTICE_AUTHORITIES of @poct/schemas). */
const AUTHORITIES: Readonly<Record<string, Texts>> = {
  bfarm: { de: 'BfArM', en: 'BfArM' },
  pei: { de: 'Paul-Ehrlich-Institut', en: 'Paul-Ehrlich-Institut' },
  basg: { de: 'BASG', en: 'BASG' },
  swissmedic: { de: 'Swissmedic', en: 'Swissmedic' },
  fda: { de: 'FDA', en: 'FDA' },
  mhra: { de: 'MHRA', en: 'MHRA' },
  other: { de: 'andere Stelle', en: 'other authority' },
};

const TAG: Texts = { de: 'de-DE', en: 'en-GB' };

function list(items: string[], locale: Locale): string {
  return new Intl.ListFormat(TAG[locale], { type: 'conjunction' }).format(items);
}

function range(value: string, locale: Locale, unit: string): string {
  const [min = 0, max = min] = value.split('-').map(Number);
  const number = new Intl.NumberFormat(TAG[locale]);
  return `${min === max ? number.format(min) : `${number.format(min)}–${number.format(max)}`} ${unit}`;
}

function fieldValue(
  field: AlertField,
  value: string | undefined,
  locale: Locale,
  names: ReadonlyMap<string, Texts>,
) {
  if (!value) return locale === 'de' ? 'keine Angabe' : 'not stated';
  switch (field) {
    case 'price':
      return new Intl.NumberFormat(TAG[locale], { style: 'currency', currency: 'EUR' }).format(Number(value));
    case 'time_to_result':
      return range(value, locale, 'min');
    case 'sample_volume':
      return range(value, locale, 'µl');
    case 'connectivity':
      return list(
        value.split(',').map((id) => names.get(id)?.[locale] || id),
        locale,
      );
    case 'regulatory_status':
      return CE[value]?.[locale] ?? value;
    case 'availability':
      return list(
        value.split(',').map((country) => COUNTRIES[country]?.[locale] ?? country),
        locale,
      );
  }
}

/** One alert in words, as the alerts page says it. */
export function alertLine(alert: Alert, locale: Locale, names: ReadonlyMap<string, Texts>): string {
  const de = locale === 'de';
  if (alert.kind === 'changed' && alert.field) {
    const from = fieldValue(alert.field, alert.from, locale, names);
    const to = fieldValue(alert.field, alert.to, locale, names);
    return `${FIELDS[alert.field][locale]}: ${from} → ${to}`;
  }
  const title = alert.title ?? '';
  if (alert.kind === 'safety_notice') {
    const authority = alert.authority && (AUTHORITIES[alert.authority]?.[locale] ?? alert.authority);
    const by = [authority, alert.reference].filter(Boolean).join(', ');
    return `${de ? 'Sicherheitshinweis' : 'Safety notice'}: ${title}${by ? ` (${by})` : ''}`;
  }
  const signal = alert.signal ? ` (${de ? 'Signal' : 'signal'}: ${SIGNALS[alert.signal][locale]})` : '';
  return `${de ? 'Neue Publikation' : 'New publication'}: ${title}${signal}`;
}

export function digestMail(options: {
  locale: Locale;
  name: string;
  alerts: readonly Alert[];
  names: ReadonlyMap<string, Texts>;
  alertsUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const { locale, alerts, names } = options;
  const de = locale === 'de';
  const when = new Intl.DateTimeFormat(TAG[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const count = alerts.length;
  const subject = de
    ? `${count} ${count === 1 ? 'Änderung' : 'Änderungen'} an beobachteten Produkten`
    : `${count} ${count === 1 ? 'change' : 'changes'} to products you watch`;
  return compose(subject, [
    ['', de ? `Guten Tag ${options.name},` : `Hello ${options.name},`],
    [
      '',
      de
        ? 'an Produkten, die Sie bei POCT Atlas beobachten, hat sich Folgendes geändert:'
        : 'the following changed on products you watch on POCT Atlas:',
    ],
    ...alerts.map((alert): [string, string] => [
      alert.product_name,
      `${alertLine(alert, locale, names)}\n${when.format(new Date(alert.at))}`,
    ]),
    ['', `${de ? 'Alle Benachrichtigungen' : 'All alerts'}: ${options.alertsUrl}`],
    [
      '',
      de
        ? `Diese E-Mail nicht mehr erhalten (ein Klick, ohne Anmeldung): ${options.unsubscribeUrl}`
        : `Stop these emails (one click, no sign-in): ${options.unsubscribeUrl}`,
    ],
  ]);
}

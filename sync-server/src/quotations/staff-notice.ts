// The mail staff get for a new quote request: subject and plain text, in German (the platform's
// default language; the requester's own language is named in the text). Pure, so it is tested
// without a mailer.
import type { Quotation } from '@poct/schemas';

export interface MailContent {
  subject: string;
  text: string;
}

const LABELS: ReadonlyArray<readonly [keyof Quotation, string]> = [
  ['product_name', 'Produkt'],
  ['product_id', 'Produkt-ID'],
  ['sub_product_name', 'Test'],
  ['name', 'Name'],
  ['company', 'Firma/Einrichtung'],
  ['email', 'E-Mail'],
  ['phone', 'Telefon'],
  ['devices_count', 'Anzahl Geräte'],
  ['planned_purchase_date', 'Geplanter Kauf'],
  ['tests_per_year', 'Tests pro Jahr'],
  ['locale', 'Sprache'],
  ['created_at', 'Eingegangen'],
];

/** Header injection is impossible with a structured mailer, but a subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function staffNotice(quotation: Quotation): MailContent {
  const facts = LABELS.flatMap(([field, label]) => {
    const value = quotation[field];
    return value === undefined || value === '' ? [] : [`${label}: ${String(value)}`];
  });
  const sections = [
    'Eine neue Angebotsanfrage ist eingegangen.',
    facts.join('\n'),
    `Betreff: ${quotation.subject}`,
    `Nachricht:\n${quotation.message}`,
    ...(quotation.additional_info ? [`Weitere Angaben:\n${quotation.additional_info}`] : []),
    'Alle Anfragen: /ds/quotations',
  ];
  return {
    subject: oneLine(
      `Angebotsanfrage: ${quotation.product_name ?? quotation.product_id} – ${quotation.subject}`,
    ),
    text: `${sections.join('\n\n')}\n`,
  };
}

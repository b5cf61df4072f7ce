// Staff hear of each new quote request by mail: to STAFF_EMAIL when set, else to every account
// whose role holds `quotations-read` (the ones who handle them), each in that person's language,
// with a link to /ds/quotations. Sent after the request is stored; a failed mail is logged by the
// mailer and never undoes the request.
import { localizePath, type Locale, type Quotation } from '@poct/schemas';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.ts';
import { staffRecipients, type StaffRecipientsDeps } from '../../identity/index.ts';

export type MailContent = Omit<OutgoingMail, 'to'>;

const LABELS: ReadonlyArray<readonly [keyof Quotation, string, string]> = [
  ['product_name', 'Produkt', 'Product'],
  ['product_id', 'Produkt-ID', 'Product id'],
  ['sub_product_name', 'Test', 'Test'],
  ['name', 'Name', 'Name'],
  ['company', 'Firma/Einrichtung', 'Company/institution'],
  ['email', 'E-Mail', 'Email'],
  ['phone', 'Telefon', 'Phone'],
  ['devices_count', 'Anzahl Geräte', 'Number of devices'],
  ['planned_purchase_date', 'Geplanter Kauf', 'Planned purchase'],
  ['tests_per_year', 'Tests pro Jahr', 'Tests per year'],
  ['locale', 'Sprache der Anfrage', 'Language of the request'],
  ['created_at', 'Eingegangen', 'Received'],
];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What the requester's subject adds to "Quote request: {product}": nothing when it only names the
 * product again, with or without the label the form once put before it.
 */
function ownTopic(subject: string, product: string): string {
  const rest = subject.trim().replace(/^(Angebotsanfrage|Quote request)\s*:\s*/i, '');
  return rest === product ? '' : rest;
}

/** A subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** The mail about one request, in `locale`, linking to the list at `url`. Pure, so it is tested alone. */
export function quotationStaffMail(locale: Locale, quotation: Quotation, url: string): MailContent {
  const de = locale === 'de';
  const facts = LABELS.flatMap(([field, labelDe, labelEn]) => {
    const value = quotation[field];
    return value === undefined || value === '' ? [] : [`${de ? labelDe : labelEn}: ${String(value)}`];
  });
  const sections: Array<[string, string]> = [
    ['', de ? 'Eine neue Angebotsanfrage ist eingegangen.' : 'A new quote request has arrived.'],
    ['', facts.join('\n')],
    [de ? 'Betreff' : 'Subject', quotation.subject],
    [de ? 'Nachricht' : 'Message', quotation.message],
    ...(quotation.additional_info
      ? [[de ? 'Weitere Angaben' : 'Additional information', quotation.additional_info] as [string, string]]
      : []),
  ];
  const linkLabel = de ? 'Alle Angebotsanfragen' : 'All quote requests';
  const text = [
    ...sections.map(([heading, body]) => (heading ? `${heading}:\n${body}` : body)),
    `${linkLabel}: ${url}`,
    'POCT Atlas',
  ].join('\n\n');
  const html = [
    ...sections.map(
      ([heading, body]) =>
        `<p>${heading ? `<strong>${escapeHtml(heading)}:</strong><br>` : ''}${escapeHtml(body).replace(/\n/g, '<br>')}</p>`,
    ),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>`,
    '<p>POCT Atlas</p>',
  ].join('\n');
  const product = quotation.product_name ?? quotation.product_id;
  const topic = ownTopic(quotation.subject, product);
  return {
    subject: oneLine(`${de ? 'Angebotsanfrage' : 'Quote request'}: ${product}${topic ? ` – ${topic}` : ''}`),
    text: `${text}\n`,
    html,
    link: url,
  };
}

export interface StaffNoticeDeps extends StaffRecipientsDeps {
  mailer: Pick<Mailer, 'send'>;
}

/** Mails every staff recipient about `quotation`; `origin` is the site's address for the link. */
export async function notifyStaffOfQuotation(
  deps: StaffNoticeDeps,
  quotation: Quotation,
  origin: string,
): Promise<void> {
  for (const { email, locale } of await staffRecipients(deps, 'quotations-read')) {
    const url = `${origin}${localizePath('/ds/quotations', locale)}`;
    await deps.mailer.send({ to: email, ...quotationStaffMail(locale, quotation, url) });
  }
}

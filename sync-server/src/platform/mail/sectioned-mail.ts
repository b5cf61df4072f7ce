// A mail made of sections, each an optional heading and its text, in a plain-text and an HTML
// part with the same words (every text escaped in the HTML). The public forms' mails use it
// (requests/contact/, requests/demo-booking/).
import type { OutgoingMail } from './mailer.ts';

export type MailContent = Omit<OutgoingMail, 'to'>;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** A mail of sections (an optional heading and a body each), signed "POCT Atlas"; text escaped in HTML. */
export function compose(subject: string, sections: Array<[heading: string, body: string]>): MailContent {
  const text = [
    ...sections.map(([heading, body]) => (heading ? `${heading}:\n${body}` : body)),
    'POCT Atlas',
  ];
  const html = [
    ...sections.map(
      ([heading, body]) =>
        `<p>${heading ? `<strong>${escapeHtml(heading)}:</strong><br>` : ''}${escapeHtml(body).replace(/\n/g, '<br>')}</p>`,
    ),
    '<p>POCT Atlas</p>',
  ];
  return { subject: oneLine(subject), text: `${text.join('\n\n')}\n`, html: html.join('\n') };
}

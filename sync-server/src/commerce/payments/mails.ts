// The payment mails, in German and English: the request for a plan sold on request (or a
// commercial user's request for access), which goes to staff, and the renewal reminder a user
// gets seven days before premium ends. Pure functions, so they are tested without a mailer.
import type { Locale } from '@poct/schemas';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

type MailContent = Omit<OutgoingMail, 'to'>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function mail(subject: string, paragraphs: string[], link?: { label: string; url: string }): MailContent {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'POCT Atlas'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>POCT Atlas</p>',
  ].join('\n');
  return { subject: oneLine(subject), text: `${text}\n`, html, ...(link ? { link: link.url } : {}) };
}

export interface PlanRequestFacts {
  name: string;
  email: string;
  username: string;
  user_type: string;
  institution: string;
  plan: string;
  message: string;
}

export function planRequestStaffMail(locale: Locale, facts: PlanRequestFacts, url: string): MailContent {
  const de = locale === 'de';
  const lines = [
    `${de ? 'Name' : 'Name'}: ${facts.name} (${facts.username})`,
    `${de ? 'E-Mail' : 'Email'}: ${facts.email}`,
    `${de ? 'Nutzerart' : 'User type'}: ${facts.user_type}`,
    ...(facts.institution
      ? [`${de ? 'Einrichtung/Firma' : 'Institution/company'}: ${facts.institution}`]
      : []),
    `${de ? 'Tarif' : 'Plan'}: ${facts.plan}`,
  ];
  return mail(
    `${de ? 'Anfrage zum Premium-Zugang' : 'Request for premium access'}: ${facts.name} – ${facts.plan}`,
    [
      de
        ? 'Eine Anfrage zum Premium-Zugang (auf Rechnung oder für gewerbliche Nutzer) ist eingegangen. Bitte nehmen Sie Kontakt auf.'
        : 'A request for premium access (by invoice or for a commercial user) has arrived. Please get in touch.',
      lines.join('\n'),
      ...(facts.message ? [`${de ? 'Nachricht' : 'Message'}:\n${facts.message}`] : []),
    ],
    { label: de ? 'Nutzer im Arbeitsbereich' : 'Users in the workspace', url },
  );
}

export function renewalReminderMail(locale: Locale, name: string, until: string, url: string): MailContent {
  const de = locale === 'de';
  const date = new Intl.DateTimeFormat(de ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(until));
  return mail(
    de ? `Ihr Premium-Zugang endet am ${date}` : `Your premium access ends on ${date}`,
    [
      de ? `Guten Tag ${name},` : `Hello ${name},`,
      de
        ? `Ihr Premium-Zugang bei POCT Atlas endet am ${date}. Wenn Sie ihn verlängern, beginnt die neue Laufzeit erst danach: Sie verlieren keinen Tag.`
        : `Your premium access to POCT Atlas ends on ${date}. If you renew it, the new period starts after that: you lose no day.`,
    ],
    { label: de ? 'Jetzt verlängern' : 'Renew now', url },
  );
}

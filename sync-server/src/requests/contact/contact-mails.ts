// The two mails of a contact message, in German and English. The visitor's confirmation repeats
// nothing they typed (no name, subject or text): anyone can enter someone else's address, and a
// confirmation that echoed the text would let them send their words from our server to that
// person. Staff get everything, escaped in the HTML part, with the visitor's address to reply to.
import type { ContactMessage, Locale } from '@poct/schemas';
import { compose } from '../../platform/mail/sectioned-mail.ts';

/** To the visitor, in the page language they wrote in. */
export function contactConfirmationMail(locale: Locale) {
  return locale === 'de'
    ? compose('Ihre Nachricht an POCT Atlas', [
        ['', 'Guten Tag,'],
        [
          '',
          'vielen Dank für Ihre Nachricht über unser Kontaktformular. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen.',
        ],
        [
          '',
          'Wenn Sie uns nicht geschrieben haben, hat jemand Ihre Adresse eingegeben; Sie können diese E-Mail dann ignorieren.',
        ],
      ])
    : compose('Your message to POCT Atlas', [
        ['', 'Hello,'],
        [
          '',
          'thank you for your message through our contact form. We have received it and will get back to you as soon as we can.',
        ],
        ['', 'If you did not write to us, someone entered your address; you can ignore this email.'],
      ]);
}

/** To staff, in the staff member's language. */
export function contactStaffMail(locale: Locale, contact: ContactMessage) {
  const de = locale === 'de';
  const facts = [
    `${de ? 'Name' : 'Name'}: ${contact.name}`,
    `${de ? 'E-Mail' : 'Email'}: ${contact.email}`,
    ...(contact.organisation ? [`${de ? 'Organisation' : 'Organisation'}: ${contact.organisation}`] : []),
    `${de ? 'Sprache' : 'Language'}: ${contact.locale}`,
    `${de ? 'Eingegangen' : 'Received'}: ${contact.created_at}`,
  ];
  return compose(`${de ? 'Kontaktanfrage' : 'Contact message'}: ${contact.subject}`, [
    [
      '',
      de
        ? 'Über das Kontaktformular ist eine Nachricht eingegangen.'
        : 'A message has arrived through the contact form.',
    ],
    ['', facts.join('\n')],
    [de ? 'Betreff' : 'Subject', contact.subject],
    [de ? 'Nachricht' : 'Message', contact.message],
    ['', de ? `Antworten Sie direkt an ${contact.email}.` : `Reply directly to ${contact.email}.`],
  ]);
}

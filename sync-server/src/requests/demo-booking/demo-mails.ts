// The mails of a demo booking, in German and English, each with its calendar invitation
// (invitation.ts). Like the contact form's confirmation (contact/contact-mails.ts), the
// visitor's mails repeat nothing they typed: anyone can enter someone else's address, so our
// server must not carry their words (or a "name") to that person; the invitation names the
// attendee by address only. Staff get every field.
import type { DemoBooking, Locale } from '@poct/schemas';
import { compose, type MailContent } from '../../platform/mail/sectioned-mail.ts';

/** Staff and visitors without a zone of their own read times in the company's zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** "Dienstag, 1. Dezember 2026, 10:00–10:30 (Europe/Berlin)" in the mail's language and a zone. */
export function formatSlot(
  booking: Pick<DemoBooking, 'start' | 'end'>,
  locale: Locale,
  timeZone: string,
): string {
  const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  });
  return `${format.formatRange(new Date(booking.start), new Date(booking.end))} (${timeZone})`;
}

type Booked = Pick<DemoBooking, 'start' | 'end' | 'locale'> & { time_zone?: string };

const when = (booking: Booked) => formatSlot(booking, booking.locale, booking.time_zone ?? DEFAULT_TIME_ZONE);

export function bookingConfirmationMail(booking: Booked, cancelUrl: string): MailContent {
  const slot = when(booking);
  const mail =
    booking.locale === 'de'
      ? compose('Ihre Online-Demo bei POCT Atlas', [
          ['', 'Guten Tag,'],
          ['', `Ihre Online-Demo ist gebucht: ${slot}.`],
          [
            '',
            'Die Einladung für Ihren Kalender hängt an. Den Link zur Videokonferenz senden wir Ihnen vor dem Termin.',
          ],
          ['Termin absagen', cancelUrl],
          [
            '',
            'Wenn Sie nichts gebucht haben, hat jemand Ihre Adresse eingegeben; sagen Sie den Termin dann bitte über den Link ab.',
          ],
        ])
      : compose('Your online demo with POCT Atlas', [
          ['', 'Hello,'],
          ['', `Your online demo is booked: ${slot}.`],
          [
            '',
            'The invitation for your calendar is attached. We will send you the video call link before the demo.',
          ],
          ['Cancel the demo', cancelUrl],
          [
            '',
            'If you did not book anything, someone entered your address; please cancel the demo with the link.',
          ],
        ]);
  return { ...mail, link: cancelUrl };
}

export function cancellationMail(booking: Booked): MailContent {
  const slot = when(booking);
  return booking.locale === 'de'
    ? compose('Ihre Online-Demo bei POCT Atlas wurde abgesagt', [
        ['', 'Guten Tag,'],
        [
          '',
          `Ihre Online-Demo am ${slot} wurde abgesagt. Der Termin ist aus Ihrem Kalender entfernt, sobald Sie die Absage dort übernehmen.`,
        ],
        ['', 'Sie können jederzeit einen neuen Termin buchen.'],
      ])
    : compose('Your online demo with POCT Atlas was cancelled', [
        ['', 'Hello,'],
        [
          '',
          `Your online demo on ${slot} was cancelled. Your calendar removes it once you accept the cancellation there.`,
        ],
        ['', 'You are welcome to book another slot at any time.'],
      ]);
}

/** To staff, in the staff member's language; times in the company's zone. */
export function bookingStaffMail(
  locale: Locale,
  booking: DemoBooking & { time_zone?: string },
  cancelled: boolean,
): MailContent {
  const de = locale === 'de';
  const slot = formatSlot(booking, locale, DEFAULT_TIME_ZONE);
  const facts = [
    `${de ? 'Termin' : 'Slot'}: ${slot}`,
    `UTC: ${booking.start} – ${booking.end}`,
    `Name: ${booking.name}`,
    `${de ? 'E-Mail' : 'Email'}: ${booking.email}`,
    `Organisation: ${booking.organisation}`,
    `${de ? 'Sprache' : 'Language'}: ${booking.locale}`,
    ...(booking.time_zone
      ? [`${de ? 'Zeitzone des Besuchers' : "Visitor's time zone"}: ${booking.time_zone}`]
      : []),
  ];
  const headline = cancelled
    ? de
      ? 'Eine Online-Demo wurde abgesagt.'
      : 'An online demo was cancelled.'
    : de
      ? 'Eine Online-Demo wurde gebucht.'
      : 'An online demo was booked.';
  const subject = cancelled
    ? `${de ? 'Demo abgesagt' : 'Demo cancelled'}: ${booking.organisation}`
    : `${de ? 'Demo gebucht' : 'Demo booked'}: ${booking.organisation}`;
  return compose(subject, [
    ['', headline],
    ['', facts.join('\n')],
    ...(booking.message ? [[de ? 'Nachricht' : 'Message', booking.message] as [string, string]] : []),
  ]);
}

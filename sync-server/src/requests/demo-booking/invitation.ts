// The calendar invitation of a demo booking (RFC 5545, written by the `ics` package): METHOD
// REQUEST when booked, METHOD CANCEL with the same UID and a higher SEQUENCE when cancelled, so a
// calendar program that took the invitation removes the event. Times are UTC (`…Z`); the visitor
// is the attendee, our demo address the organizer.
import { createEvent, type EventAttributes } from 'ics';
import type { DemoBooking, Locale } from '@poct/schemas';

export interface InvitationParty {
  name: string;
  email: string;
}

/** SEQUENCE of the invitation (0) and of its cancellation (1): a CANCEL must be newer. */
export const SEQUENCE = { REQUEST: 0, CANCEL: 1 } as const;

/** ics takes a UTC instant as milliseconds (with `*InputType: 'utc'`). */
const utcParts = (iso: string): EventAttributes['start'] => Date.parse(iso);

export function invitation(
  method: 'REQUEST' | 'CANCEL',
  booking: Pick<DemoBooking, 'uid' | 'start' | 'end' | 'email' | 'locale'>,
  organizer: InvitationParty,
): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const title: Record<Locale, string> = { de: 'POCT Atlas: Online-Demo', en: 'POCT Atlas: online demo' };
  const { error, value } = createEvent({
    productId: 'poct-atlas/demo-booking',
    method,
    uid: booking.uid,
    sequence: SEQUENCE[method],
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: utcParts(booking.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(booking.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: title[booking.locale],
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [
      {
        // By address only: the name is whatever the visitor typed (demo-mails.ts).
        email: booking.email,
        rsvp: method === 'REQUEST',
        partstat: method === 'REQUEST' ? 'NEEDS-ACTION' : 'DECLINED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  // Every input is ours and checked; a refusal here is a bug, not bad input.
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return { method, content: value };
}

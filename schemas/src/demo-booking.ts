// Demo booking: a visitor books one free slot for an online demo. Slots are stored
// in UTC; the page shows them in the visitor's time zone. A slot's id is derived from its start
// (`slot-20261201T0900Z`), so one start exists once, and the booking's id in the store is the
// slot's id, so the store itself lets a slot be booked once (sync-server requests/demo-booking/slot-store.ts). Like the
// contact form, a booking carries the honeypot `website` and the time trap `form_token`, which
// the server looks at and these rules do not.
import type { Locale } from './constants.ts';
import { isIdOf } from './ids/ids.ts';
import { checkRequest, inFormOrder } from './requests/check-request.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

export { DEMO_LIMITS, DEMO_SLOT_MINUTES, DEMO_SLOTS_PER_REQUEST } from './requests/request-schemas.ts';

/** A free slot as the public page sees it. */
export interface DemoSlot {
  id: string;
  /** UTC, ISO 8601 with `Z`. */
  start: string;
  end: string;
}

/** What a visitor sends. */
export interface DemoBookingInput {
  slot_id: string;
  name: string;
  email: string;
  organisation: string;
  message?: string;
  privacy_consent: boolean;
  /** The visitor's IANA time zone (the page's), so their mails name the time as they saw it. */
  time_zone?: string;
}

/** A booking as staff see it. `uid` is the calendar invitation's UID (stable per booking). */
export interface DemoBooking extends Omit<DemoBookingInput, 'privacy_consent'> {
  uid: string;
  start: string;
  end: string;
  locale: Locale;
  created_at: string;
}

/** A slot in the workspace: free, or with its booking. */
export interface DemoSlotEntry extends DemoSlot {
  created_at: string;
  booking?: DemoBooking;
}

/** An IANA time zone this runtime knows (`Europe/Berlin`), checked by Intl itself. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function isDemoSlotId(value: unknown): value is string {
  return isIdOf('demo_slot', value);
}

/** The id of the slot starting at `start` (whole minutes, UTC). */
export function demoSlotId(start: Date): string {
  const iso = start.toISOString();
  return `slot-${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`;
}

/** Every rule of the booking form (request `demo-booking`, and a time zone Intl knows); an empty list means it may be sent. */
export function demoBookingErrors(input: unknown): ValidationError[] {
  const checked = checkRequest('demo-booking', input);
  const errors = checked.ok ? [] : checked.errors;
  const zone = isRecord(input) ? input.time_zone : undefined;
  if (zone !== undefined && typeof zone === 'string' && !isTimeZone(zone))
    errors.push(fieldError('/time_zone', 'error.400', 'unknown time zone'));
  return inFormOrder('demo-booking', errors);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The booking as stored and mailed: texts trimmed, an empty message left out. */
export function normaliseDemoBooking(input: DemoBookingInput): DemoBookingInput {
  const message = input.message?.trim() ?? '';
  return {
    slot_id: input.slot_id,
    name: input.name.trim(),
    email: input.email.trim(),
    organisation: input.organisation.trim(),
    ...(message ? { message } : {}),
    privacy_consent: true,
    ...(input.time_zone ? { time_zone: input.time_zone } : {}),
  };
}

/**
 * Staff create slots: `starts` in UTC (the workspace turns a series in the staff member's own
 * time zone into these, so a series keeps its local time across a daylight-saving change), each
 * `duration_minutes` long, in whole minutes and in the future.
 */
export interface DemoSlotsInput {
  starts: string[];
  duration_minutes: number;
}

/** Request `demo-slots`, and each start a date that lies in the future; an empty list means the slots may be made. */
export function demoSlotsErrors(input: unknown, now: Date): ValidationError[] {
  const checked = checkRequest('demo-slots', input);
  const errors = checked.ok ? [] : checked.errors;
  const reported = new Set(errors.map((error) => error.path));
  const starts =
    isRecord(input) && Array.isArray(input.starts) && !reported.has('/starts') ? input.starts : [];
  starts.forEach((start: unknown, index) => {
    const path = `/starts/${index}`;
    if (reported.has(path)) return;
    const at = Date.parse(start as string);
    if (Number.isNaN(at)) errors.push(fieldError(path, 'error.400', 'not a UTC minute'));
    else if (at <= now.getTime()) errors.push(fieldError(path, 'validation.demo.slot_past', 'in the past'));
  });
  return inFormOrder('demo-slots', errors);
}

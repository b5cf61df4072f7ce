// Demo booking: a visitor books one free slot for an online demo. Slots are stored
// in UTC; the page shows them in the visitor's time zone. A slot's id is derived from its start
// (`slot-20261201T0900Z`), so one start exists once, and the booking's id in the store is the
// slot's id, so the store itself lets a slot be booked once (sync-server requests/demo-booking/slot-store.ts). Like the
// contact form, a booking carries the honeypot `website` and the time trap `form_token`, which
// the server looks at and these rules do not.
import type { Locale } from './constants.ts';
import { unknownFieldErrors } from './form-fields.ts';
import { isIdOf } from './ids/ids.ts';
import { checkRequest, inFormOrder } from './requests/check-request.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

export { DEMO_LIMITS } from './requests/request-schemas.ts';

/** Lengths staff may give a slot, and how many slots one request may create. */
export const DEMO_SLOT_MINUTES = { min: 15, max: 240 } as const;
export const DEMO_SLOTS_PER_REQUEST = 100;

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

const UTC_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/;

export function demoSlotsErrors(input: unknown, now: Date): ValidationError[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return [fieldError('', 'error.400', 'not an object')];
  const body = input as Record<string, unknown>;
  const errors: ValidationError[] = [];
  const minutes = body.duration_minutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes))
    errors.push(fieldError('/duration_minutes', 'validation.required', 'not a whole number'));
  else if (minutes < DEMO_SLOT_MINUTES.min)
    errors.push(
      fieldError('/duration_minutes', 'validation.number_min', 'too short', { min: DEMO_SLOT_MINUTES.min }),
    );
  else if (minutes > DEMO_SLOT_MINUTES.max)
    errors.push(
      fieldError('/duration_minutes', 'validation.number_max', 'too long', { max: DEMO_SLOT_MINUTES.max }),
    );
  const starts = body.starts;
  if (!Array.isArray(starts) || starts.length === 0)
    errors.push(fieldError('/starts', 'validation.required', 'no start'));
  else if (starts.length > DEMO_SLOTS_PER_REQUEST)
    errors.push(fieldError('/starts', 'validation.number_max', 'too many', { max: DEMO_SLOTS_PER_REQUEST }));
  else
    starts.forEach((start: unknown, index) => {
      if (typeof start !== 'string' || !UTC_MINUTE.test(start) || Number.isNaN(Date.parse(start)))
        errors.push(fieldError(`/starts/${index}`, 'error.400', 'not a UTC minute'));
      else if (Date.parse(start) <= now.getTime())
        errors.push(fieldError(`/starts/${index}`, 'validation.demo.slot_past', 'in the past'));
    });
  errors.push(...unknownFieldErrors(body, new Set(['starts', 'duration_minutes'])));
  return errors;
}

// The story of a demo booking: the public forms' guard (form-guard/public-form.ts: the fields by
// @poct/schemas demoBookingErrors, then the spam measures in buckets of their own), then the slot: it must exist and
// lie ahead, and the store lets exactly one booking of it through (slot-store.ts). Spam gets the
// answer a booking gets and takes nothing. Cancelling (by the visitor's signed link or by staff)
// deletes the booking, which frees the slot.
import {
  demoBookingErrors,
  demoSlotsErrors,
  normaliseDemoBooking,
  type DemoBooking,
  type DemoSlot,
  type DemoSlotEntry,
  type Locale,
  type RequestOf,
  type ValidationError,
} from '@poct/schemas';
import { createFormGuard, type FormGuardDeps } from '../form-guard/public-form.ts';
import type { SpamReason } from '../form-guard/spam-check.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { CancelLinks } from './cancel-link.ts';
import { createSlotStore, newBookingUid, type ClaimDoc, type SlotDoc } from './slot-store.ts';

/** Rate-limit buckets: bookings per client address and per email address. */
export const DEMO_BY_IP = 'demo-ip';
export const DEMO_BY_EMAIL = 'demo-email';

/** A booking with what its mails need beyond the staff view: the visitor's time zone. */
export type StoredBooking = DemoBooking & { time_zone?: string };

export type BookingOutcome =
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'spam'; reason: SpamReason }
  /** The slot does not exist (any more) or has begun. */
  | { kind: 'gone' }
  /** Another booking holds it. */
  | { kind: 'taken' }
  | { kind: 'booked'; booking: StoredBooking };

export interface DemoBookingDeps extends FormGuardDeps {
  store: StoreClient;
  cancelLinks: CancelLinks;
  now?: () => Date;
}

const slotOf = (doc: SlotDoc): DemoSlot => ({ id: doc._id, start: doc.start, end: doc.end });

function bookingOf(claim: ClaimDoc & { kind: 'booking' }): StoredBooking {
  const { _id, _rev: _r, kind: _k, ...fields } = claim;
  return { slot_id: _id, ...fields };
}

const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);

export function createDemoBookings(deps: DemoBookingDeps) {
  const now = deps.now ?? (() => new Date());
  const slots = createSlotStore(deps.store);
  // The contact form's limits and time trap, counted in buckets of their own.
  const guard = createFormGuard(deps, {
    buckets: { perIp: DEMO_BY_IP, perEmail: DEMO_BY_EMAIL },
    errors: demoBookingErrors,
    normalise: normaliseDemoBooking,
  });

  return {
    /** Slots ahead that nobody holds, earliest first: all the public page may know. */
    async freeSlots(): Promise<DemoSlot[]> {
      const [all, claims] = await Promise.all([slots.slots(), slots.claims()]);
      const held = new Set(claims.map((claim) => claim._id));
      const at = now().toISOString();
      return all
        .filter((slot) => slot.start > at && !held.has(slot._id))
        .map(slotOf)
        .sort(byStart);
    },

    async book(body: unknown, caller: { ip: string; locale: Locale }): Promise<BookingOutcome> {
      const guarded = await guard(body, caller.ip);
      if (guarded.kind !== 'passed') return guarded;
      const { input } = guarded;

      const slot = await slots.slot(input.slot_id);
      if (!slot || slot.start <= now().toISOString()) return { kind: 'gone' };
      const { slot_id, privacy_consent: _consent, ...visitor } = input;
      const booking: StoredBooking = {
        slot_id,
        ...visitor,
        uid: newBookingUid(),
        start: slot.start,
        end: slot.end,
        locale: caller.locale,
        created_at: now().toISOString(),
      };
      const { slot_id: _id, ...stored } = booking;
      const claimed = await slots.book(slot_id, stored);
      if (claimed.ok) return { kind: 'booked', booking };
      return claimed.holder?.kind === 'withdrawn' ? { kind: 'gone' } : { kind: 'taken' };
    },

    /**
     * Cancels the booking a signed link names; undefined when the link names none (any more) or
     * the demo has begun (staff can still cancel it).
     */
    async cancelByLink(token: unknown): Promise<StoredBooking | undefined> {
      const named = await deps.cancelLinks.check(token);
      if (!named) return undefined;
      const claim = await slots.cancel(named.slotId, named.uid, now().toISOString());
      return claim?.kind === 'booking' ? bookingOf(claim) : undefined;
    },

    /** Staff cancel the booking of a slot; undefined when there is none. */
    async cancelBySlot(slotId: string): Promise<StoredBooking | undefined> {
      const claim = await slots.claim(slotId);
      if (claim?.kind !== 'booking') return undefined;
      const cancelled = await slots.cancel(slotId, claim.uid);
      return cancelled?.kind === 'booking' ? bookingOf(cancelled) : undefined;
    },

    /** Every slot from today on with its booking, for staff. */
    async staffView(): Promise<DemoSlotEntry[]> {
      const [all, claims] = await Promise.all([slots.slots(), slots.claims()]);
      const bookings = new Map(
        claims.flatMap((claim) => (claim.kind === 'booking' ? [[claim._id, bookingOf(claim)] as const] : [])),
      );
      const today = new Date(now());
      today.setUTCHours(0, 0, 0, 0);
      return all
        .filter((slot) => slot.end > today.toISOString())
        .map((slot) => {
          const booking = bookings.get(slot._id);
          return { ...slotOf(slot), created_at: slot.created_at, ...(booking ? { booking } : {}) };
        })
        .sort(byStart);
    },

    async createSlots(body: unknown, by: string) {
      const errors = demoSlotsErrors(body, now());
      if (errors.length > 0) return { kind: 'invalid' as const, errors };
      const { starts, duration_minutes } = body as RequestOf<'demo-slots'>;
      const unique = [...new Set(starts.map((start) => Date.parse(start)))].map((ms) => new Date(ms));
      return { kind: 'created' as const, ...(await slots.create(unique, duration_minutes, by, now())) };
    },

    removeSlot: (id: string) => slots.remove(id),
  };
}

export type DemoBookings = ReturnType<typeof createDemoBookings>;

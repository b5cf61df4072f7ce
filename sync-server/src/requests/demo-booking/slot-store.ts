// Slots and bookings in the store. A slot is a document of `demo_slots` whose id is derived from
// its start (`slot-20261201T0900Z`). A booking is a document of `demo_bookings` whose id is the
// slot's id: the store refuses a second document with that id (409, CouchDB's revision rules),
// so of any number of simultaneous bookings exactly one is written, with no read before the
// write that two requests could both pass. Cancelling deletes the booking (a tombstone without
// the visitor's details), which frees the id; booking again extends the tombstone, with its
// `_rev`, so that too succeeds once. Deleting a free slot first writes a `withdrawn` claim under
// the same id, so a booking racing the delete loses to it instead of landing on a deleted slot.
// Slots never overlap (one person gives the demos): new slots are checked against the stored ones
// and written under the store lock `demo-schedule` (store/store-lock.ts), so two staff opening
// series at the same moment cannot both pass the check.
import crypto from 'node:crypto';
import { demoSlotId, type DemoBooking, type DemoSlot } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { withStoreLock } from '../../platform/store/store-lock.ts';
import { createDocument } from '../../platform/store/update-document.ts';

export const SLOTS_DB = 'demo_slots';
export const BOOKINGS_DB = 'demo_bookings';

export interface SlotDoc extends CouchDoc, Omit<DemoSlot, 'id'> {
  created_at: string;
  created_by: string;
}

type BookingFields = Omit<DemoBooking, 'slot_id'>;
export type ClaimDoc = CouchDoc &
  (({ kind: 'booking'; time_zone?: string } & BookingFields) | { kind: 'withdrawn' });

export type ClaimResult = { ok: true; rev: string } | { ok: false; holder: ClaimDoc | undefined };

const enc = encodeURIComponent;

/** The live document under `id`, or its tombstone's rev when it was deleted. */
async function currentOf(store: StoreClient, db: string, id: string) {
  const answer = await store.json<{
    rows: Array<{ value?: { rev: string; deleted?: boolean }; doc?: CouchDoc | null }>;
  }>(`${enc(db)}/_all_docs?include_docs=true`, { method: 'POST', body: { keys: [id] } });
  const row = answer.rows[0];
  if (!row?.value) return { kind: 'none' as const };
  if (row.value.deleted) return { kind: 'deleted' as const, rev: row.value.rev };
  return { kind: 'live' as const, doc: row.doc as CouchDoc };
}

/**
 * Writes `doc` under its id unless a live document holds it. A never-used id is a plain create;
 * a deleted one is extended with its tombstone's `_rev`. Either way the store lets one writer win.
 */
async function createOnce(store: StoreClient, db: string, doc: CouchDoc): Promise<ClaimResult> {
  const first = await createDocument(store, db, doc);
  if (first.created) return { ok: true, rev: first.rev };
  const current = await currentOf(store, db, doc._id);
  if (current.kind === 'live') return { ok: false, holder: current.doc as ClaimDoc };
  if (current.kind === 'none') return { ok: false, holder: undefined };
  const second = await createDocument(store, db, doc, current.rev);
  if (second.created) return { ok: true, rev: second.rev };
  const after = await currentOf(store, db, doc._id);
  return { ok: false, holder: after.kind === 'live' ? (after.doc as ClaimDoc) : undefined };
}

/** Deletes a document, keeping nothing of it in the tombstone. False when it changed meanwhile. */
async function deleteAt(store: StoreClient, db: string, id: string, rev: string): Promise<boolean> {
  return (await createDocument(store, db, { _id: id, _deleted: true }, rev)).created;
}

const live = <T extends CouchDoc>(docs: T[]) =>
  docs.filter((doc) => !doc._id.startsWith('_') && !doc._deleted);

export const SCHEDULE_LOCK = 'demo-schedule';

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export function createSlotStore(store: StoreClient) {
  return {
    async slot(id: string): Promise<SlotDoc | undefined> {
      const doc = await store.get<SlotDoc>(SLOTS_DB, id);
      return doc && !doc._deleted ? doc : undefined;
    },

    async slots(): Promise<SlotDoc[]> {
      return live(await store.allDocs<SlotDoc>(SLOTS_DB));
    },

    async claims(): Promise<ClaimDoc[]> {
      return live(await store.allDocs<ClaimDoc>(BOOKINGS_DB));
    },

    async claim(id: string): Promise<ClaimDoc | undefined> {
      const doc = await store.get<ClaimDoc>(BOOKINGS_DB, id);
      return doc && !doc._deleted ? doc : undefined;
    },

    /** Books the slot `id`: true for the one request the store let through. */
    book(id: string, booking: BookingFields & { time_zone?: string }): Promise<ClaimResult> {
      return createOnce(store, BOOKINGS_DB, { _id: id, kind: 'booking', ...booking });
    },

    /**
     * Cancels the booking of `id` if it is still the one with `uid` (and, with `startsAfter`, has
     * not begun by then); undefined when it is not (any more).
     */
    async cancel(id: string, uid: string, startsAfter?: string): Promise<ClaimDoc | undefined> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const claim = await this.claim(id);
        if (!claim || claim.kind !== 'booking' || claim.uid !== uid) return undefined;
        if (startsAfter !== undefined && claim.start <= startsAfter) return undefined;
        if (await deleteAt(store, BOOKINGS_DB, id, claim._rev!)) return claim;
      }
      return undefined;
    },

    /**
     * New slots of `minutes` at `starts`; a start whose slot would overlap a stored slot, or one
     * made earlier in this call, is skipped. A slot made again after it was deleted loses its old
     * `withdrawn` claim, so it can be booked.
     */
    async create(starts: Date[], minutes: number, by: string, now: Date) {
      const created: string[] = [];
      const skipped: string[] = [];
      await withStoreLock(store, SCHEDULE_LOCK, async () => {
        const taken = (await this.slots()).map((slot) => ({
          start: Date.parse(slot.start),
          end: Date.parse(slot.end),
        }));
        for (const start of starts) {
          const id = demoSlotId(start);
          const span = { start: start.getTime(), end: start.getTime() + minutes * 60_000 };
          if (taken.some((slot) => overlaps(slot, span))) {
            skipped.push(id);
            continue;
          }
          const doc: SlotDoc = {
            _id: id,
            start: new Date(span.start).toISOString(),
            end: new Date(span.end).toISOString(),
            created_at: now.toISOString(),
            created_by: by,
          };
          const result = await createOnce(store, SLOTS_DB, doc);
          if (!result.ok) {
            skipped.push(id);
            continue;
          }
          taken.push(span);
          const claim = await this.claim(id);
          if (claim?.kind === 'withdrawn') await deleteAt(store, BOOKINGS_DB, id, claim._rev!);
          created.push(id);
        }
      });
      return { created, skipped };
    },

    /** Deletes a free slot: 'booked' when a booking holds it, 'missing' when there is none. */
    async remove(id: string): Promise<'deleted' | 'booked' | 'missing'> {
      const slot = await this.slot(id);
      if (!slot) return 'missing';
      const claim = await createOnce(store, BOOKINGS_DB, { _id: id, kind: 'withdrawn' });
      if (!claim.ok && claim.holder?.kind === 'booking') return 'booked';
      return (await deleteAt(store, SLOTS_DB, id, slot._rev!)) ? 'deleted' : 'missing';
    },
  };
}

export type SlotStore = ReturnType<typeof createSlotStore>;

/** A new booking's calendar UID: random, so it names this booking and no later one of the slot. */
export function newBookingUid(): string {
  return `${crypto.randomBytes(16).toString('hex')}@poct-atlas`;
}

// What the requests area holds of one person, for "Download my data" and the erasure of a closed
// account: their quote requests (by account), and the demo bookings and contact messages sent
// with their account's email address (both forms are open to guests, so they carry no account).
import type { CouchDoc, StoreClient } from '../platform/store/couch-client.ts';
import { updateDocument } from '../platform/store/update-document.ts';
import { CONTACT_DB } from './contact/contact-service.ts';
import { BOOKINGS_DB } from './demo-booking/slot-store.ts';
import { QUOTATIONS_DB } from './quotations/quotations.ts';

export interface Requester {
  userId: string;
  email: string;
}

type Record = { [field: string]: unknown };

const sameEmail = (value: unknown, email: string): boolean =>
  typeof value === 'string' && value.trim().toLowerCase() === email.trim().toLowerCase();

/** Each database of the area and which of its documents are the requester's. */
const HOLDINGS = {
  quotations: { db: QUOTATIONS_DB, theirs: (doc: CouchDoc, who: Requester) => doc.user_id === who.userId },
  demo_bookings: {
    db: BOOKINGS_DB,
    theirs: (doc: CouchDoc, who: Requester) => doc.kind === 'booking' && sameEmail(doc.email, who.email),
  },
  contact_messages: {
    db: CONTACT_DB,
    theirs: (doc: CouchDoc, who: Requester) => sameEmail(doc.email, who.email),
  },
} as const;

export type RequesterHolding = keyof typeof HOLDINGS;

async function docsOf(store: StoreClient, holding: RequesterHolding, who: Requester): Promise<CouchDoc[]> {
  const { db, theirs } = HOLDINGS[holding];
  const docs = await store.allDocs<CouchDoc>(db);
  return docs.filter((doc) => !doc._id.startsWith('_') && !doc._deleted && theirs(doc, who));
}

/** The requester's documents of one holding, without store fields. */
export async function requesterData(
  store: StoreClient,
  holding: RequesterHolding,
  who: Requester,
): Promise<Record[]> {
  return (await docsOf(store, holding, who)).map(({ _id, _rev: _r, ...fields }) => ({ id: _id, ...fields }));
}

/** Deletes every document of the requester in the area (none of them has to be kept). */
export async function eraseRequester(store: StoreClient, who: Requester): Promise<void> {
  for (const holding of Object.keys(HOLDINGS) as RequesterHolding[]) {
    const { db, theirs } = HOLDINGS[holding];
    for (const doc of await docsOf(store, holding, who))
      await updateDocument<CouchDoc>(
        store,
        db,
        doc._id,
        (current) =>
          current && !current._deleted && theirs(current, who) ? { _id: doc._id, _deleted: true } : undefined,
        { retries: 9 },
      );
  }
}

// Distinct visitors without personal data. A visitor is the device's own random id (made once in
// its storage, derived from nothing about the person), so many people behind one address (an
// office or hospital NAT) count apart, and one device repeating a search counts once; a device
// that sends none is its address instead. Either is stored only as an HMAC under a secret that
// only the server knows (kept in `server_state`, made once, shared by every server process) with
// the day as a salt that rotates daily: the hash cannot be matched to a device id or address
// without the secret, and the same device hashes differently on another day, so stored visitors
// cannot be linked across days. What one address can add stays bounded by its event allowance
// (RATE_LIMIT_SEARCH_EVENTS); a popular search needs several visitors.
import { createHmac, randomBytes } from 'node:crypto';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createDocument } from '../../platform/store/update-document.ts';

const STATE_DB = 'server_state';
const SECRET_ID = 'statistics-visitor-secret';

/** Who sent a batch: the device's random id when it gave one, else its address. */
export interface VisitorSource {
  ip: string;
  device?: string;
}

export type VisitorHasher = (source: VisitorSource, now?: number) => Promise<string>;

export function createVisitorHasher(store: StoreClient): VisitorHasher {
  let secret: Promise<string> | undefined;

  async function loadSecret(): Promise<string> {
    const stored = await store.get<CouchDoc & { secret?: string }>(STATE_DB, SECRET_ID);
    if (stored?.secret) return stored.secret;
    const made = randomBytes(32).toString('base64url');
    if ((await createDocument(store, STATE_DB, { _id: SECRET_ID, secret: made })).created) return made;
    // Another process made it first: use theirs.
    const theirs = await store.get<CouchDoc & { secret?: string }>(STATE_DB, SECRET_ID);
    if (!theirs?.secret) throw new Error('statistics: the visitor secret is neither ours nor stored');
    return theirs.secret;
  }

  return async ({ ip, device }, now = Date.now()) => {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const day = new Date(now).toISOString().slice(0, 10);
    return createHmac('sha256', await secret)
      .update(device ? `${day}\u0000device\u0000${device}` : `${day}\u0000${ip}`)
      .digest('base64url')
      .slice(0, 22);
  };
}

// Distinct visitors without personal data: a visitor is an HMAC of the client address and the
// day under a secret that only the server knows (kept in `server_state`, made once, shared by
// every server process). The hash cannot be turned back into an address without the secret, and
// the same address hashes differently on another day. A popular search needs several of them.
import { createHmac, randomBytes } from 'node:crypto';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createDocument } from '../../platform/store/update-document.ts';

const STATE_DB = 'server_state';
const SECRET_ID = 'statistics-visitor-secret';

export type VisitorHasher = (ip: string, now?: number) => Promise<string>;

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

  return async (ip, now = Date.now()) => {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const day = new Date(now).toISOString().slice(0, 10);
    return createHmac('sha256', await secret)
      .update(`${day}\u0000${ip}`)
      .digest('base64url')
      .slice(0, 22);
  };
}

// Sessions against the real embedded store: refresh-token rotation, reuse detection (a rotated
// secret presented again revokes the whole session), the race of two refreshes with the same
// secret (exactly one wins, nothing is revoked), expiry and the live-session read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createSessions, parseRefreshToken, type SessionDoc } from './sessions.ts';
import { startTestStore, type TestStore } from './test-support.ts';

let testStore: TestStore;
let store: StoreClient;
let clock = Date.now();
const now = (): number => clock;
const TTL_S = 3600;

beforeAll(async () => {
  testStore = await startTestStore();
  store = testStore.store;
});
afterAll(() => testStore.stop());

const sessions = () => createSessions({ store, ttlS: TTL_S, now });

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('sessions', () => {
  it('When a session starts, then the store keeps only a hash of the refresh secret', async () => {
    const { sid, refreshToken } = await sessions().start('user-1');
    const doc = await store.get<SessionDoc>('sessions', sid);
    const secret = parseRefreshToken(refreshToken)!.secret;
    expect(doc).toMatchObject({ user_id: 'user-1', previous_hashes: [] });
    expect(JSON.stringify(doc)).not.toContain(secret);
    expect(Date.parse(doc!.expires_at) - clock).toBe(TTL_S * 1000);
  });

  it('When a refresh token is used, then a new one is issued and the old one is remembered', async () => {
    const s = sessions();
    const { sid, refreshToken } = await s.start('user-1');
    const first = await s.rotate(refreshToken);
    expect(first).toMatchObject({ sid, userId: 'user-1' });
    expect(first.refreshToken).not.toBe(refreshToken);
    const second = await s.rotate(first.refreshToken);
    const doc = await store.get<SessionDoc>('sessions', sid);
    expect(doc!.previous_hashes).toHaveLength(2);
    expect(await s.liveSession(sid)).toMatchObject({ _id: sid, user_id: 'user-1' });
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it('When a rotated refresh token is used again, then the session is revoked and the newest token is refused too', async () => {
    const s = sessions();
    const { sid, refreshToken: stolen } = await s.start('user-1');
    const { refreshToken: newest } = await s.rotate(stolen);

    expect(await refusal(s.rotate(stolen))).toMatchObject({ status: 409, key: 'error.409.session_expired' });
    expect((await store.get<SessionDoc>('sessions', sid))!.revoked_reason).toBe('reuse');
    expect(await refusal(s.rotate(newest))).toMatchObject({ status: 409, key: 'error.409.session_expired' });
    expect(await s.liveSession(sid)).toBeUndefined();
  });

  it('When two refreshes with the same token race, then exactly one wins and the session stays alive', async () => {
    // Both requests read the session before either writes: the store's revision check decides.
    let waiting: Array<() => void> = [];
    const racingStore: StoreClient = {
      ...store,
      async get(db, id) {
        const doc = await store.get(db, id);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === 2) waiting.forEach((release) => release());
        });
        return doc as never;
      },
    };
    const { sid, refreshToken } = await sessions().start('user-1');
    const racing = createSessions({ store: racingStore, ttlS: TTL_S, now });
    waiting = [];
    const results = await Promise.allSettled([racing.rotate(refreshToken), racing.rotate(refreshToken)]);

    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      key: 'error.409.session_expired',
    });
    const doc = await store.get<SessionDoc>('sessions', sid);
    expect(doc!.revoked_at).toBeUndefined();
    const winner = (won[0] as PromiseFulfilledResult<{ refreshToken: string }>).value;
    expect((await sessions().rotate(winner.refreshToken)).sid).toBe(sid);
  });

  it('When a refresh token is malformed, unknown or carries a secret never issued, then it is invalid (401)', async () => {
    const s = sessions();
    const { sid } = await s.start('user-1');
    const guessed = `${sid}.${'A'.repeat(43)}`;
    for (const token of [undefined, '', 'garbage', `${'0'.repeat(32)}.${'A'.repeat(43)}`, guessed]) {
      expect(await refusal(s.rotate(token))).toMatchObject({ status: 401, key: 'error.invalid_token' });
    }
    expect(await s.liveSession(sid)).toMatchObject({ _id: sid, user_id: 'user-1' });
  });

  it('When a session was not used for longer than its lifetime, then refresh answers 409 and it is no longer active', async () => {
    const s = sessions();
    const { sid, refreshToken } = await s.start('user-1');
    clock += TTL_S * 1000 + 1;
    try {
      expect(await refusal(s.rotate(refreshToken))).toMatchObject({
        status: 409,
        key: 'error.409.session_expired',
      });
      expect(await s.liveSession(sid)).toBeUndefined();
    } finally {
      clock = Date.now();
    }
  });

  it('When another process revokes a session, then this process no longer finds it live', async () => {
    const here = sessions();
    const elsewhere = sessions();
    const { sid } = await here.start('user-1');
    expect(await here.liveSession(sid)).toMatchObject({ user_id: 'user-1' });
    await elsewhere.revoke(sid, 'revoked');
    expect(await here.liveSession(sid)).toBeUndefined();
    expect(await here.liveSession('_design/by-user')).toBeUndefined();
  });

  it('When a session is revoked in this process, then it is no longer live and its refresh token is refused', async () => {
    const s = sessions();
    const { sid, refreshToken } = await s.start('user-1');
    expect(await s.liveSession(sid)).toMatchObject({ _id: sid, user_id: 'user-1' });
    await s.revoke(sid, 'logout');
    expect(await s.liveSession(sid)).toBeUndefined();
    expect(await refusal(s.rotate(refreshToken))).toMatchObject({ status: 409 });
    expect(await s.sessionOf(refreshToken)).toBe(sid);
  });
});

// The search service's lifetime decides whose products a page may see: one worker per user and
// collections, ended with the sync engine (before the controller wipes the device), and after an
// engine has stopped in the tab, no answer from the cold-start record alone.
import { describe, expect, it } from 'vitest';
import { databaseMayOpen } from '../../db/storage/database-open-gate.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import type { SearchClient } from './search-client.ts';
import { EMPTY_FILTER } from './facets/filter-state.ts';
import { releaseColdSearchService, searchServiceFor, startFromSavedSession } from './search-service.ts';
import { LOCAL_DATA_MARKER } from '../../db/storage/wipe-local-data.ts';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { makeUser } from '../../test/fake-server.ts';
import { searchOwnerOf } from './search-owner.ts';

function fakeClient() {
  const log: string[] = [];
  const client = {
    open: async (owner: { userId: string }) => void log.push(`open ${owner.userId}`),
    replace: async () => {},
    upsert: async () => {},
    remove: async () => {},
    setMasterdata: async () => {},
    setRatings: async () => {},
    setCaughtUp: async (caughtUp: boolean) => void log.push(`caught-up ${caughtUp}`),
    query: async () => {
      throw new Error('not asked here');
    },
    onChange: () => () => {},
    terminate: () => void log.push('terminate'),
  } as unknown as SearchClient;
  return { client, log };
}

function fakeEngine() {
  const stops: Array<() => void> = [];
  const statusListeners = new Set<() => void>();
  const holds = new Set<() => Promise<void>>();
  let phase = 'first-sync';
  const engine = {
    local: { collection: () => undefined },
    getStatus: () => ({ phase }),
    subscribe: (listener: () => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onStop: (listener: () => void) => stops.push(listener),
    holdSynced: (ready: () => Promise<void>) => {
      holds.add(ready);
      return () => holds.delete(ready);
    },
  } as unknown as SyncEngine;
  return {
    engine,
    holds,
    setPhase(next: string) {
      phase = next;
      for (const listener of statusListeners) listener();
    },
    stop: () => stops.forEach((listener) => listener()),
  };
}

const owner = (userId: string) => ({ userId, scope: 'catalogue,masterdata' });

// First: once an engine has stopped in this module's tab, no cold service is made any more.
/** Whether the local database may open within a few turns (well under the gate's cap). */
async function mayOpenSoon(): Promise<boolean> {
  return Promise.race([
    databaseMayOpen().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 100)),
  ]);
}

describe('a cold start and the local database', () => {
  it('holds the opening until the first answer from the record has been painted', async () => {
    const { client } = fakeClient();
    let announce: (change: { size: number; masterdata: null }) => void = () => {};
    let answer: (value: unknown) => void = () => {};
    Object.assign(client, {
      onChange: (listener: typeof announce) => ((announce = listener), () => {}),
      open: async () => announce({ size: 3, masterdata: null }),
      query: () => new Promise((resolve) => (answer = resolve)),
    });
    const service = searchServiceFor(owner('cold'), null, () => client)!;
    expect(service.ready()).toBe(true);
    const asked = service.query({ query: 'crp', filter: EMPTY_FILTER, limit: 20 });
    expect(await mayOpenSoon()).toBe(false);
    answer({ query: 'crp', cards: [], total: 0, counts: {}, tookMs: 1 });
    await asked;
    expect(await mayOpenSoon()).toBe(true);
    releaseColdSearchService();
  });

  it('holds it only for the search page: a service made without the hold opens at once, until the page asks', async () => {
    const { client } = fakeClient();
    Object.assign(client, {
      onChange: (listener: (change: { size: number; masterdata: null }) => void) => (
        (client.open = async () => listener({ size: 3, masterdata: null })),
        () => {}
      ),
      query: () => new Promise(() => {}),
    });
    const service = searchServiceFor(owner('kept'), null, () => client, { holdOpening: false })!;
    await Promise.resolve();
    expect(service.ready()).toBe(true);
    expect(await mayOpenSoon()).toBe(true);
    searchServiceFor(owner('kept'), null, () => fakeClient().client);
    expect(await mayOpenSoon()).toBe(false);
    releaseColdSearchService();
    expect(await mayOpenSoon()).toBe(true);
  });

  it('does not hold it when the device has no usable record', async () => {
    const { client } = fakeClient();
    searchServiceFor(owner('empty'), null, () => client);
    expect(await mayOpenSoon()).toBe(true);
    releaseColdSearchService();
  });
});

describe('a cold start at the search page (start-early.ts)', () => {
  const storageWith = (user: ReturnType<typeof makeUser> | null, marker: boolean): Storage => {
    const storage = new Map<string, string>();
    if (user) {
      storage.set(TOKEN_KEY, 'token');
      storage.set(USER_KEY, JSON.stringify(user));
      storage.set(EXPIRY_KEY, String(Date.now() + 600_000));
    }
    if (marker) storage.set(LOCAL_DATA_MARKER, 'true');
    return {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as Storage;
  };
  const premium = makeUser({ id: 'early', premium: true });

  it("starts the saved user's service before the page, which then takes it, and holds the opening", async () => {
    const early = fakeClient();
    let announce: (change: { size: number; masterdata: null }) => void = () => {};
    Object.assign(early.client, {
      onChange: (listener: typeof announce) => ((announce = listener), () => {}),
      open: async (owner: { userId: string }) => (
        early.log.push(`open ${owner.userId}`),
        announce({ size: 3, masterdata: null })
      ),
    });
    startFromSavedSession(storageWith(premium, true), () => early.client);
    expect(early.log).toEqual(['open early']);
    expect(await mayOpenSoon()).toBe(false);
    const later = fakeClient();
    const service = searchServiceFor(searchOwnerOf(premium)!, null, () => later.client);
    expect(later.log).toEqual([]);
    expect(service).not.toBeNull();
    releaseColdSearchService();
    expect(early.log).toEqual(['open early', 'terminate']);
  });

  it('starts nothing on a device without data, without a session, or for a user without the catalogue', () => {
    const made: string[] = [];
    const factory = () => (made.push('client'), fakeClient().client);
    startFromSavedSession(storageWith(premium, false), factory);
    startFromSavedSession(storageWith(null, true), factory);
    startFromSavedSession(storageWith(makeUser({ id: 'free' }), true), factory);
    expect(made).toEqual([]);
  });
});

describe('searchServiceFor', () => {
  it('keeps one worker per user and collections, and ends it when another user comes', () => {
    const first = fakeClient();
    const second = fakeClient();
    const a = searchServiceFor(owner('a'), null, () => first.client);
    expect(searchServiceFor(owner('a'), null, () => second.client)).toBe(a);
    expect(first.log).toEqual(['open a']);
    searchServiceFor(owner('b'), null, () => second.client);
    expect(first.log).toEqual(['open a', 'terminate']);
    expect(second.log).toEqual(['open b']);
    releaseColdSearchService();
    expect(second.log).toEqual(['open b', 'terminate']);
  });

  it('lets the record be written only once the sync caught up, and ends with the engine for good', () => {
    const { client, log } = fakeClient();
    const engine = fakeEngine();
    expect(searchServiceFor(owner('c'), engine.engine, () => client)).not.toBeNull();
    // "Synced" waits for the feed to have brought the index up to date (search-feed.ts idle()).
    expect(engine.holds.size).toBe(1);
    engine.setPhase('synced');
    expect(log).toEqual(['open c', 'caught-up true']);
    engine.stop();
    expect(log.at(-1)).toBe('terminate');
    expect(engine.holds.size).toBe(0);
    // The controller wipes next; the record must not answer in this tab any more.
    expect(searchServiceFor(owner('c'), null, () => fakeClient().client)).toBeNull();
  });
});

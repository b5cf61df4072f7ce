// The change notifier (sync-server/src/replication/gateway/change-notifier.ts) against the real embedded
// store: a burst of writes is told as a few events, not one per document (each event makes every
// connected device ask `_changes` again), and a write after the burst is still told.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangeNotifier, type ChangeNotifier } from '../gateway/change-notifier.ts';
import { createStoreClient, type StoreClient } from '../../platform/store/couch-client.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { eventually } from '../../../test/support/spawn-server.ts';

const DB = 'catalogue';
let storeProcess: EmbeddedStore;
let store: StoreClient;
let notifier: ChangeNotifier;
const events: Array<{ db: string; at: number }> = [];

beforeAll(async () => {
  storeProcess = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-notifier-')), 0);
  store = createStoreClient(storeProcess.url, storeProcess.authorization);
  await store.ensureDatabase(DB);
  await store.put(DB, { _id: 'before' });
  notifier = startChangeNotifier(store, [DB]);
  notifier.subscribe((db) => events.push({ db, at: performance.now() }));
  // The notifier follows from "now": one write it must see tells that it is listening.
  let probe = 0;
  await eventually(async () => {
    await store.put(DB, { _id: `ready-${probe++}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return events.length > 0;
  }, 'the notifier to report a write');
});
afterAll(async () => {
  notifier?.stop();
  await storeProcess?.stop();
});

describe('the change notifier', () => {
  it('tells a burst of 2,000 writes as a few events, and a later single write once more', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    events.length = 0;
    const started = performance.now();
    for (let part = 0; part < 20; part++)
      await store.bulkDocs(
        DB,
        Array.from({ length: 100 }, (_, index) => ({ _id: `burst-${part}-${index}`, part })),
      );
    const written = performance.now();
    // The last report comes at most one window after the last change was seen.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const burstEvents = events.length;
    const windows = Math.ceil((written - started + 1_500) / 250) + 1;
    expect(burstEvents).toBeGreaterThan(0);
    // One per document (2,000) before the fix; at most one per 250 ms window now.
    expect(burstEvents).toBeLessThanOrEqual(windows);
    expect(events.every((event) => event.db === DB)).toBe(true);

    await store.put(DB, { _id: 'after-the-burst' });
    await eventually(async () => events.length === burstEvents + 1, 'a report of the write after the burst');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.length).toBe(burstEvents + 1);
  });
});

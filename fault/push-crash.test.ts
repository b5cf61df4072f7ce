// Crash during pushes (fault/support/push-crash-scenario.ts): the server is SIGKILLed while two
// staff devices push edits, once before the store has a batch and once after the store has
// written it but before the server has answered. After a restart every write the server
// acknowledged is in the store, the devices re-send the rest and end in sync, and no document is
// ever half-applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCouch, sameContent } from '../web/src/db/replication/couch-documents.ts';
import {
  PER_DEVICE,
  runPushCrash,
  startPushCrashStack,
  type KillMoment,
  type PushCrashStack,
} from './support/push-crash-scenario.ts';

let stack: PushCrashStack;

beforeAll(async () => {
  stack = await startPushCrashStack();
});
afterAll(async () => {
  await stack?.stop();
});

const moments: Array<[string, KillMoment, number]> = [
  ['before the store has the batch', 'request', 0],
  ['after the store has written the batch, before the server answers', 'answer', 1],
];

describe.each(moments)('a server killed during pushes, %s', (_name, moment, slot) => {
  it('keeps every acknowledged write, takes the re-sent rest and half-applies nothing', async () => {
    const outcome = await runPushCrash(stack, moment, slot);
    const { originals, expected, atCrash, acked, stored } = outcome;

    // Killed in the middle: some writes were acknowledged, not all.
    expect(acked.length).toBeGreaterThan(0);
    expect(acked.length).toBeLessThan(expected.size);
    // While the server was down, every acknowledged write was stored, and every document was
    // at its old version or its new one, never a mix.
    for (const [id, rev] of acked) expect(atCrash.get(id)?._rev, id).toBe(rev);
    for (const [id, doc] of atCrash) {
      const now = fromCouch(doc);
      const whole =
        sameContent(now, fromCouch(originals.get(id)!)) || sameContent(now, fromCouch(expected.get(id)!));
      expect(whole, id).toBe(true);
    }

    // After the restart: every edit is stored exactly as made, acknowledged ones untouched
    // since, and each device holds what the server holds.
    for (const [id, doc] of expected)
      expect(sameContent(fromCouch(stored.get(id)!), fromCouch(doc)), id).toBe(true);
    for (const [id, rev] of acked) expect(stored.get(id)?._rev, id).toBe(rev);
    expect(outcome.rejected).toEqual([]);
    for (const device of outcome.devices) {
      expect(device.local.size).toBe(PER_DEVICE);
      for (const [id, doc] of device.local)
        expect(sameContent(doc, fromCouch(stored.get(id)!)), id).toBe(true);
    }
  });
});

// Crash during pushes, the bookkeeping (fault/support/push-crash-scenario.ts): a write the store
// took but whose answer the device never heard is re-sent after the restart; that must not turn
// into a conflict the editor has to resolve (the server holds exactly the device's version), and
// the audit holds exactly one entry per stored write, with the version it replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCouch, sameContent } from '../web/src/db/replication/couch-documents.ts';
import {
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
  it('records no conflict for a re-sent write and audits each stored write exactly once', async () => {
    const outcome = await runPushCrash(stack, moment, slot);
    for (const device of outcome.devices) {
      expect.soft(device.conflicts.map((conflict) => conflict.doc_id)).toEqual([]);
    }
    const perDocument = new Map<string, number>();
    for (const entry of outcome.audit)
      perDocument.set(entry.doc_id, (perDocument.get(entry.doc_id) ?? 0) + 1);
    const missing = [...outcome.expected.keys()].filter((id) => !perDocument.has(id));
    const repeated = [...perDocument].filter(([, count]) => count > 1).map(([id]) => id);
    expect.soft({ missing: missing.length, repeated: repeated.length }).toEqual({ missing: 0, repeated: 0 });
    for (const entry of outcome.audit) {
      expect(entry.rev).toBe(outcome.stored.get(entry.doc_id)!._rev);
      expect(sameContent(fromCouch(entry.previous!), fromCouch(outcome.originals.get(entry.doc_id)!))).toBe(
        true,
      );
    }
  });
});

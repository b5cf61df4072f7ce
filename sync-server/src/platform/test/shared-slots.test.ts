// Slots held at once, counted in the store for every process (rate-limit/shared-slots.ts),
// against the real embedded store: two "processes" (two instances on one store) never hold
// more than the limit together, also when they take at the same moment; a slot given back on
// one can be taken on the other once the claim is written down; and the slots of a process
// that died without giving them back count no longer once its lease has run out; a burst of
// takes on one process costs one store write, not one each.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedSlots, type SharedSlots } from '../rate-limit/shared-slots.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { eventually } from '../../../test/support/spawn-server.ts';

let server: TestServer;
const opened: SharedSlots[] = [];
let made = 0;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 0 });
});
afterAll(async () => {
  for (const slots of opened) await slots.close();
  await server?.close();
});

function slots(options: { leaseMs?: number; now?: () => number } = {}): SharedSlots {
  const made = createSharedSlots({ store: server.store, leaseMs: 60_000, giveBackMs: 50, ...options });
  opened.push(made);
  return made;
}
const key = () => `user-${process.pid}-${++made}`;

describe('shared slots', () => {
  it('When two processes take twenty slots of one key at once, then the limit of five is taken in all', async () => {
    const [one, two] = [slots(), slots()];
    const user = key();
    const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).take(user, 5)));
    expect(taken.filter(Boolean)).toHaveLength(5);
  });

  it('When one process takes ten slots of one key at once, then the store is written for them together, not ten times', async () => {
    const one = slots();
    const user = key();
    const taken = await Promise.all(Array.from({ length: 10 }, () => one.take(user, 100)));
    expect(taken.every(Boolean)).toBe(true);
    const id = `held:${crypto.createHash('sha256').update(user).digest('base64url')}`;
    const doc = await server.store.get<{
      _id: string;
      _rev?: string;
      holders: Record<string, { count: number }>;
    }>('rate_limits', id);
    expect(Object.values(doc!.holders).map((holding) => holding.count)).toEqual([10]);
    // One write claims the first take; the nine that queued behind it are claimed by a second at most.
    expect(Number(doc!._rev!.split('-')[0])).toBeLessThanOrEqual(2);
  });

  it('When one process gives a slot back, then the other may take it once the claim is written down', async () => {
    const [one, two] = [slots(), slots()];
    const user = key();
    expect(await one.take(user, 1)).toBe(true);
    expect(await two.take(user, 1)).toBe(false);
    one.give(user);
    await eventually(() => two.take(user, 1), 'the slot is free on the other process');
    expect(await one.take(user, 1)).toBe(false);
  });

  it('When a process dies holding slots, then they count until its lease has run out and no longer after', async () => {
    const diedAt = Date.now();
    let clock = diedAt;
    const user = key();
    // The dead one: it took two, and every write of it says the moment it died (its heartbeat
    // "until" never moves past diedAt + lease, as a killed process writes nothing after).
    const dead = createSharedSlots({ store: server.store, leaseMs: 1000, now: () => diedAt });
    expect(await dead.take(user, 2)).toBe(true);
    expect(await dead.take(user, 2)).toBe(true);
    const alive = slots({ leaseMs: 1000, now: () => clock });
    expect(await alive.take(user, 2)).toBe(false);
    clock += 5000;
    await eventually(() => alive.take(user, 2), 'the dead process no longer counts');
  });
});

// The local database opens at once unless a cold start holds it, and never later than the cap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseMayOpen, EXPECT_MS, holdDatabaseOpening, MAX_HOLD_MS } from './database-open-gate.ts';
import { LOCAL_DATA_MARKER } from './wipe-local-data.ts';

/** Whether `promise` has settled after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('database opening gate', () => {
  afterEach(() => vi.useRealTimers());

  it('lets the database open at once when nothing holds it', async () => {
    vi.useFakeTimers();
    expect(await settled(databaseMayOpen())).toBe(true);
  });

  it('holds the opening until the hold is released, then lets it open', async () => {
    vi.useFakeTimers();
    let release = (): void => {};
    holdDatabaseOpening(new Promise<void>((resolve) => (release = resolve)));
    const mayOpen = databaseMayOpen();
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 10);
    expect(await settled(mayOpen)).toBe(false);
    release();
    expect(await settled(mayOpen)).toBe(true);
    expect(await settled(databaseMayOpen())).toBe(true);
  });

  it('never holds longer than the cap, nor after the hold failed', async () => {
    vi.useFakeTimers();
    holdDatabaseOpening(new Promise(() => {}));
    const mayOpen = databaseMayOpen();
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 1);
    expect(await settled(mayOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(mayOpen)).toBe(true);
    holdDatabaseOpening(Promise.reject(new Error('no record')));
    expect(await settled(databaseMayOpen())).toBe(true);
  });

  it('on a search address of a device with data, waits briefly for the search page to hold it', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/en/search?q=CRP');
    localStorage.setItem(LOCAL_DATA_MARKER, 'true');
    try {
      const mayOpen = databaseMayOpen();
      await vi.advanceTimersByTimeAsync(EXPECT_MS - 100);
      expect(await settled(mayOpen)).toBe(false);
      let release = (): void => {};
      holdDatabaseOpening(new Promise<void>((resolve) => (release = resolve)));
      await vi.advanceTimersByTimeAsync(200);
      expect(await settled(mayOpen)).toBe(false);
      release();
      expect(await settled(mayOpen)).toBe(true);
      // No page made a hold: the wait ends by itself.
      const alone = databaseMayOpen();
      await vi.advanceTimersByTimeAsync(EXPECT_MS);
      expect(await settled(alone)).toBe(true);
    } finally {
      localStorage.removeItem(LOCAL_DATA_MARKER);
      history.replaceState(null, '', '/');
    }
  });
});

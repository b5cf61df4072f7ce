// The local database opens at once unless a cold start holds it, and never later than the cap.
// Two pages paint from a kept record and hold it: the search page and the workspace lists.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPECT_MS, KEPT_RECORD_PAGES_KEY, MAX_HOLD_MS } from './database-open-gate.ts';
import type * as Gate from './database-open-gate.ts';
import { LOCAL_DATA_MARKER, wipeLocalData } from './wipe-local-data.ts';

/** Whether `promise` has settled after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** The gate as a fresh page load has it (its state is per page load). */
let gate: typeof Gate;

describe('database opening gate', () => {
  beforeEach(async () => {
    vi.resetModules();
    gate = await import('./database-open-gate.ts');
  });
  afterEach(() => vi.useRealTimers());

  it('lets the database open at once when nothing holds it', async () => {
    vi.useFakeTimers();
    expect(await settled(gate.databaseMayOpen())).toBe(true);
  });

  it('holds the opening until the hold is released, then lets it open', async () => {
    vi.useFakeTimers();
    let release = (): void => {};
    gate.holdDatabaseOpening(new Promise<void>((resolve) => (release = resolve)));
    const mayOpen = gate.databaseMayOpen();
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 10);
    expect(await settled(mayOpen)).toBe(false);
    release();
    expect(await settled(mayOpen)).toBe(true);
    expect(await settled(gate.databaseMayOpen())).toBe(true);
  });

  it('never holds longer than the cap, nor after the hold failed', async () => {
    vi.useFakeTimers();
    gate.holdDatabaseOpening(new Promise(() => {}));
    const mayOpen = gate.databaseMayOpen();
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 1);
    expect(await settled(mayOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(mayOpen)).toBe(true);
    gate.holdDatabaseOpening(Promise.reject(new Error('no record')));
    expect(await settled(gate.databaseMayOpen())).toBe(true);
  });

  it('on a search address of a device with data, waits briefly for the search page to hold it', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/en/search?q=CRP');
    localStorage.setItem(LOCAL_DATA_MARKER, 'true');
    try {
      const mayOpen = gate.databaseMayOpen();
      await vi.advanceTimersByTimeAsync(EXPECT_MS - 100);
      expect(await settled(mayOpen)).toBe(false);
      let release = (): void => {};
      gate.holdDatabaseOpening(new Promise<void>((resolve) => (release = resolve)));
      await vi.advanceTimersByTimeAsync(200);
      expect(await settled(mayOpen)).toBe(false);
      release();
      expect(await settled(mayOpen)).toBe(true);
      // No page made a hold: the wait ends by itself.
      const alone = gate.databaseMayOpen();
      await vi.advanceTimersByTimeAsync(EXPECT_MS);
      expect(await settled(alone)).toBe(true);
    } finally {
      localStorage.removeItem(LOCAL_DATA_MARKER);
      history.replaceState(null, '', '/');
    }
  });

  it('on the address of a list that painted its kept page, in either language, waits for its hold', async () => {
    vi.useFakeTimers();
    gate.notePaintsFromKeptRecord('/en/ds/products');
    history.replaceState(null, '', '/de/ds/products/');
    localStorage.setItem(LOCAL_DATA_MARKER, 'true');
    try {
      const mayOpen = gate.databaseMayOpen();
      await vi.advanceTimersByTimeAsync(EXPECT_MS - 100);
      expect(await settled(mayOpen)).toBe(false);
      let release = (): void => {};
      gate.holdDatabaseOpening(new Promise<void>((resolve) => (release = resolve)));
      await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 10);
      expect(await settled(mayOpen)).toBe(false);
      release();
      expect(await settled(mayOpen)).toBe(true);
    } finally {
      localStorage.removeItem(LOCAL_DATA_MARKER);
      localStorage.removeItem(KEPT_RECORD_PAGES_KEY);
      history.replaceState(null, '', '/');
    }
  });

  it('does not wait on a page that keeps nothing, nor on a device without data', async () => {
    vi.useFakeTimers();
    gate.notePaintsFromKeptRecord('/en/ds/products');
    try {
      localStorage.setItem(LOCAL_DATA_MARKER, 'true');
      for (const address of ['/en/ds/users', '/en/ds/products/p-1', '/en/ds']) {
        history.replaceState(null, '', address);
        expect(await settled(gate.databaseMayOpen())).toBe(true);
      }
      // Signed out (the wipe removed the marker): the addresses alone hold nothing.
      localStorage.removeItem(LOCAL_DATA_MARKER);
      history.replaceState(null, '', '/en/ds/products');
      expect(await settled(gate.databaseMayOpen())).toBe(true);
    } finally {
      localStorage.removeItem(LOCAL_DATA_MARKER);
      localStorage.removeItem(KEPT_RECORD_PAGES_KEY);
      history.replaceState(null, '', '/');
    }
  });

  it('keeps a short list of addresses and survives broken text', () => {
    localStorage.setItem(KEPT_RECORD_PAGES_KEY, '{broken');
    gate.notePaintsFromKeptRecord('/en/ds/links');
    for (let index = 0; index < 30; index++) gate.notePaintsFromKeptRecord(`/en/ds/list-${index}`);
    gate.notePaintsFromKeptRecord('/de/ds/list-29');
    const pages = JSON.parse(localStorage.getItem(KEPT_RECORD_PAGES_KEY)!) as string[];
    expect(pages).toHaveLength(20);
    expect(pages[0]).toBe('/ds/list-29');
    expect(new Set(pages).size).toBe(20);
    localStorage.removeItem(KEPT_RECORD_PAGES_KEY);
  });

  it('forgets the addresses with the rest of the device copy at sign-out', async () => {
    gate.notePaintsFromKeptRecord('/en/ds/products');
    localStorage.setItem(LOCAL_DATA_MARKER, 'true');
    await wipeLocalData(localStorage);
    expect(localStorage.getItem(KEPT_RECORD_PAGES_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_DATA_MARKER)).toBeNull();
  });

  it('does not wait for a hold when the page painted and released one before the controller asked', async () => {
    vi.useFakeTimers();
    gate.notePaintsFromKeptRecord('/en/ds/products');
    history.replaceState(null, '', '/en/ds/products');
    localStorage.setItem(LOCAL_DATA_MARKER, 'true');
    try {
      gate.holdDatabaseOpening(Promise.resolve());
      await vi.advanceTimersByTimeAsync(0);
      expect(await settled(gate.databaseMayOpen())).toBe(true);
    } finally {
      localStorage.removeItem(LOCAL_DATA_MARKER);
      localStorage.removeItem(KEPT_RECORD_PAGES_KEY);
      history.replaceState(null, '', '/');
    }
  });
});

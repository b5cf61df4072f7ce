/// <reference lib="dom" />
// Figure "offline": a cold start without network. The run's premium session (first sync done)
// waits until the service worker controls the page, the network is cut (Playwright's
// setOffline), and the search page is loaded anew with a query in its address: timed from the
// navigation's start to the first result painted (in-page-timer.ts). Everything comes from the
// device: the app from the precache, the first answer from the search worker, which loads the
// user's cold-start record (web/src/features/search/cold-start-record.ts) before the local database opens:
// the record holds the built indexes, so the first answer indexes nothing.
// The machine's load average (1 minute) is kept beside the samples: shared machines vary widely.
import os from 'node:os';
import { firstPaint } from '../lib/in-page-timer.ts';
import type { Figure } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';

const GOAL_MS = 300;

/** In the page: whether the user's cold-start record (web/src/features/search/cold-start-record.ts) exists. */
async function hasColdStartRecord(): Promise<boolean> {
  const names = (await indexedDB.databases())
    .map((db) => db.name ?? '')
    .filter((name) => name.startsWith('poct-search-'));
  if (names.length === 0) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(names[0]!);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('cannot open the cold-start record'));
  });
  try {
    if (!db.objectStoreNames.contains('record')) return false;
    return await new Promise<boolean>((resolve) => {
      const read = db.transaction('record').objectStore('record').getKey('catalogue');
      read.onsuccess = () => resolve(read.result !== undefined);
      read.onerror = () => resolve(false);
    });
  } finally {
    db.close();
  }
}
const QUERY = 'CRP';

export const offlineFigure: Figure = {
  id: 'offline',
  title: 'offline cold start: reload with the network cut to the first search result',
  async run({ quick, app, log }) {
    const out: Measurement[] = [];
    for (const size of quick ? [400] : [400, 40_000]) {
      const { page, context } = await app.premium(size);
      await page.goto('/en/search');
      // The service worker claims no page (web/src/app/pwa.ts, 'prompt'): one installed while
      // this page loaded controls the next navigation, so load the page again until it does.
      await page.evaluate(() => navigator.serviceWorker.ready);
      while (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
        await page.goto('/en/search');
      // A cold start answers from the record the search worker writes once the sync has caught
      // up with the search page open: wait for it, or the figure times a start without one.
      await page.waitForFunction(hasColdStartRecord, undefined, { timeout: 600_000, polling: 500 });
      const times: number[] = [];
      const loads: number[] = [];
      const runs = quick ? 3 : 5;
      log(`offline: ${size.toLocaleString('en-GB')} products, ${runs} cold starts offline`);
      await context.setOffline(true);
      try {
        for (let run = 0; run < runs; run++) {
          // The page before is gone first: while it still opens the local database (seconds at
          // 40,000 products, on the tab's thread) a navigation from it waits, and that wait would
          // be counted in the next start.
          await page.goto('about:blank');
          await page.goto(`/en/search?q=${QUERY}`);
          times.push(await firstPaint(page, 'results'));
          loads.push(Math.round(os.loadavg()[0]! * 10) / 10);
          await page.locator('[data-sync-phase="offline"]').first().waitFor();
        }
      } finally {
        await context.setOffline(false);
      }
      await page.locator('[data-sync-phase="synced"]').first().waitFor({ timeout: 120_000 });
      const summary = summarize(times);
      out.push({
        figure: 'offline',
        label: `${size.toLocaleString('en-GB')} products · offline reload → first result painted ("${QUERY}")`,
        values: { median: summary.median, p95: summary.p95, max: summary.max },
        unit: 'ms',
        goalOf: 'median',
        goal: { op: '<=', value: GOAL_MS },
        detail: { samples: times, loadAverage: loads },
      });
    }
    return out;
  },
};

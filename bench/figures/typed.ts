// Figure "typed": key press to results on screen in the real search page: the built app served
// by the real server, a premium user whose catalogue has synced, queries typed letter by letter
// with Playwright's keyboard (real key events). Each key is timed in the page from the keydown's
// own timestamp (the input event's for ü, which no key of Playwright's keyboard makes) to the frame after the results that answer the new text are in the DOM
// (in-page-timer.ts; the page marks the text its results answer with data-query). The next key
// is pressed once the answer is painted, so each figure is one key's whole path: the router,
// the search worker, the facet filter, the local database read and React's render.
import type { Figure } from '../lib/figure.ts';
import { timeInput } from '../lib/in-page-timer.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';
import { QUERIES } from '../lib/workload.ts';

const GOAL_P95_MS = 50;
const SEARCH_FIELD = 'Product, manufacturer or parameter';

function queries(quick: boolean): string[] {
  return Object.values(QUERIES).flatMap((group) => (quick ? group.slice(0, 2) : group.slice(0, 4)));
}

export const typedFigure: Figure = {
  id: 'typed',
  title: 'typed to painted: key press to results on screen in the real search page',
  async run({ quick, app, log }) {
    const out: Measurement[] = [];
    for (const size of quick ? [400] : [400, 40_000]) {
      const { page } = await app.premium(size);
      await page.goto('/en/search');
      const field = page.getByRole('searchbox', { name: SEARCH_FIELD });
      await field.waitFor();
      const times: number[] = [];
      const typed = queries(quick);
      log(`typed: ${size.toLocaleString('en-GB')} products, ${typed.length} queries letter by letter`);
      for (const query of typed) {
        await field.fill('');
        await page.locator('.search-page__tips').waitFor();
        await field.focus();
        for (const key of query) {
          const ms = await timeInput(
            page,
            { selector: '.search-page__results', answersSearchField: true },
            // A key press for a key on the keyboard; for one that is not (ü) the text input
            // alone, and the timer starts at its input event.
            () => page.keyboard.type(key),
          );
          times.push(ms);
        }
      }
      const summary = summarize(times);
      out.push({
        figure: 'typed',
        label: `${size.toLocaleString('en-GB')} products · key press to results painted`,
        values: { median: summary.median, p95: summary.p95, max: summary.max },
        unit: 'ms',
        ...(size === 40_000 ? { goalOf: 'p95', goal: { op: '<=' as const, value: GOAL_P95_MS } } : {}),
        detail: { keys: summary.n, queries: typed },
      });
    }
    return out;
  },
};

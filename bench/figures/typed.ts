// Figure "typed": key press to results on screen in the real search page: the built app served
// by the real server, a premium user whose catalogue has synced, queries typed letter by letter
// with Playwright's keyboard (real key events). Each key is timed in the page from the keydown's
// own timestamp (the input event's for ü, which no key of Playwright's keyboard makes) to the frame after the results that answer the new text are in the DOM
// (in-page-timer.ts; the page marks the text its results answer with data-query). The next key
// is pressed once the answer is painted, so each figure is one key's whole path: the search
// worker's one answer (text index, facet filter, the page of cards from its memory) and React's
// render; the address follows after a pause. The first key is typed as soon as the
// search page is open after the sync, so the keys after the sync are in the figure: the session's
// header has just read "Synced" and the page is opened in the app (its link, no reload: a reload
// is the offline figure's cold start), as a user opens search after signing in. That first key
// is also reported on its own ("first key after Synced").
import type { Figure } from '../lib/figure.ts';
import { timeInput } from '../lib/in-page-timer.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';
import { QUERIES } from '../lib/workload.ts';

// One frame at 60 Hz for nearly every key, and no key (the first after "Synced" included) over
// three frames.
const GOAL_P95_MS = 16;
const GOAL_MAX_MS = 50;
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
      const link = page.locator('a[href="/en/ds/search"], a[href="/en/search"]').first();
      if (await link.isVisible()) await link.click();
      else await page.goto('/en/search');
      const field = page.getByRole('searchbox', { name: SEARCH_FIELD });
      await field.waitFor();
      const times: number[] = [];
      const samples: Array<[string, number]> = [];
      let lost = 0;
      const typed = queries(quick);
      log(`typed: ${size.toLocaleString('en-GB')} products, ${typed.length} queries letter by letter`);
      let firstKey = Number.NaN;
      for (const query of typed) {
        // The first key goes into the page as it opened, without waiting for anything.
        if (samples.length > 0) {
          await field.fill('');
          await page.locator('.search-page__tips').waitFor();
        }
        await field.focus();
        for (let at = 1; at <= query.length; at++) {
          const expected = query.slice(0, at);
          const ms = await timeInput(
            page,
            { selector: '.search-page__results', answersSearchField: true, timeoutMs: 60_000 },
            // A key press for a key on the keyboard; for one that is not (ü) the text input
            // alone, and the timer starts at its input event.
            () => page.keyboard.type(query[at - 1] as string),
          ).catch(async (error: unknown) => {
            // No answer: a lost key that took the field back to no text (no results to match)
            // is handled below as lost; anything else ends the figure.
            if ((await field.inputValue()) === expected) throw error;
            return Number.NaN;
          });
          const shown = await field.inputValue();
          if (samples.length === 0) firstKey = ms;
          samples.push([shown, ms]);
          if (shown === expected && !Number.isNaN(ms)) {
            times.push(ms);
            continue;
          }
          // The field lost the key (the page set it back to an older text): the answer timed was
          // for that text, not the key's. Counted, left out, and the text put right to go on.
          lost++;
          await field.fill(expected);
          await page.waitForFunction(
            (text) => document.querySelector('.search-page__results')?.getAttribute('data-query') === text,
            expected,
          );
          await field.press('End');
        }
      }
      const summary = summarize(times);
      out.push({
        figure: 'typed',
        label: `${size.toLocaleString('en-GB')} products · key press to results painted`,
        values: {
          median: summary.median,
          p95: summary.p95,
          max: summary.max,
          'first key after Synced': firstKey,
          'lost keys': lost,
        },
        unit: 'ms',
        ...(size === 40_000 ? { goalOf: 'p95', goal: { op: '<=' as const, value: GOAL_P95_MS } } : {}),
        // Every key's time with the text it made, so a slow key can be found again.
        detail: { keys: samples.length, lostKeys: lost, queries: typed, samples },
      });
      if (size === 40_000) {
        const each = (what: 'max' | 'first key after Synced', value: number): Measurement => ({
          figure: 'typed',
          label: `${size.toLocaleString('en-GB')} products · key press to results painted, ${what === 'max' ? 'slowest key' : 'first key after "Synced"'}`,
          values: { [what]: value },
          unit: 'ms',
          goalOf: what,
          goal: { op: '<=', value: GOAL_MAX_MS },
        });
        out.push(each('max', summary.max), each('first key after Synced', firstKey));
      }
    }
    return out;
  },
};

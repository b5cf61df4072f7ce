// Figure "report": the comparison report's PDF for 2, 5 and 10 products, made on the device in
// the real app (the compare page of the run's premium session at 400 products; the report reads
// only the chosen products). Timed in the page from the press on "Download PDF" to the PDF blob
// being handed to the download (URL.createObjectURL, in-page-timer.ts): the report's way to the
// page's PDF worker, its layout and the file. As in the app, the compare page keeps one worker
// (started when the page is idle, its code and fonts ready) and reuses it for every press; each
// size opens the page anew, so its first press, made as soon as the button shows, may still wait
// for that worker to start and is left out of the figure and kept in the JSON (`first`).
import type { Figure } from '../lib/figure.ts';
import { timeInput } from '../lib/in-page-timer.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';

const SIZES = [2, 5, 10] as const;
const GOAL_5_MS = 250;
const CATALOGUE = 400;

export const reportFigure: Figure = {
  id: 'report',
  title: 'report: PDF comparison report for 2, 5 and 10 products, in the worker',
  async run({ quick, app: harness, log }) {
    const app = await harness.app(CATALOGUE);
    const { page } = await harness.premium(CATALOGUE);
    const { userId } = await app.login('premium');
    const ids = await app.productIds(Math.max(...SIZES));
    const out: Measurement[] = [];
    for (const count of SIZES) {
      await page.evaluate(([key, chosen]) => localStorage.setItem(key as string, JSON.stringify(chosen)), [
        `poct-atlas.compare.${userId}`,
        ids.slice(0, count),
      ] as const);
      await page.goto('/en/compare');
      const button = page.getByRole('button', { name: 'Download PDF' });
      await button.waitFor();
      const runs = quick ? 2 : 5;
      log(`report: ${count} products, ${runs + 1} PDFs`);
      const times: number[] = [];
      for (let run = 0; run <= runs; run++) {
        times.push(await timeInput(page, { selector: 'body', pdf: true }, () => button.click()));
        // The press is done (the button takes the next one) once the page says the file is ready.
        await page.locator('.pdf-download__status', { hasText: 'ready' }).waitFor();
      }
      const [first, ...warm] = times;
      const summary = summarize(warm);
      out.push({
        figure: 'report',
        label: `${count} products · "Download PDF" → PDF blob ready`,
        values: { median: summary.median, max: summary.max, first: first as number },
        unit: 'ms',
        ...(count === 5 ? { goalOf: 'median', goal: { op: '<=' as const, value: GOAL_5_MS } } : {}),
        detail: { samples: times },
      });
    }
    return out;
  },
};

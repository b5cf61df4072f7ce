/// <reference lib="dom" />
// Timing inside the app's page, where the user sees it: from the input event (its own
// timestamp: a key press, a pointer press, or the input a fill makes) to the frame after the DOM
// shows the answer (requestAnimationFrame, then a task: the frame with the change has been
// painted by then). Installed as an init script in every app page (app-browser.ts), so it also
// sees the first paint of a cold load, measured from the navigation's start (timeOrigin).
import type { Page } from '@playwright/test';

export interface WaitSpec {
  /** An element matching this selector must exist … */
  selector: string;
  /** … and its text include this … */
  text?: string;
  /** … or differ from this … */
  textNot?: string;
  /** … or (the search page) its data-query equal the search field's current value. */
  answersSearchField?: boolean;
  /** Or: the app made a PDF blob (URL.createObjectURL), the report's "file ready". */
  pdf?: boolean;
  timeoutMs?: number;
}

/** What cold loads record: the first paint of each of these selectors. */
export const FIRST_PAINTS = {
  results: '.search-page__results .result__name',
  rows: '.wf-table tbody th[scope="row"]',
  /** The workspace list with every row loaded (before, it may show its kept first page). */
  fullRows: '.wf-list[aria-busy="false"] .wf-table tbody th[scope="row"]',
} as const;

interface BenchTimer {
  arm(spec: WaitSpec): void;
  pending: Promise<number> | undefined;
  first: Record<string, number>;
}

/** The init script: self-contained, serialised by Playwright into every page of the context. */
export function installTimer(firstSelectors: Readonly<Record<string, string>>): void {
  const afterPaint = (done: (at: number) => void): void => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  };
  let pdfAt: number | undefined;
  let onPdf: (() => void) | undefined;
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob && object.type === 'application/pdf') {
      pdfAt = performance.now();
      onPdf?.();
    }
    return createObjectURL(object);
  };

  const timer: BenchTimer = {
    first: {},
    pending: undefined,
    arm(spec) {
      let started: number | undefined;
      let settled = false;
      pdfAt = undefined;
      timer.pending = new Promise<number>((resolve, reject) => {
        const matches = (): boolean => {
          if (spec.pdf) return pdfAt !== undefined;
          const element = document.querySelector(spec.selector);
          if (!element) return false;
          const text = element.textContent ?? '';
          if (spec.text !== undefined && !text.includes(spec.text)) return false;
          if (spec.textNot !== undefined && text === spec.textNot) return false;
          if (spec.answersSearchField) {
            const field = document.querySelector<HTMLInputElement>('input[type="search"]');
            if (!field || element.getAttribute('data-query') !== field.value) return false;
          }
          return true;
        };
        const finish = (at: number): void => {
          observer.disconnect();
          clearTimeout(timeout);
          onPdf = undefined;
          resolve(at - (started as number));
        };
        const check = (): void => {
          if (settled || started === undefined || !matches()) return;
          settled = true;
          if (spec.pdf) finish(pdfAt as number);
          else afterPaint(finish);
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        onPdf = check;
        const onInput = (event: Event): void => {
          if (started !== undefined) return;
          started = event.timeStamp;
          for (const type of ['keydown', 'pointerdown', 'input'])
            window.removeEventListener(type, onInput, true);
          queueMicrotask(check);
        };
        for (const type of ['keydown', 'pointerdown', 'input']) window.addEventListener(type, onInput, true);
        const timeout = setTimeout(() => {
          observer.disconnect();
          settled = true;
          reject(new Error(`timed out waiting for ${JSON.stringify(spec)}`));
        }, spec.timeoutMs ?? 30_000);
      });
      // Rejections are read by `settle`; an unread one must not count as unhandled.
      timer.pending.catch(() => undefined);
    },
  };
  (globalThis as unknown as { __bench: BenchTimer }).__bench = timer;

  const observer = new MutationObserver(() => {
    for (const [key, selector] of Object.entries(firstSelectors)) {
      if (timer.first[key] !== undefined || !document.querySelector(selector)) continue;
      timer.first[key] = Number.NaN;
      afterPaint((at) => (timer.first[key] = at));
    }
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** Arms the timer for the next input; `act` then does the input; resolves with the milliseconds. */
export async function timeInput(page: Page, spec: WaitSpec, act: () => Promise<unknown>): Promise<number> {
  await page.evaluate((s) => (globalThis as unknown as { __bench: BenchTimer }).__bench.arm(s), spec);
  await act();
  return page.evaluate(
    () => (globalThis as unknown as { __bench: BenchTimer }).__bench.pending as Promise<number>,
  );
}

/** Milliseconds from the navigation's start to the first paint of FIRST_PAINTS[key] (waits). */
export async function firstPaint(
  page: Page,
  key: keyof typeof FIRST_PAINTS,
  timeoutMs = 120_000,
): Promise<number> {
  const handle = await page.waitForFunction(
    (k) => {
      const at = (globalThis as unknown as { __bench?: BenchTimer }).__bench?.first[k];
      return at !== undefined && !Number.isNaN(at) ? at : false;
    },
    key,
    { timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

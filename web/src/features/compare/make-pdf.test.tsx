import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPdfMaker, usePdfMaker, type PdfMaker } from './make-pdf.ts';
import { FakePdfWorker } from './pdf-fake-worker.ts';
import { reportData } from './report-fixtures.ts';
import type { ComparisonReport } from './report-model.ts';

const start = () => new FakePdfWorker() as unknown as Worker;
// The worker only passes the report on; its content does not matter here.
const report = { fileName: 'Comparison.pdf', products: reportData().products } as unknown as ComparisonReport;

/** Makes a PDF with `maker` and lets the test answer it; `outcome` tells how it ended. */
function press(maker: PdfMaker) {
  const outcome: { pdf?: Blob; error?: Error } = {};
  const done = maker
    .make(report, () => {})
    .then(
      (pdf) => (outcome.pdf = pdf),
      (error: Error) => (outcome.error = error),
    );
  return { outcome, done };
}

beforeEach(() => {
  FakePdfWorker.started = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the PDF maker', () => {
  it('warms one worker and reuses it for every press', async () => {
    const maker = createPdfMaker(start);
    maker.warm();
    const worker = FakePdfWorker.last!;
    expect(worker.requests).toEqual([{ type: 'warm' }]);
    for (const size of [8, 16]) {
      const { outcome, done } = press(maker);
      worker.answer({ type: 'progress', id: worker.renderId, value: 0.5 });
      worker.answer({ type: 'done', id: worker.renderId, pdf: new ArrayBuffer(size) });
      await done;
      expect(outcome.pdf?.size).toBe(size);
      expect(outcome.pdf?.type).toBe('application/pdf');
    }
    expect(FakePdfWorker.started).toHaveLength(1);
    expect(worker.requests.map((request) => request.type)).toEqual(['warm', 'render', 'render']);
    expect(worker.terminated).toBe(false);
  });

  it('ends the worker on close, fails what it was making, and starts a new one on the next press', async () => {
    const maker = createPdfMaker(start);
    const { outcome, done } = press(maker);
    const first = FakePdfWorker.last!;
    maker.close();
    await done;
    expect(first.terminated).toBe(true);
    expect(outcome.error?.message).toBe('The PDF worker was closed');
    // An answer from the ended worker changes nothing.
    first.answer({ type: 'done', id: 1, pdf: new ArrayBuffer(8) });
    press(maker);
    expect(FakePdfWorker.started).toHaveLength(2);
    expect(FakePdfWorker.last!.terminated).toBe(false);
  });

  it('passes on a failure inside the worker and replaces that worker on the next press', async () => {
    const maker = createPdfMaker(start);
    const failed = press(maker);
    const first = FakePdfWorker.last!;
    first.answer({ type: 'error', id: first.renderId, message: 'font missing' });
    await failed.done;
    expect(failed.outcome.error?.message).toBe('font missing');
    expect(first.terminated).toBe(true);

    const crashed = press(maker);
    const second = FakePdfWorker.last!;
    expect(second).not.toBe(first);
    second.crash('out of memory');
    await crashed.done;
    expect(crashed.outcome.error?.message).toBe('out of memory');
    expect(second.terminated).toBe(true);

    const next = press(maker);
    const third = FakePdfWorker.last!;
    expect(FakePdfWorker.started).toHaveLength(3);
    third.answer({ type: 'done', id: third.renderId, pdf: new ArrayBuffer(4) });
    await next.done;
    expect(next.outcome.pdf?.size).toBe(4);
  });

  it('on the page: warms when idle, ends the worker when the user changes and when the page goes', async () => {
    let current: PdfMaker | undefined;
    function Page({ userId }: { userId: string | undefined }) {
      current = usePdfMaker(userId, start);
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    await act(async () => root.render(<Page userId={undefined} />));
    await idle();
    expect(FakePdfWorker.started).toHaveLength(0);

    await act(async () => root.render(<Page userId="user-a" />));
    await idle();
    const first = FakePdfWorker.last!;
    expect(first.requests).toEqual([{ type: 'warm' }]);
    const pending = press(current!);

    await act(async () => root.render(<Page userId="user-b" />));
    await pending.done;
    expect(first.terminated).toBe(true);
    expect(pending.outcome.error).toBeDefined();
    await idle();
    const second = FakePdfWorker.last!;
    expect(second).not.toBe(first);
    expect(second.requests).toEqual([{ type: 'warm' }]);

    act(() => root.unmount());
    expect(second.terminated).toBe(true);
  });
});

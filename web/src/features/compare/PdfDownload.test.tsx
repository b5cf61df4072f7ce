import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../../i18n/catalog.ts';
import { PdfDownload } from './PdfDownload.tsx';
import type { PdfRequest, PdfResponse } from './pdf-protocol.ts';
import { reportData } from './report-fixtures.ts';
import { buildReport, type ComparisonReport } from './report-model.ts';

/** Stands in for the PDF worker: the test decides what it answers and when. */
class FakeWorker {
  static last: FakeWorker | null = null;
  requests: PdfRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<PdfResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly url: URL;
  readonly options: WorkerOptions;
  constructor(url: URL, options: WorkerOptions) {
    this.url = url;
    this.options = options;
    FakeWorker.last = this;
  }
  postMessage(request: PdfRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: PdfResponse) {
    act(() => this.onmessage?.({ data: message } as MessageEvent<PdfResponse>));
  }
}

let container: HTMLElement;
let report: ComparisonReport;
const saved: string[] = [];

async function render(locale: 'en' | 'de') {
  await activateLocale(locale);
  report = buildReport(reportData(), i18n, new Date(2026, 1, 3));
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <PdfDownload report={report} />
      </I18nProvider>,
    ),
  );
  return root;
}

async function press() {
  const button = container.querySelector('button')!;
  await act(async () => {
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    button.click();
  });
}

beforeEach(() => {
  FakeWorker.last = null;
  saved.length = 0;
  vi.stubGlobal('Worker', FakeWorker);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PDF download', () => {
  it('hands the report to a worker, shows its progress, then saves the file under the report name', async () => {
    const root = await render('en');
    await press();
    const worker = FakeWorker.last!;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.url.pathname).toMatch(/pdf\.worker\.ts$/);
    expect(worker.requests).toEqual([{ report }]);
    worker.answer({ type: 'progress', value: 0.4 });
    const progress = container.querySelector('[role="progressbar"]')!;
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(progress.textContent).toContain('Making the PDF on this device…');
    worker.answer({ type: 'done', pdf: new ArrayBuffer(8) });
    await act(async () => {});
    expect(saved).toEqual([report.fileName]);
    expect(worker.terminated).toBe(true);
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(container.querySelector('[role="status"]')!.textContent).toBe(
      `The PDF ${report.fileName} is ready in your downloads.`,
    );
    act(() => root.unmount());
  });

  it('says clearly, in the page language, when the PDF could not be made', async () => {
    const root = await render('de');
    await press();
    const worker = FakeWorker.last!;
    act(() =>
      worker.onerror?.(new ErrorEvent('error', { message: 'chunk failed to load', cancelable: true })),
    );
    await act(async () => {});
    expect(saved).toEqual([]);
    expect(worker.terminated).toBe(true);
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'Das PDF konnte nicht erstellt werden (chunk failed to load). Versuchen Sie es erneut oder nutzen Sie „Drucken“ und speichern Sie im Druckdialog als PDF.',
    );
    act(() => root.unmount());
  });
});

import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../../i18n/catalog.ts';
import { PdfDownload } from './PdfDownload.tsx';
import { createPdfMaker } from './make-pdf.ts';
import { FakePdfWorker } from './pdf-fake-worker.ts';
import { reportData } from './report-fixtures.ts';
import { buildReport, type ComparisonReport } from './report-model.ts';

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
        <PdfDownload report={report} maker={createPdfMaker()} />
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
  FakePdfWorker.started = [];
  saved.length = 0;
  vi.stubGlobal('Worker', FakePdfWorker);
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
    const worker = FakePdfWorker.last!;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.url!.pathname).toMatch(/pdf\.worker\.ts$/);
    expect(worker.requests).toEqual([{ type: 'render', id: 1, report }]);
    worker.answer({ type: 'progress', id: 1, value: 0.4 });
    const progress = container.querySelector('[role="progressbar"]')!;
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(progress.textContent).toContain('Making the PDF on this device…');
    worker.answer({ type: 'done', id: 1, pdf: new ArrayBuffer(8) });
    await act(async () => {});
    expect(saved).toEqual([report.fileName]);
    // The worker stays for the next press (make-pdf.test.ts).
    expect(worker.terminated).toBe(false);
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(container.querySelector('[role="status"]')!.textContent).toBe(
      `The PDF ${report.fileName} is ready in your downloads.`,
    );
    act(() => root.unmount());
  });

  it('says clearly, in the page language, when the PDF could not be made', async () => {
    const root = await render('de');
    await press();
    const worker = FakePdfWorker.last!;
    worker.crash('chunk failed to load');
    await act(async () => {});
    expect(saved).toEqual([]);
    expect(worker.terminated).toBe(true);
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'Das PDF konnte nicht erstellt werden (chunk failed to load). Versuchen Sie es erneut oder nutzen Sie „Drucken“ und speichern Sie im Druckdialog als PDF.',
    );
    act(() => root.unmount());
  });
});

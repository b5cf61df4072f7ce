// Makes the comparison's spreadsheets on the device: the XLSX in the spreadsheet worker (its code
// loads only now), the CSV here (plain text, no library).
import type { I18n } from '@lingui/core';
import type { ComparisonReport } from './report-model.ts';
import { reportCsv } from './sheet-csv.ts';
import { reportSheet } from './sheet-model.ts';
import type { SheetRequest, SheetResponse } from './sheet-protocol.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function makeReportXlsx(report: ComparisonReport, i18n: I18n): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), {
        type: 'module',
        name: 'report-sheet',
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    worker.onmessage = (event: MessageEvent<SheetResponse>) => {
      worker.terminate();
      const message = event.data;
      if (message.type === 'done') resolve(new Blob([message.xlsx], { type: XLSX_TYPE }));
      else reject(new Error(message.message));
    };
    // The worker's code could not load or threw outside a request (e.g. a missing chunk).
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'The spreadsheet worker stopped'));
    };
    const request: SheetRequest = { sheet: reportSheet(report, i18n) };
    worker.postMessage(request);
  });
}

export function makeReportCsv(report: ComparisonReport, i18n: I18n): Blob {
  return new Blob([reportCsv(reportSheet(report, i18n), report.locale)], { type: 'text/csv;charset=utf-8' });
}

// Makes the report's PDF on the device: starts the PDF worker (its code and fonts load only now,
// from the precache when offline), reports progress, and hands back the file.
import type { PdfRequest, PdfResponse } from './pdf-protocol.ts';
import type { ComparisonReport } from './report-model.ts';

export function makeReportPdf(report: ComparisonReport, onProgress: (value: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), {
        type: 'module',
        name: 'report-pdf',
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const finish = (): void => worker.terminate();
    worker.onmessage = (event: MessageEvent<PdfResponse>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.value);
      else if (message.type === 'done') {
        finish();
        resolve(new Blob([message.pdf], { type: 'application/pdf' }));
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    // The worker's code could not load or threw outside a request (e.g. a missing chunk).
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The PDF worker stopped'));
    };
    const request: PdfRequest = { report };
    worker.postMessage(request);
  });
}

export { saveFile } from '../../lib/save-file.ts';

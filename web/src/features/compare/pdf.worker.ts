// The PDF worker: lays out and writes the comparison report off the main thread, so the page
// stays responsive. All the work is in pdf-render.ts; this file only wires it to messages, one
// request after the other (pdfmake's progress callback is global).
import type { PdfRequest, PdfResponse } from './pdf-protocol.ts';
import { renderReportPdf, warmUp } from './pdf-render.ts';

const scope = self as unknown as {
  postMessage(message: PdfResponse, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<PdfRequest>) => void) | null;
};

async function render(id: number, report: Extract<PdfRequest, { type: 'render' }>['report']): Promise<void> {
  let reported = -1;
  const onProgress = (progress: number): void => {
    // Whole percents: one message per step, not one per drawn item.
    const percent = Math.floor(progress * 100);
    if (percent === reported) return;
    reported = percent;
    scope.postMessage({ type: 'progress', id, value: progress });
  };
  try {
    const bytes = await renderReportPdf(report, onProgress);
    const pdf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    scope.postMessage({ type: 'done', id, pdf }, [pdf]);
  } catch (error) {
    scope.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
}

let queue = Promise.resolve();
scope.onmessage = (event) => {
  const request = event.data;
  queue = queue.then(() => (request.type === 'warm' ? warmUp() : render(request.id, request.report)));
};

// For tests: stands in for the PDF worker; the test decides what it answers and when.
import { act } from 'react';
import type { PdfRequest, PdfResponse } from './pdf-protocol.ts';

export class FakePdfWorker {
  static started: FakePdfWorker[] = [];
  static get last(): FakePdfWorker | undefined {
    return FakePdfWorker.started.at(-1);
  }
  requests: PdfRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<PdfResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly url: URL | undefined;
  readonly options: WorkerOptions | undefined;
  constructor(url?: URL, options?: WorkerOptions) {
    this.url = url;
    this.options = options;
    FakePdfWorker.started.push(this);
  }
  postMessage(request: PdfRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** The id of the last report asked for. */
  get renderId(): number {
    const request = this.requests.findLast((each) => each.type === 'render');
    if (!request) throw new Error('no report was asked for');
    return request.id;
  }
  answer(message: PdfResponse) {
    act(() => this.onmessage?.({ data: message } as MessageEvent<PdfResponse>));
  }
  crash(message: string) {
    act(() => this.onerror?.(new ErrorEvent('error', { message, cancelable: true })));
  }
}

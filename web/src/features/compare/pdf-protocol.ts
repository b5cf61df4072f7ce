// Messages between the page and the PDF worker.
import type { ComparisonReport } from './report-model.ts';

export interface PdfRequest {
  report: ComparisonReport;
}

export type PdfResponse =
  | { type: 'progress'; value: number }
  | { type: 'done'; pdf: ArrayBuffer }
  | { type: 'error'; message: string };

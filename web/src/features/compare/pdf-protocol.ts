// Messages between the page and the PDF worker. One worker serves many reports (pdf-worker.ts);
// each report's answers carry its request's id.
import type { ComparisonReport } from './report-model.ts';

export type PdfRequest =
  /** Parse the fonts and ready the code now, before the first report is asked for. */
  { type: 'warm' } | { type: 'render'; id: number; report: ComparisonReport };

export type PdfResponse =
  | { type: 'progress'; id: number; value: number }
  | { type: 'done'; id: number; pdf: ArrayBuffer }
  | { type: 'error'; id: number; message: string };

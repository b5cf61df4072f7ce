// Messages between the page and the spreadsheet worker.
import type { ReportSheet } from './sheet-model.ts';

export interface SheetRequest {
  sheet: ReportSheet;
}

export type SheetResponse = { type: 'done'; xlsx: ArrayBuffer } | { type: 'error'; message: string };

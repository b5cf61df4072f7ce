// The spreadsheet worker: writes the comparison's XLSX off the main thread, so exceljs loads
// only when a user downloads one (and from the precache when offline). The work is in sheet-xlsx.ts.
import type { SheetRequest, SheetResponse } from './sheet-protocol.ts';
import { renderReportXlsx } from './sheet-xlsx.ts';

const scope = self as unknown as {
  postMessage(message: SheetResponse, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<SheetRequest>) => void) | null;
};

scope.onmessage = async (event) => {
  try {
    const xlsx = await renderReportXlsx(event.data.sheet);
    scope.postMessage({ type: 'done', xlsx }, [xlsx]);
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};

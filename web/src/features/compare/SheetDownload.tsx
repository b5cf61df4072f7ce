// "Download XLSX" and "Download CSV": the comparison as a spreadsheet, made on the device (the
// XLSX in a worker, also offline), named like the PDF; says when it is ready or why it failed.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { makeReportCsv, makeReportXlsx } from './make-sheet.ts';
import type { ComparisonReport } from './report-model.ts';

type Format = 'xlsx' | 'csv';
type SheetState =
  | { step: 'idle' }
  | { step: 'working'; format: Format }
  | { step: 'done'; fileName: string }
  | { step: 'failed'; reason: string };

/**
 * `unavailable`: why no file can be made yet (the report's data is still arriving); the buttons
 * are disabled and say so, so a spreadsheet is never made from incomplete data.
 */
export function SheetDownload({ report, unavailable }: { report: ComparisonReport; unavailable?: string }) {
  const { i18n } = useLingui();
  const [state, setState] = useState<SheetState>({ step: 'idle' });

  const download = async (format: Format): Promise<void> => {
    setState({ step: 'working', format });
    try {
      const file = format === 'xlsx' ? await makeReportXlsx(report, i18n) : makeReportCsv(report, i18n);
      const fileName = report.sheetFileNames[format];
      saveFile(file, fileName);
      setState({ step: 'done', fileName });
    } catch (error) {
      console.error('[report] spreadsheet failed', error);
      setState({ step: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  const working = state.step === 'working' ? state.format : undefined;
  const fileName = state.step === 'done' ? state.fileName : '';
  const reason = state.step === 'failed' ? state.reason : '';
  return (
    <div className="sheet-download">
      <div className="sheet-download__buttons">
        <Button
          variant="secondary"
          onPress={() => void download('xlsx')}
          isPending={working === 'xlsx'}
          isDisabled={unavailable !== undefined || working !== undefined}
          aria-describedby={unavailable ? 'sheet-unavailable' : undefined}
        >
          <Trans>Download XLSX</Trans>
        </Button>
        <Button
          variant="secondary"
          onPress={() => void download('csv')}
          isPending={working === 'csv'}
          isDisabled={unavailable !== undefined || working !== undefined}
          aria-describedby={unavailable ? 'sheet-unavailable' : undefined}
        >
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {unavailable && (
        <p id="sheet-unavailable" className="pdf-download__unavailable">
          {unavailable}
        </p>
      )}
      <p role="status" className="sheet-download__status">
        {state.step === 'done' && <Trans>The spreadsheet {fileName} is ready in your downloads.</Trans>}
      </p>
      {state.step === 'failed' && (
        <p role="alert" className="sheet-download__error">
          <Trans>The spreadsheet could not be made ({reason}). Try again, or download the PDF.</Trans>
        </p>
      )}
    </div>
  );
}

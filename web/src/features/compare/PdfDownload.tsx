// "Download PDF": makes the report's PDF on the device (in a worker, also offline), shows the
// progress while it does, names the file after the products and the date, and says clearly when
// it failed (printing remains possible then).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { saveFile } from '../../lib/save-file.ts';
import type { PdfMaker } from './make-pdf.ts';
import type { ComparisonReport } from './report-model.ts';

type PdfState =
  | { step: 'idle' }
  | { step: 'working'; progress: number | undefined }
  | { step: 'done'; fileName: string }
  | { step: 'failed'; reason: string };

/**
 * `maker`: the page's PDF worker (make-pdf.ts `usePdfMaker`). `unavailable`: why no PDF can be
 * made yet (the report's data is still arriving); the button is disabled and says so, so a PDF is
 * never made from incomplete data.
 */
export function PdfDownload({
  report,
  maker,
  unavailable,
}: {
  report: ComparisonReport;
  maker: PdfMaker;
  unavailable?: string;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<PdfState>({ step: 'idle' });

  const download = async (): Promise<void> => {
    setState({ step: 'working', progress: undefined });
    try {
      const pdf = await maker.make(report, (value) => setState({ step: 'working', progress: value * 100 }));
      saveFile(pdf, report.fileName);
      setState({ step: 'done', fileName: report.fileName });
    } catch (error) {
      console.error('[report] PDF failed', error);
      setState({ step: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  const fileName = state.step === 'done' ? state.fileName : '';
  const reason = state.step === 'failed' ? state.reason : '';
  return (
    <div className="pdf-download">
      <Button
        onPress={() => void download()}
        isPending={state.step === 'working'}
        isDisabled={unavailable !== undefined}
        aria-describedby={unavailable ? 'pdf-unavailable' : undefined}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {unavailable && (
        <p id="pdf-unavailable" className="pdf-download__unavailable">
          {unavailable}
        </p>
      )}
      {state.step === 'working' && (
        <ProgressBar
          label={t`Making the PDF on this device…`}
          value={state.progress}
          className="pdf-download__progress"
        />
      )}
      <p role="status" className="pdf-download__status">
        {state.step === 'done' && <Trans>The PDF {fileName} is ready in your downloads.</Trans>}
      </p>
      {state.step === 'failed' && (
        <p role="alert" className="pdf-download__error">
          <Trans>
            The PDF could not be made ({reason}). Try again, or use Print and save as PDF from the print
            dialog.
          </Trans>
        </p>
      )}
    </div>
  );
}

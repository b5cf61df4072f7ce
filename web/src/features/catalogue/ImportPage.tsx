// /ds/products/import: staff bring a catalogue in from a file (CSV, XLSX or a FHIR LIVD Bundle)
// and take it out again. A dry run reports what the file would do, row by row, before anything
// is written; an apply writes it as one batch, which the history below lists and can undo.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { useApiGet } from '../../lib/use-load.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/Button.tsx';
import { FileDropZone } from '../../ui/FileDropZone.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { LoadStates } from '../../workspace/LoadStates.tsx';
import { ImportHistory } from './ImportHistory.tsx';
import { DryRunReportView } from './DryRunReportView.tsx';
import type { DryRunReport, ImportBatch, ImportChoices } from './import-report.ts';
import './import.css';

const ACCEPTED = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/json',
  'application/fhir+json',
  '.csv',
  '.xlsx',
  '.json',
];
const BASE = '/api/catalogue-import';

export default function ImportPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Import and export`);
  const history = useApiGet<{ batches: ImportBatch[] }>(`${BASE}/batches`);
  const [file, setFile] = useState<File | undefined>();
  const [report, setReport] = useState<DryRunReport | undefined>();
  const [choices, setChoices] = useState<ImportChoices>({});
  const [applied, setApplied] = useState<ImportBatch | undefined>();

  return (
    <section className="page catalogue-import">
      <h1>
        <Trans>Import and export</Trans>
      </h1>
      <p>
        <Trans>
          Bring products in from a file: an Excel workbook or CSV file in the template, or a FHIR LIVD Bundle.
          A dry run shows first what the file would change; nothing is stored until you apply it.
        </Trans>
      </p>
      <Downloads />
      <DryRunForm
        file={file}
        choices={choices}
        onFile={(chosen) => {
          setApplied(undefined);
          setFile(chosen);
          setReport(undefined);
          setChoices({});
        }}
        onReport={setReport}
      />
      {report && (
        <DryRunReportView report={report} choices={choices} onChoices={setChoices}>
          {report.batch_id && (
            <ApplyBatch
              key={report.batch_id}
              batchId={report.batch_id}
              onApplied={(batch) => {
                setApplied(batch);
                setReport(undefined);
                setFile(undefined);
                history.reload();
              }}
            />
          )}
        </DryRunReportView>
      )}
      <p role="status" className="catalogue-import__applied">
        {applied &&
          t`“${applied.file_name}” was imported: ${applied.results.applied} written, ${applied.results.conflicts} conflicts.`}
      </p>
      <h2>
        <Trans>Imports</Trans>
      </h2>
      <LoadStates loaded={history.loaded} onRetry={history.reload}>
        {({ batches }) => <ImportHistory batches={batches} onChanged={history.reload} />}
      </LoadStates>
    </section>
  );
}

/** The template (headers in the page's language) and the whole catalogue, as files. */
function Downloads() {
  const { t } = useLingui();
  const api = useApi();
  // Headers in the language of the address, as every call is sent (lib/api.ts).
  const lang = useLocale();
  const download = (what: 'template' | 'export', format: string, fileName: string) => async () => {
    const blob = await api.request<Blob>(`${BASE}/${what}?format=${format}&lang=${lang}`, { read: 'blob' });
    saveFile(blob, fileName);
  };
  const stamp = new Date().toISOString().slice(0, 10);
  const templateName = t`catalogue-template`;
  const exportName = t`catalogue`;
  return (
    <div className="catalogue-import__downloads">
      <DownloadButton
        label={t`Template (Excel)`}
        onDownload={download('template', 'xlsx', `${templateName}.xlsx`)}
      />
      <DownloadButton
        label={t`Template (CSV)`}
        onDownload={download('template', 'csv', `${templateName}.csv`)}
      />
      <DownloadButton
        label={t`Export catalogue (Excel)`}
        onDownload={download('export', 'xlsx', `${exportName}-${stamp}.xlsx`)}
      />
      <DownloadButton
        label={t`Export catalogue (CSV)`}
        onDownload={download('export', 'csv', `${exportName}-${stamp}.csv`)}
      />
      <DownloadButton
        label={t`Export catalogue (FHIR LIVD)`}
        onDownload={download('export', 'fhir', `${exportName}-${stamp}.json`)}
      />
    </div>
  );
}

function DownloadButton({ label, onDownload }: { label: string; onDownload(): Promise<void> }) {
  const { pending, submit } = useFormSubmit({ send: onDownload });
  return (
    <Button variant="secondary" isPending={pending} onPress={() => void submit()}>
      {label}
    </Button>
  );
}

function DryRunForm({
  file,
  choices,
  onFile,
  onReport,
}: {
  file: File | undefined;
  choices: ImportChoices;
  onFile(file: File | undefined): void;
  onReport(report: DryRunReport): void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const { errors, formError, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> => (file ? {} : { file: t`Choose a file to import.` }),
    async send() {
      const query = new URLSearchParams({ file_name: file!.name });
      if (Object.keys(choices).length > 0) query.set('choices', JSON.stringify(choices));
      onReport(
        await api.request<DryRunReport>(`${BASE}/dry-run?${query.toString()}`, { method: 'POST', file }),
      );
    },
    refused: () => 'form',
  });
  return (
    <form
      className="catalogue-import__form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="import-file-heading"
    >
      <h2 id="import-file-heading">
        <Trans>File</Trans>
      </h2>
      <FormAlert text={formError} />
      <FileDropZone
        className="catalogue-import__drop"
        label={t`Import file`}
        prompt={<Trans>Drop a CSV, Excel or FHIR JSON file here, or</Trans>}
        accepted={ACCEPTED}
        onFile={onFile}
        trigger={
          <Button variant="secondary">
            <Trans>Choose file</Trans>
          </Button>
        }
      >
        <p className="catalogue-import__file" aria-live="polite">
          {file ? t`Chosen: ${file.name}` : t`No file chosen.`}
        </p>
      </FileDropZone>
      {errors.file && (
        <p className="field__error" role="alert">
          {errors.file}
        </p>
      )}
      <Button type="submit" isPending={pending}>
        <Trans>Start dry run</Trans>
      </Button>
    </form>
  );
}

/** Applies the planned batch; meanwhile the batch's status on the server shows as progress. */
function ApplyBatch({ batchId, onApplied }: { batchId: string; onApplied(batch: ImportBatch): void }) {
  const { t } = useLingui();
  const api = useApi();
  const [status, setStatus] = useState<ImportBatch | undefined>();
  const [running, setRunning] = useState(false);
  const path = `${BASE}/batches/${encodeURIComponent(batchId)}`;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      api.request<ImportBatch>(path).then(setStatus, () => {});
    }, 500);
    return () => clearInterval(timer);
  }, [running, api, path]);
  const { formError, pending, submit } = useFormSubmit({
    async send() {
      setRunning(true);
      try {
        onApplied(await api.request<ImportBatch>(`${path}/apply`, { method: 'POST' }));
      } finally {
        setRunning(false);
      }
    },
    refused: () => 'form',
  });
  const done = status?.progress?.done ?? 0;
  const total = status?.progress?.total ?? status?.entries ?? 0;
  return (
    <div className="catalogue-import__apply">
      <FormAlert text={formError} />
      {(pending || status) && (
        <ProgressBar
          label={t`Importing`}
          value={status && total > 0 && done > 0 ? done : undefined}
          maxValue={total || 1}
          valueLabel={status ? t`${done} of ${total} written` : undefined}
        />
      )}
      <Button isPending={pending} onPress={() => void submit()}>
        <Trans>Apply import</Trans>
      </Button>
    </div>
  );
}

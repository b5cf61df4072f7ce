// The import batches, newest first: when, which file, who, what the dry run counted and what the
// apply wrote; an applied batch can be undone (its products go back to their previous revisions).
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useApi } from '../../lib/api-context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { ViewTable } from '../../workspace/ViewTable.tsx';
import type { BatchStatus, ImportBatch } from './import-report.ts';

const STATUS: Record<BatchStatus, MessageDescriptor> = {
  planned: msg`Dry run, not applied`,
  applying: msg`Being applied`,
  applied: msg`Applied`,
  undoing: msg`Being undone`,
  undone: msg`Undone`,
};

export function ImportHistory({ batches, onChanged }: { batches: ImportBatch[]; onChanged(): void }) {
  const { t, i18n } = useLingui();
  return (
    <ViewTable
      rows={batches}
      empty={<Trans>No file was imported yet.</Trans>}
      className="catalogue-import__history"
      caption={t`Imports`}
      headers={[
        { id: 'when', label: t`When` },
        { id: 'file', label: t`File` },
        { id: 'who', label: t`Who` },
        { id: 'counts', label: t`Counts` },
        { id: 'status', label: t`Status` },
        { id: 'actions', label: t`Actions` },
      ]}
      row={(batch) => (
        <tr key={batch.id} data-batch-id={batch.id} data-status={batch.status}>
          <td>
            <time dateTime={batch.created_at}>{formatDateTime(batch.created_at, i18n.locale)}</time>
          </td>
          <th scope="row">{batch.file_name}</th>
          <td>{batch.user_name ?? batch.user_id}</td>
          <td>
            {t`${batch.counts.create} new, ${batch.counts.update} changed, ${batch.counts.unchanged} unchanged`}
            {batch.status !== 'planned' && (
              <>
                <br />
                <small>
                  {t`${batch.results.applied} written, ${batch.results.conflicts} conflicts, ${batch.results.undone} undone`}
                </small>
              </>
            )}
          </td>
          <td>{i18n._(STATUS[batch.status])}</td>
          <td>{batch.status === 'applied' && <UndoButton batch={batch} onUndone={onChanged} />}</td>
        </tr>
      )}
    />
  );
}

function UndoButton({ batch, onUndone }: { batch: ImportBatch; onUndone(): void }) {
  const { t } = useLingui();
  const api = useApi();
  const { pending, submit } = useFormSubmit({
    async send() {
      await api.request(`/api/catalogue-import/batches/${encodeURIComponent(batch.id)}/undo`, {
        method: 'POST',
      });
      onUndone();
    },
  });
  return (
    <Button
      variant="secondary"
      isPending={pending}
      onPress={() => void submit()}
      aria-label={t`Undo import of ${batch.file_name}`}
    >
      <Trans>Undo</Trans>
    </Button>
  );
}

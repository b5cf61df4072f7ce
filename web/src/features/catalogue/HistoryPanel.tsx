// The History of one product, link or master data entry below its edit form: each recorded
// write, newest first, with who made it, when, and the fields it changed (old → new). A write
// the server refused because someone else's version was stored first (a conflict) is listed
// too, marked as not stored: the version its editor sent is kept there, so nothing is lost.
// Loaded from the server when opened (the trail lives on the server only); shown to those who
// may read users or roles, as the server decides.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/format.ts';
import { useApiGet } from '../../lib/use-load.ts';
import { canAny } from '../../session/permissions.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadStates } from '../../workspace/LoadStates.tsx';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import { ACTION_LABELS, type HistoryEntry } from './audit-entries.ts';
import { ChangeTable } from './ChangeTable.tsx';
import './audit.css';

export function HistoryPanel({ docId, fields }: { docId: string; fields: readonly FieldSpec[] }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!canAny(user, ['users-read', 'roles-read'])) return null;
  return (
    <section className="audit-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>History</Trans>
      </h2>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onPress={() => setOpen((shown) => !shown)}
      >
        {open ? <Trans>Hide the history</Trans> : <Trans>Show who changed what and when</Trans>}
      </Button>
      <div id={`${id}-panel`} hidden={!open}>
        {open && <HistoryEntries docId={docId} fields={fields} />}
      </div>
    </section>
  );
}

function HistoryEntries({ docId, fields }: { docId: string; fields: readonly FieldSpec[] }) {
  const history = useApiGet<{ entries: HistoryEntry[] }>(
    `/api/audit/documents?doc_id=${encodeURIComponent(docId)}`,
    { keepPrevious: true },
  );
  return (
    <LoadStates loaded={history.loaded} onRetry={history.reload}>
      {(data) => <EntryList entries={[...data.entries].reverse()} fields={fields} />}
    </LoadStates>
  );
}

function EntryList({ entries, fields }: { entries: HistoryEntry[]; fields: readonly FieldSpec[] }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0)
    return (
      <p className="muted">
        <Trans>No change of this entry was recorded through the workspace yet.</Trans>
      </p>
    );
  return (
    <ol className="audit-history__entries" aria-label={t`Changes, newest first`}>
      {entries.map((entry, index) => {
        const who = entry.user_name ?? entry.user_id;
        const when = formatDateTime(entry.at, i18n.locale);
        const action = i18n._(ACTION_LABELS[entry.action]);
        return (
          <li key={`${entry.at}-${index}`} className="audit-entry" data-status={entry.status}>
            <p className="audit-entry__head">
              <strong>{action}</strong> · <time dateTime={entry.at}>{when}</time> · {who}
            </p>
            {entry.status === 'attempted' && (
              <p className="audit-entry__refused">
                <Trans>
                  Not stored: another version had been stored first (a conflict). The version {who} sent is
                  kept here, so nothing is lost.
                </Trans>
              </p>
            )}
            {entry.action !== 'delete' && (
              <ChangeTable
                caption={t`${action} by ${who} on ${when}`}
                changes={entry.changes}
                fields={fields}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

// List, create and edit of plans and advertisement campaigns, from their one description each
// (record-screens.ts), with the shared workspace-forms components. These records live on the
// server only: the page shows loading and failure states, and a save that lost the race against
// another editor (409) says so and offers to load the current version.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { can, type Permission } from '@poct/schemas';
import { useApi } from '../../../lib/api-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { PageProps } from '../../../routes/page-props.ts';
import { useSession } from '../../../session/use-session.ts';
import { Button } from '../../../ui/Button.tsx';
import { Link } from '../../../ui/Link.tsx';
import { DeleteAction } from '../../../workspace-forms/DeleteAction.tsx';
import { EntityForm } from '../../../workspace-forms/EntityForm.tsx';
import { EntityTable } from '../../../workspace-forms/EntityTable.tsx';
import type { Column } from '../../../workspace-forms/list-model.ts';
import type { Doc } from '../../../workspace-forms/pointer.ts';
import { useFieldMessage } from '../../../workspace-forms/use-field-message.ts';
import { validateDraft } from '../../../workspace-forms/validation.ts';
import { Loading, NotFound } from '../catalogue/CatalogueStates.tsx';
import { useGoTo, useRoutePath } from '../catalogue/use-masters.ts';
import { recordScreenFor, type RecordScreen } from './record-screens.ts';
import { failureKey, useRemote, useSaveRecord, type Remote } from './use-records.ts';

type StoredRecord = Doc & { id: string; rev: string };

export default function RecordsPage({ route, params }: PageProps) {
  const { i18n } = useLingui();
  const screen = recordScreenFor(route.id)!;
  const mode =
    route.id === screen.routes.list ? 'list' : route.id === screen.routes.create ? 'create' : 'edit';
  const heading = i18n._(
    mode === 'list' ? screen.title : mode === 'create' ? screen.createLabel : screen.editLabel,
  );
  useDocumentTitle(heading);
  return (
    <section className="page">
      <h1>{heading}</h1>
      {mode === 'list' ? (
        <RecordList screen={screen} />
      ) : (
        <RecordEditor screen={screen} id={mode === 'edit' ? params.id : undefined} />
      )}
    </section>
  );
}

/** A failed load: what went wrong, in the page's language, and a way to try again. */
function Failed({ remote, retry }: { remote: Extract<Remote<unknown>, { state: 'failed' }>; retry(): void }) {
  const text = useFieldMessage();
  return (
    <div role="alert" className="wf-failed">
      <p>{text({ key: remote.key })}</p>
      <Button variant="secondary" onPress={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** "Saved" after a form sent the reader here (the state useGoTo passes). */
function SavedOnServer() {
  const name = (useLocation().state as { saved?: string } | null)?.saved;
  if (!name) return null;
  return (
    <p role="status" className="wf-saved">
      <Trans>“{name}” was saved.</Trans>
    </p>
  );
}

function RecordList({ screen }: { screen: RecordScreen }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const api = useApi();
  const path = useRoutePath();
  const [remote, reload] = useRemote<{ items: StoredRecord[] }>(screen.api);
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const text = useFieldMessage();
  const allowed = (action: 'create' | 'update' | 'delete') =>
    can(user, `${screen.module}-${action}` as Permission);
  const columns = useMemo<Column<StoredRecord>[]>(
    () =>
      screen.columns.map((column) => ({
        id: column.id,
        label: i18n._(column.label),
        text: (row) => column.text(row, i18n),
      })),
    [screen, i18n],
  );
  const title = i18n._(screen.title);

  if (remote.state === 'failed') return <Failed remote={remote} retry={reload} />;
  const rows = remote.state === 'loaded' ? remote.value.items : null;
  return (
    <>
      <SavedOnServer />
      {allowed('create') && (
        <p>
          <Link variant="button" href={path(screen.routes.create)}>
            {i18n._(screen.createLabel)}
          </Link>
        </p>
      )}
      {deleteFailure && (
        <p role="alert" className="form__error">
          {deleteFailure}
        </p>
      )}
      <EntityTable
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        firstCell={(row) =>
          allowed('update') ? (
            <Link href={path(screen.routes.edit, { id: row.id })}>{screen.nameOf(row) || row.id}</Link>
          ) : (
            screen.nameOf(row)
          )
        }
        actions={
          allowed('delete')
            ? (row) => {
                const name = screen.nameOf(row);
                return (
                  <DeleteAction
                    name={name}
                    question={t`Delete “${name}”? This cannot be undone.`}
                    // Nothing refers to a plan or a campaign by id, so nothing blocks deleting one.
                    usages={() => Promise.resolve([])}
                    onDelete={async () => {
                      setDeleteFailure(undefined);
                      try {
                        await api.request(`${screen.api}/${encodeURIComponent(row.id)}`, {
                          method: 'DELETE',
                        });
                      } catch (error) {
                        setDeleteFailure(text({ key: failureKey(error) }));
                      }
                      reload();
                    }}
                  />
                );
              }
            : undefined
        }
        empty={
          <p>
            <Trans>No entries yet.</Trans>
          </p>
        }
      />
    </>
  );
}

function RecordEditor({ screen, id }: { screen: RecordScreen; id?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const goTo = useGoTo();
  const path = useRoutePath();
  const [remote, reload] = useRemote<StoredRecord>(
    id ? `${screen.api}/${encodeURIComponent(id)}` : undefined,
  );
  const save = useSaveRecord(screen.api, screen.fields);
  const [stale, setStale] = useState(false);
  const text = useFieldMessage();

  if (id && remote.state === 'loading') return <Loading />;
  if (id && remote.state === 'missing') return <NotFound />;
  if (id && remote.state === 'failed') return <Failed remote={remote} retry={reload} />;
  const existing = id && remote.state === 'loaded' ? remote.value : undefined;
  const initial: Doc = existing ?? screen.blank();
  const now = new Date().toISOString();

  return (
    <EntityForm<Doc>
      // A reloaded record starts a fresh form from the server's current version.
      key={existing?.rev ?? 'new'}
      fields={screen.fields}
      initial={initial}
      validate={({ rev: _rev, ...draft }) =>
        // Checked as the server will store it: with its id, times and author, without the revision.
        validateDraft(screen.fields, screen.collection, {
          ...draft,
          id: existing?.id ?? 'new',
          created_at: (existing?.created_at as string | undefined) ?? now,
          updated_at: now,
          updated_by: user?.id ?? 'me',
        })
      }
      save={async (draft) => {
        const outcome = await save(draft, existing);
        setStale(outcome.stale);
        return outcome.errors;
      }}
      onSaved={(draft) => goTo(screen.routes.list, {}, screen.nameOf(draft))}
      submitLabel={t`Save`}
      notice={() =>
        stale ? (
          <div role="alert" className="wf-stale">
            <p>{text({ key: 'error.409.changed' })}</p>
            <Button
              variant="secondary"
              onPress={() => {
                setStale(false);
                reload();
              }}
            >
              <Trans>Load the current version</Trans>
            </Button>
          </div>
        ) : null
      }
      actions={
        <Link href={path(screen.routes.list)}>
          <Trans>Cancel</Trans>
        </Link>
      }
    />
  );
}

// List, create and edit of every master data type (connectivities, transmissions, details,
// diagnostic areas, methods, parameters, sample types, tree items, synonyms), from the one
// description of each type in masterdata-types.ts.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, masterWritePermission, type MasterData } from '@poct/schemas';
import { deleteMasterDocument } from '../../../db/masters.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { PageProps } from '../../../routes/page-props.ts';
import { useSession } from '../../../session/use-session.ts';
import { Link } from '../../../ui/Link.tsx';
import { DeleteAction } from '../../../workspace-forms/DeleteAction.tsx';
import { EntityForm } from '../../../workspace-forms/EntityForm.tsx';
import { EntityTable } from '../../../workspace-forms/EntityTable.tsx';
import type { Column } from '../../../workspace-forms/list-model.ts';
import { getAt } from '../../../workspace-forms/pointer.ts';
import { validateDraft } from '../../../workspace-forms/validation.ts';
import { CatalogueOptions } from './catalogue-options.tsx';
import { Loading, NeedsMasters, NotFound, SavedNotice } from './CatalogueStates.tsx';
import { HistoryPanel } from '../audit/HistoryPanel.tsx';
import { ConflictForDocument } from './ConflictForDocument.tsx';
import { masterDataScreenFor, type MasterDataScreen } from './masterdata-types.ts';
import { breaksTree } from './tree-items.ts';
import { useConflictFor } from './use-conflicts.ts';
import {
  newId,
  stamped,
  useGoTo,
  useMasterDatabase,
  useMasterDocument,
  useMasterDocuments,
  useRoutePath,
  useSaveMaster,
} from './use-masters.ts';
import { masterDataUsages } from './where-used.ts';
import { readAll } from './read-all.ts';

export default function MasterDataPage({ route, params }: PageProps) {
  const { i18n } = useLingui();
  const screen = masterDataScreenFor(route.id)!;
  const mode =
    route.id === screen.routes.list ? 'list' : route.id === screen.routes.create ? 'create' : 'edit';
  return (
    <section className="page">
      <NeedsMasters>
        {mode === 'list' ? (
          <MasterDataList screen={screen} />
        ) : (
          <CatalogueOptions editingId={params.id}>
            <h1>{i18n._(mode === 'create' ? screen.createLabel : screen.title)}</h1>
            <MasterDataEditor screen={screen} id={mode === 'edit' ? params.id : undefined} />
          </CatalogueOptions>
        )}
      </NeedsMasters>
    </section>
  );
}

function MasterDataList({ screen }: { screen: MasterDataScreen }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const local = useMasterDatabase();
  const path = useRoutePath();
  const title = i18n._(screen.title);
  useDocumentTitle(title);
  const rows = useMasterDocuments('masterdata_master', { type: screen.type });
  const columns = useMemo<Column<MasterData>[]>(
    () =>
      screen.fields
        .filter((field) => field.column)
        .map((field) => ({
          id: field.path,
          label: i18n._(field.label),
          text: (row) => String(getAt(row, field.path) ?? ''),
        })),
    [screen, i18n],
  );
  const mayCreate = can(user, masterWritePermission('masterdata_master', { type: screen.type }, 'create'));
  const mayUpdate = can(user, masterWritePermission('masterdata_master', { type: screen.type }, 'update'));
  const mayDelete = can(user, masterWritePermission('masterdata_master', { type: screen.type }, 'delete'));

  return (
    <>
      <h1>{title}</h1>
      <SavedNotice />
      {mayCreate && (
        <p>
          <Link variant="button" href={path(screen.routes.create)}>
            {i18n._(screen.createLabel)}
          </Link>
        </p>
      )}
      <EntityTable
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        firstCell={(row) =>
          mayUpdate ? (
            <Link href={path(screen.routes.edit, { id: row.id })}>{row.name.de || row.id}</Link>
          ) : (
            row.name.de
          )
        }
        actions={
          mayDelete && local
            ? (row) => (
                <DeleteAction
                  name={row.name.de}
                  usages={async () => {
                    const [products, masterdata] = await Promise.all([
                      readAll(local, 'catalogue_master'),
                      readAll(local, 'masterdata_master'),
                    ]);
                    return masterDataUsages(row.id, products, masterdata).map((usage, index) => ({
                      key: `${usage.id}-${usage.field}-${index}`,
                      text: t`${usage.name} (${usage.field})`,
                    }));
                  }}
                  onDelete={() => deleteMasterDocument(local, 'masterdata_master', row.id)}
                />
              )
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

function MasterDataEditor({ screen, id }: { screen: MasterDataScreen; id?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const local = useMasterDatabase();
  const loaded = useMasterDocument('masterdata_master', id);
  const conflict = useConflictFor('masterdata_master', id);
  const save = useSaveMaster('masterdata_master');
  const goTo = useGoTo();
  const path = useRoutePath();

  if (id && loaded.state === 'loading') return <Loading />;
  if (id && loaded.state === 'missing') return <NotFound />;
  if (conflict) return <ConflictForDocument conflict={conflict} fields={screen.fields} />;
  const initial: MasterData =
    loaded.state === 'found'
      ? loaded.doc
      : ({ id: newId(screen.idPrefix), type: screen.type, name: { de: '', en: '' } } as MasterData);

  return (
    <>
      <EntityForm<MasterData>
        // A new item's id is made on each render: keyed by it, the form would start afresh
        // (and lose what was typed) whenever the page re-renders, e.g. when a sync arrives.
        key={loaded.state === 'found' ? loaded.doc.id : 'new'}
        fields={screen.fields}
        initial={initial}
        validate={(draft) => {
          const errors = validateDraft(screen.fields, 'masterdata', stamped(draft, user?.id ?? ''));
          return errors;
        }}
        save={async (draft) => {
          if (screen.type === 'tree_item' && local) {
            const items = await readAll(local, 'masterdata_master');
            if (breaksTree(items, draft))
              return { fields: { '/parent_id': { key: 'validation.tree_item' } }, form: [] };
          }
          return save(draft, screen.fields);
        }}
        onSaved={(draft) => goTo(screen.routes.list, {}, draft.name.de)}
        submitLabel={t`Save`}
        actions={
          <Link href={path(screen.routes.list)}>
            <Trans>Cancel</Trans>
          </Link>
        }
      />
      {loaded.state === 'found' && <HistoryPanel docId={loaded.doc.id} fields={screen.fields} />}
    </>
  );
}

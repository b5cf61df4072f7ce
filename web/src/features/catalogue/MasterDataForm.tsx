// Create and edit of every master data type (connectivities, transmissions, details, diagnostic
// areas, methods, parameters, sample types, tree items, synonyms), from the one description of
// each type in masterdata-types.ts; the lists are masterdata.resource.ts.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MasterData } from '@poct/schemas';
import { prepareMasterDocument } from '../../db/masters.ts';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { EntityForm } from '../../workspace/forms/EntityForm.tsx';
import { validateDraft } from '../../workspace/forms/validation.ts';
import { CatalogueOptions } from './catalogue-options.tsx';
import { Loading, NotFound } from '../../workspace/LoadStates.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { ConflictForDocument } from './ConflictForDocument.tsx';
import type { MasterDataScreen } from './masterdata-types.ts';
import { breaksTree } from './tree-items.ts';
import { readAll } from '../../workspace/read-all.ts';
import { useConflictFor } from '../../workspace/use-conflicts.ts';
import { newId, useMasterDatabase, useMasterDocument, useSaveMaster } from '../../workspace/use-masters.ts';

/** The create and edit form of one master data type. */
export function MasterDataForm({ screen, id }: { screen: MasterDataScreen; id?: string }) {
  return (
    <CatalogueOptions editingId={id}>
      <MasterDataEditor screen={screen} id={id} />
    </CatalogueOptions>
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
    loaded.state === 'loaded'
      ? loaded.value
      : ({ id: newId(screen.idPrefix), type: screen.type, name: { de: '', en: '' } } as MasterData);

  return (
    <>
      <EntityForm<MasterData>
        // A new item's id is made on each render: keyed by it, the form would start afresh
        // (and lose what was typed) whenever the page re-renders, e.g. when a sync arrives.
        key={loaded.state === 'loaded' ? loaded.value.id : 'new'}
        fields={screen.fields}
        initial={initial}
        validate={(draft) => {
          const errors = validateDraft(
            screen.fields,
            'masterdata',
            prepareMasterDocument(draft, user?.id ?? ''),
          );
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
      {loaded.state === 'loaded' && <HistoryPanel docId={loaded.value.id} fields={screen.fields} />}
    </>
  );
}

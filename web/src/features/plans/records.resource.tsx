// Plans, advertisement campaigns and posts as resources: their lists over the workspace REST API
// (record-screens.ts describes fields, columns, routes and address), created and edited in
// RecordForm. Nothing refers to a plan or a campaign by id, so nothing blocks deleting one.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { can, type Permission, type RouteId } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { useSession } from '../../session/use-session.ts';
import { useSearchParams } from 'react-router';
import { Select } from '../../ui/Select.tsx';
import type { Resource, ResourceFilters, ResourceFormProps } from '../../workspace/resource.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { useFieldMessage } from '../../workspace/forms/use-field-message.ts';
import { RecordForm } from './RecordForm.tsx';
import { RECORD_SCREENS, recordScreenFor, type RecordList, type RecordScreen } from './record-screens.ts';
import { deleteFailureText } from './save-record.ts';

type StoredRecord = Doc & { id: string; rev: string };

function recordResource(screen: RecordScreen): Resource<StoredRecord> {
  const allowed = (user: Parameters<typeof can>[0], action: 'create' | 'update' | 'delete') =>
    can(user, `${screen.module}-${action}` as Permission);
  return {
    source: {
      kind: 'rest',
      path: () => screen.api,
      rows: (answer) => (answer as { items: StoredRecord[] }).items,
    },
    routes: screen.routes,
    title: screen.title,
    createLabel: screen.createLabel,
    editLabel: screen.editLabel,
    empty: msg`No entries yet.`,
    savedOn: 'server',
    rowKey: (row) => row.id,
    nameOf: (row) => screen.nameOf(row),
    mayCreate: (user) => allowed(user, 'create'),
    mayEdit: (user) => allowed(user, 'update'),
    useColumns() {
      const { i18n } = useLingui();
      return useMemo<Column<StoredRecord>[]>(
        () =>
          screen.columns.map((column) => ({
            id: column.id,
            label: i18n._(column.label),
            text: (row) => column.text(row, i18n),
            ...(column.sortValue ? { sortValue: column.sortValue } : {}),
          })),
        [i18n],
      );
    },
    ...(screen.lists ? { useFilters: () => useNamedLists(screen.lists!) } : {}),
    useDelete(reload) {
      const { t } = useLingui();
      const { user } = useSession();
      const api = useApi();
      const text = useFieldMessage();
      const [failure, setFailure] = useState<string>();
      if (!allowed(user, 'delete')) return undefined;
      return {
        may: () => true,
        question: (row) => {
          const name = screen.nameOf(row);
          return t`Delete “${name}”? This cannot be undone.`;
        },
        notice: failure && (
          <p role="alert" className="form__error">
            {failure}
          </p>
        ),
        run: async (row) => {
          setFailure(undefined);
          try {
            await api.request(`${screen.api}/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
          } catch (error) {
            setFailure(deleteFailureText(error, (key) => text({ key }) ?? ''));
          }
          reload();
        },
      };
    },
    Form: ({ id }: ResourceFormProps) => <RecordForm screen={screen} id={id} />,
  };
}

/** The list's named views as a select, its choice kept in the address (`?list=mine`). */
function useNamedLists(lists: readonly RecordList[]): ResourceFilters<StoredRecord> {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const chosen = lists.find((list) => list.id === params.get('list')) ?? lists[0]!;
  const caption = i18n._(chosen.label);
  return {
    filter: (row) => chosen.keep(row, user?.id),
    caption,
    controls: (
      <Select
        label={t`Show`}
        options={lists.map((list) => ({ id: list.id, label: i18n._(list.label) }))}
        selectedKey={chosen.id}
        onSelectionChange={(key) => key !== null && setParams({ list: String(key) }, { replace: true })}
      />
    ),
  };
}

export const RECORD_RESOURCES: ReadonlyMap<RecordScreen, Resource<StoredRecord>> = new Map(
  RECORD_SCREENS.map((screen) => [screen, recordResource(screen)]),
);

/** The resource of the screen a route (its list, create or edit) belongs to. */
export function recordResourceFor(routeId: RouteId): Resource<StoredRecord> {
  return RECORD_RESOURCES.get(recordScreenFor(routeId)!)!;
}

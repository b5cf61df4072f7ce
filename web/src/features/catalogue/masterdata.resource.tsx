// The list of each master data type as a resource (one per entry of masterdata-types.ts):
// columns from the fields marked `column`, permissions per type, deleting refused while products,
// sub-products or tree items still refer to the item.
import { useMemo } from 'react';
import { i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { can, masterWritePermission, type MasterData, type RouteId } from '@poct/schemas';
import { deleteMasterDocument } from '../../db/masters.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { localized } from '../product/index.ts';
import type { Resource, ResourceFormProps } from '../../workspace/resource.ts';
import { readAll } from '../../workspace/read-all.ts';
import { useMasterDatabase } from '../../workspace/use-masters.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import { MasterDataForm } from './MasterDataForm.tsx';
import {
  MASTER_DATA_SCREENS,
  masterDataColumns,
  type MasterDataScreen,
  masterDataScreenFor,
} from './masterdata-types.ts';
import { masterDataUsages } from './where-used.ts';

function masterDataResource(screen: MasterDataScreen): Resource<MasterData> {
  const permission = (action: 'create' | 'update' | 'delete') =>
    masterWritePermission('masterdata_master', { type: screen.type }, action);
  return {
    source: { kind: 'local', collection: 'masterdata_master', selector: { type: screen.type } },
    routes: screen.routes,
    title: screen.title,
    createLabel: screen.createLabel,
    editLabel: screen.title,
    empty: msg`No entries yet.`,
    savedOn: 'device',
    rowKey: (row) => row.id,
    // The name in the page's language (the German one where the English is empty).
    nameOf: (row) => localized(row.name, activeI18n.locale === 'en' ? 'en' : 'de').text,
    mayCreate: (user) => can(user, permission('create')),
    mayEdit: (user) => can(user, permission('update')),
    useColumns() {
      const { i18n } = useLingui();
      return useMemo<Column<MasterData>[]>(() => masterDataColumns(screen, (label) => i18n._(label)), [i18n]);
    },
    useDelete() {
      const { t } = useLingui();
      const { user } = useSession();
      const local = useMasterDatabase();
      const locale = useLocale();
      if (!local || !can(user, permission('delete'))) return undefined;
      return {
        may: () => true,
        usages: async (row) => {
          const [products, masterdata] = await Promise.all([
            readAll(local, 'catalogue_master'),
            readAll(local, 'masterdata_master'),
          ]);
          return masterDataUsages(row.id, products, masterdata, locale).map((usage, index) => ({
            key: `${usage.id}-${usage.field}-${index}`,
            text: t`${usage.name} (${usage.field})`,
          }));
        },
        run: (row) => deleteMasterDocument(local, 'masterdata_master', row.id),
      };
    },
    Form: ({ id }: ResourceFormProps) => <MasterDataForm screen={screen} id={id} />,
  };
}

export const MASTER_DATA_RESOURCES: ReadonlyMap<MasterDataScreen, Resource<MasterData>> = new Map(
  MASTER_DATA_SCREENS.map((screen) => [screen, masterDataResource(screen)]),
);

/** The resource of the master data screen a route (its list, create or edit) belongs to. */
export function masterDataResourceFor(routeId: RouteId): Resource<MasterData> {
  return MASTER_DATA_RESOURCES.get(masterDataScreenFor(routeId)!)!;
}

// /ds/roles, /ds/roles/create and /ds/roles/edit-{id}: the roles with their rank and number of
// permissions (search, sort), and the role form (RoleEditor).
import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { can, type Role } from '@poct/schemas';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { useSession } from '../../session/use-session.ts';
import type { Resource, ResourceFormProps } from '../../workspace/resource.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import { usePeopleApi } from './people-api.ts';
import { roleDescription } from './built-in-role-texts.ts';
import { mayShape, RoleEditor } from './RoleEditor.tsx';

export const ROLES: Resource<Role> = {
  source: { kind: 'rest', path: () => '/api/roles', rows: (answer) => (answer as { roles: Role[] }).roles },
  routes: { list: 'ds.roles', create: 'ds.roles.create', edit: 'ds.roles.edit' },
  title: msg`Roles`,
  createLabel: msg`Create role`,
  editLabel: msg`Edit role`,
  empty: msg`No roles yet.`,
  savedOn: 'server',
  rowKey: (row) => row.id,
  nameOf: (row) => row.name,
  mayCreate: (user) => can(user, 'roles-create'),
  mayEdit: (user, row) => can(user, 'roles-update') && mayShape(user, row),
  useColumns() {
    const { t, i18n } = useLingui();
    return useMemo<Column<Role>[]>(
      () => [
        { id: 'name', label: t`Name`, text: (row) => row.name },
        {
          id: 'hierarchy',
          label: t`Hierarchy position`,
          text: (row) => String(row.hierarchy),
          sortValue: (row) => row.hierarchy,
        },
        { id: 'description', label: t`Description`, text: (row) => roleDescription(row, i18n) },
        {
          id: 'permissions',
          label: t`Permissions`,
          text: (row) => String(row.permissions.length),
          sortValue: (row) => row.permissions.length,
        },
      ],
      [t, i18n],
    );
  },
  // A role still given to users is not deleted: the dialog lists them (or the server's 409 says
  // so when the editor may not read users).
  useDelete(reload) {
    const { t } = useLingui();
    const { user } = useSession();
    const api = usePeopleApi();
    const accounts = useAccountApi();
    const toast = useApiErrorToast();
    if (!can(user, 'roles-delete')) return undefined;
    return {
      may: (row) => mayShape(user, row),
      question: (row) => t`Delete the role “${row.name}”?`,
      usages: async (row) => {
        if (!can(user, 'users-read')) return [];
        const { users } = await accounts.listUsers();
        return users
          .filter((listed) => listed.role?.id === row.id)
          .map((listed) => ({ key: listed.id, text: `${listed.username} (${listed.email})` }));
      },
      run: async (row) => {
        try {
          await api.deleteRole(row.id);
          reload();
        } catch (error) {
          toast(error);
        }
      },
    };
  },
  Form: ({ id }: ResourceFormProps) => <RoleEditor id={id} />,
};

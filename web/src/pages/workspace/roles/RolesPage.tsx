// /ds/roles, /ds/roles/create and /ds/roles/edit-{id}: the roles with their rank and number of
// permissions (search, sort), and the role form. A role still given to users is not deleted: the
// dialog lists them (or the server's 409 says so when the editor may not read users).
import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, type Role } from '@poct/schemas';
import type { PageProps } from '../../../routes/page-props.ts';
import { useAccountApi } from '../../../session/use-account-api.ts';
import { useApiErrorToast } from '../../../session/api-error-toast.ts';
import { useSession } from '../../../session/use-session.ts';
import { Link } from '../../../ui/Link.tsx';
import { DeleteAction } from '../../../workspace-forms/DeleteAction.tsx';
import { EntityTable } from '../../../workspace-forms/EntityTable.tsx';
import type { Column } from '../../../workspace-forms/list-model.ts';
import { useRoutePath } from '../catalogue/use-masters.ts';
import { usePeopleApi } from '../people/people-api.ts';
import { LoadFailed, ServerSavedNotice } from '../people/PeopleStates.tsx';
import { useServerData } from '../people/use-server-data.ts';
import { mayShape, RoleEditor } from './RoleEditor.tsx';

export default function RolesPage({ route, params }: PageProps) {
  const { t } = useLingui();
  if (route.id === 'ds.roles') return <RolesList />;
  const creating = route.id === 'ds.roles.create';
  return (
    <section className="page">
      <h1>{creating ? t`Create role` : t`Edit role`}</h1>
      <RoleEditor id={creating ? undefined : params.id} />
    </section>
  );
}

function RolesList() {
  const { t } = useLingui();
  const { user } = useSession();
  const api = usePeopleApi();
  const accounts = useAccountApi();
  const toast = useApiErrorToast();
  const path = useRoutePath();
  const load = useCallback(() => api.listRoles().then((answer) => answer.roles), [api]);
  const roles = useServerData(load);
  const columns = useMemo<Column<Role>[]>(
    () => [
      { id: 'name', label: t`Name`, text: (row) => row.name },
      {
        id: 'hierarchy',
        label: t`Hierarchy position`,
        text: (row) => String(row.hierarchy),
        sortValue: (row) => row.hierarchy,
      },
      { id: 'description', label: t`Description`, text: (row) => row.description },
      {
        id: 'permissions',
        label: t`Permissions`,
        text: (row) => String(row.permissions.length),
        sortValue: (row) => row.permissions.length,
      },
    ],
    [t],
  );
  const mayUpdate = can(user, 'roles-update');
  const mayDelete = can(user, 'roles-delete');

  return (
    <section className="page">
      <h1>
        <Trans>Roles</Trans>
      </h1>
      <ServerSavedNotice />
      {can(user, 'roles-create') && (
        <p>
          <Link variant="button" href={path('ds.roles.create')}>
            <Trans>Create role</Trans>
          </Link>
        </p>
      )}
      {roles.state === 'failed' ? (
        <LoadFailed text={roles.text} onRetry={roles.reload} />
      ) : (
        <EntityTable
          caption={t`Roles`}
          rows={roles.state === 'loaded' ? roles.value : null}
          rowKey={(row) => row.id}
          columns={columns}
          firstCell={(row) =>
            mayUpdate && mayShape(user, row) ? (
              <Link href={path('ds.roles.edit', { id: row.id })}>{row.name}</Link>
            ) : (
              row.name
            )
          }
          actions={
            mayDelete
              ? (row) =>
                  mayShape(user, row) && (
                    <DeleteAction
                      name={row.name}
                      question={t`Delete the role “${row.name}”?`}
                      usages={async () => {
                        if (!can(user, 'users-read')) return [];
                        const { users } = await accounts.listUsers();
                        return users
                          .filter((listed) => listed.role?.id === row.id)
                          .map((listed) => ({
                            key: listed.id,
                            text: `${listed.username} (${listed.email})`,
                          }));
                      }}
                      onDelete={async () => {
                        try {
                          await api.deleteRole(row.id);
                          roles.reload();
                        } catch (error) {
                          toast(error);
                        }
                      }}
                    />
                  )
              : undefined
          }
          empty={
            <p className="muted">
              <Trans>No roles yet.</Trans>
            </p>
          }
        />
      )}
    </section>
  );
}

// /ds/users, /ds/users/create and /ds/users/edit-{id}. The list opens on the verification queue
// (requests waiting for a decision, oldest first; staff approve or reject from here) and shows
// every user by status with search and sortable columns; commercial users to contact are listed
// under "Not verified" with their company. Opening one's own id never gets here: the route
// sends its owner to /ds/profile (spec section 6, `bailOutSelf`).
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { can } from '@poct/schemas';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { PageProps } from '../../../routes/page-props.ts';
import type { ListedUser } from '../../../session/account-api.ts';
import { useSession } from '../../../session/use-session.ts';
import { Link } from '../../../ui/Link.tsx';
import { Select } from '../../../ui/Select.tsx';
import { EntityTable } from '../../../workspace-forms/EntityTable.tsx';
import type { Column } from '../../../workspace-forms/list-model.ts';
import { useRoutePath } from '../catalogue/use-masters.ts';
import { ServerSavedNotice } from '../people/PeopleStates.tsx';
import { DecisionActions } from './DecisionActions.tsx';
import { DeleteUser } from './DeleteUser.tsx';
import { useStatusLabels } from './status-labels.ts';
import { UserEditor } from './UserEditor.tsx';
import { useUsers } from './use-users.ts';
import '../../register/account-forms.css';

const STATUSES = ['requested', 'not_verified', 'verified', 'rejected', 'all'] as const;

function date(iso: string | undefined, locale: string, withTime = true): string {
  return iso
    ? new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(new Date(iso))
    : '';
}

export default function UsersPage({ route, params }: PageProps) {
  const { t } = useLingui();
  if (route.id === 'ds.users') return <UsersList />;
  const creating = route.id === 'ds.users.create';
  return (
    <section className="page">
      <h1>{creating ? t`Create user` : t`Edit user`}</h1>
      <UserEditor id={creating ? undefined : params.id} />
    </section>
  );
}

function UsersList() {
  const { t } = useLingui();
  const locale = useLocale();
  const { user } = useSession();
  const path = useRoutePath();
  const initial = new URLSearchParams(useLocation().search).get('status');
  const [status, setStatus] = useState<string>(STATUSES.includes(initial as never) ? initial! : 'requested');
  const { users, reload } = useUsers(status);
  const statusLabels = useStatusLabels();
  const labels: Record<(typeof STATUSES)[number], string> = {
    requested: t`Verification requests`,
    not_verified: t`Not verified`,
    verified: t`Verified`,
    rejected: t`Rejected`,
    all: t`All users`,
  };
  const mayUpdate = can(user, 'users-update');
  const mayDelete = can(user, 'users-delete');
  const columns = useMemo<Column<ListedUser>[]>(
    () => [
      { id: 'name', label: t`Name`, text: (row) => `${row.first_name} ${row.last_name}`.trim() },
      { id: 'account', label: t`Username and email`, text: (row) => `${row.username} · ${row.email}` },
      {
        id: 'details',
        label: t`Details`,
        text: (row) =>
          [
            row.user_type === 'commercial' ? t`Commercial: ${row.company ?? ''}` : row.institution,
            row.position,
            row.doctor_id && `${t`Doctor ID`}: ${row.doctor_id} (${row.doctor_id_type ?? ''})`,
          ]
            .filter(Boolean)
            .join(' · '),
      },
      { id: 'role', label: t`Role`, text: (row) => row.role?.name ?? '' },
      {
        id: 'status',
        label: t`Status`,
        text: (row) =>
          [statusLabels[row.verification_status], date(row.verification_requested_at, locale)]
            .filter(Boolean)
            .join(' · '),
      },
      {
        id: 'premium',
        label: t`Premium until`,
        text: (row) =>
          row.premium_active ? (row.premium_until ? date(row.premium_until, locale, false) : t`No end`) : '',
        sortValue: (row) => (row.premium_active ? (row.premium_until ?? '9999') : ''),
      },
    ],
    [t, locale, statusLabels],
  );

  return (
    <section className="page">
      <h1>
        <Trans>Users</Trans>
      </h1>
      <ServerSavedNotice />
      {can(user, 'users-create') && (
        <p>
          <Link variant="button" href={path('ds.users.create')}>
            <Trans>Create user</Trans>
          </Link>
        </p>
      )}
      <EntityTable
        caption={labels[status as (typeof STATUSES)[number]]}
        rows={users}
        rowKey={(row) => row.id}
        columns={columns}
        filters={
          <Select
            label={t`Show`}
            options={STATUSES.map((id) => ({ id, label: labels[id] }))}
            selectedKey={status}
            onSelectionChange={(key) => key !== null && setStatus(String(key))}
          />
        }
        firstCell={(row) => {
          const name = `${row.first_name} ${row.last_name}`.trim() || row.username;
          return mayUpdate && row.id !== user?.id ? (
            <Link href={path('ds.users.edit', { id: row.id })}>{name}</Link>
          ) : row.id === user?.id ? (
            <Link href={path('ds.profile')}>{name}</Link>
          ) : (
            name
          );
        }}
        actions={
          mayUpdate || mayDelete
            ? (row) => (
                <>
                  {mayUpdate && row.verification_status === 'requested' && (
                    <DecisionActions user={row} onDecided={reload} />
                  )}
                  {mayDelete && row.id !== user?.id && <DeleteUser user={row} onDeleted={reload} />}
                </>
              )
            : undefined
        }
        empty={
          <p className="muted">
            <Trans>No users here.</Trans>
          </p>
        }
      />
    </section>
  );
}

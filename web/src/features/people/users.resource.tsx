// /ds/users, /ds/users/create and /ds/users/edit-{id}. The list opens on the verification queue
// (requests waiting for a decision, oldest first; staff approve or reject from here) and shows
// every user by status with search and sortable columns; commercial users to contact are listed
// under "Not verified" with their company. Opening one's own id never gets here: the route
// sends its owner to /ds/profile (the route flag `bailOutSelf`).
import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { can } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import type { ListedUser } from '../../session/account-api.ts';
import { doctorIdText } from '../../session/doctor-id-types.ts';
import { useSession } from '../../session/use-session.ts';
import { Select } from '../../ui/Select.tsx';
import type { Resource, ResourceFormProps } from '../../workspace/resource.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import { DecisionActions } from './DecisionActions.tsx';
import { useDeleteUser } from './DeleteUser.tsx';
import { useStatusLabels } from './status-labels.ts';
import { UserEditor } from './UserEditor.tsx';
import '../../styles/account-forms.css';
import { formatDateTime, formatDay } from '../../lib/format.ts';

// `deletion`: the accounts their owners closed, waiting for their erasure.
const STATUSES = ['requested', 'not_verified', 'verified', 'rejected', 'deletion', 'all'] as const;

function query(status: string | undefined): string {
  if (status === 'deletion') return '?deletion=pending';
  return status && status !== 'all' ? `?status=${encodeURIComponent(status)}` : '';
}

function date(iso: string | undefined, locale: string, withTime = true): string {
  return iso ? (withTime ? formatDateTime : formatDay)(iso, locale) : '';
}

const STATUS_KEYS = STATUSES as readonly string[];

export const USERS: Resource<ListedUser> = {
  source: {
    kind: 'rest',
    path: ({ status }) => `/api/users${query(status)}`,
    rows: (answer) => (answer as { users: ListedUser[] }).users,
  },
  routes: { list: 'ds.users', create: 'ds.users.create', edit: 'ds.users.edit' },
  title: msg`Users`,
  createLabel: msg`Create user`,
  editLabel: msg`Edit user`,
  empty: msg`No users here.`,
  savedOn: 'server',
  rowKey: (row) => row.id,
  nameOf: (row) => `${row.first_name} ${row.last_name}`.trim() || row.username,
  mayCreate: (user) => can(user, 'users-create'),
  mayEdit: (user, row) => can(user, 'users-update') && row.id !== user?.id,
  // One's own account is edited on the profile page.
  editTarget: (row, user) => (row.id === user?.id ? { route: 'ds.profile' } : null),
  useColumns() {
    const { t, i18n } = useLingui();
    const locale = useLocale();
    const statusLabels = useStatusLabels();
    return useMemo<Column<ListedUser>[]>(
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
              row.doctor_id && doctorIdText(row.doctor_id, row.doctor_id_type, i18n),
            ]
              .filter(Boolean)
              .join(' · '),
        },
        { id: 'role', label: t`Role`, text: (row) => row.role?.name ?? '' },
        {
          id: 'status',
          label: t`Status`,
          text: (row) =>
            [
              statusLabels[row.verification_status],
              date(row.verification_requested_at, locale),
              row.erase_after && t`Closed, erased on ${date(row.erase_after, locale, false)}`,
            ]
              .filter(Boolean)
              .join(' · '),
        },
        {
          id: 'premium',
          label: t`Premium until`,
          text: (row) =>
            row.premium_active
              ? row.premium_until
                ? date(row.premium_until, locale, false)
                : t`No end`
              : '',
          sortValue: (row) => (row.premium_active ? (row.premium_until ?? '9999') : ''),
        },
      ],
      [t, i18n, locale, statusLabels],
    );
  },
  // The list opens on the verification queue (or the status in the address).
  useFilters() {
    const { t } = useLingui();
    const initial = new URLSearchParams(useLocation().search).get('status');
    const [status, setStatus] = useState<string>(
      STATUS_KEYS.includes(initial ?? '') ? initial! : 'requested',
    );
    const labels: Record<(typeof STATUSES)[number], string> = {
      requested: t`Verification requests`,
      not_verified: t`Not verified`,
      verified: t`Verified`,
      rejected: t`Rejected`,
      deletion: t`Pending deletions`,
      all: t`All users`,
    };
    return {
      query: { status },
      caption: labels[status as (typeof STATUSES)[number]],
      controls: (
        <Select
          label={t`Show`}
          options={STATUSES.map((id) => ({ id, label: labels[id] }))}
          selectedKey={status}
          onSelectionChange={(key) => key !== null && setStatus(String(key))}
        />
      ),
    };
  },
  useRowActions(reload) {
    const { user } = useSession();
    if (!can(user, 'users-update')) return undefined;
    return (row) =>
      row.verification_status === 'requested' && <DecisionActions user={row} onDecided={reload} />;
  },
  useDelete(reload) {
    const { user } = useSession();
    const remove = useDeleteUser(reload);
    if (!can(user, 'users-delete')) return undefined;
    return { ...remove, may: (row) => row.id !== user?.id };
  },
  Form: ({ id }: ResourceFormProps) => <UserEditor id={id} />,
};

// /ds/users: the users of the platform, opening on the verification queue (requests waiting for
// a decision, oldest first). Staff approve or reject from here; commercial users to contact are
// listed under "Not verified" with their company.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import {
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Button as AriaButton,
} from 'react-aria-components';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { ListedUser } from '../../../session/account-api.ts';
import { can } from '../../../session/permissions.ts';
import { useSession } from '../../../session/use-session.ts';
import { DecisionActions } from './DecisionActions.tsx';
import { useUsers } from './use-users.ts';
import '../../register/account-forms.css';

const STATUSES = ['requested', 'not_verified', 'verified', 'rejected', 'all'] as const;

function date(iso: string | undefined, locale: string): string {
  return iso
    ? new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(iso))
    : '';
}

export default function UsersPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { user } = useSession();
  const initial = new URLSearchParams(useLocation().search).get('status');
  const [status, setStatus] = useState<string>(STATUSES.includes(initial as never) ? initial! : 'requested');
  const { users, reload } = useUsers(status);
  const mayDecide = can(user, 'users-update');
  const labels: Record<(typeof STATUSES)[number], string> = {
    requested: t`Verification requests`,
    not_verified: t`Not verified`,
    verified: t`Verified`,
    rejected: t`Rejected`,
    all: t`All users`,
  };

  return (
    <section className="page">
      <h1>
        <Trans>Users</Trans>
      </h1>
      <Select
        selectedKey={status}
        onSelectionChange={(key) => key !== null && setStatus(String(key))}
        className="field"
      >
        <Label className="field__label">
          <Trans>Show</Trans>
        </Label>
        <AriaButton className="field__input focus-ring">
          <SelectValue />
          <span aria-hidden="true"> ▾</span>
        </AriaButton>
        <Popover className="select__popover">
          <ListBox className="select__list">
            {STATUSES.map((id) => (
              <ListBoxItem key={id} id={id} className="select__option">
                {labels[id]}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <div aria-live="polite">
        {users === null ? (
          <p>
            <Trans>Loading…</Trans>
          </p>
        ) : users.length === 0 ? (
          <p className="muted">
            <Trans>No users here.</Trans>
          </p>
        ) : (
          <table className="account-table" data-testid="users-table">
            <caption className="visually-hidden">{labels[status as (typeof STATUSES)[number]]}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Details</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Decision</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((listed) => (
                <UserRow
                  key={listed.id}
                  user={listed}
                  locale={locale}
                  mayDecide={mayDecide}
                  onDecided={reload}
                  label={labels}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function UserRow(props: {
  user: ListedUser;
  locale: string;
  mayDecide: boolean;
  onDecided: () => void;
  label: Record<string, string>;
}) {
  const { user, locale } = props;
  const { t } = useLingui();
  return (
    <tr data-testid="user-row" data-email={user.email}>
      <td>
        <strong>
          {user.first_name} {user.last_name}
        </strong>
        <br />
        {user.username} · {user.email}
      </td>
      <td>
        {user.user_type === 'commercial' ? t`Commercial: ${user.company ?? ''}` : user.institution}
        {user.position && <> · {user.position}</>}
        {user.doctor_id && (
          <>
            <br />
            <Trans>Doctor ID</Trans>: {user.doctor_id} ({user.doctor_id_type})
          </>
        )}
      </td>
      <td>
        {props.label[user.verification_status] ?? user.verification_status}
        {user.verification_requested_at && (
          <>
            <br />
            <small>{date(user.verification_requested_at, locale)}</small>
          </>
        )}
        {user.premium_active && user.premium_until && (
          <>
            <br />
            <small>
              <Trans>Premium until {date(user.premium_until, locale)}</Trans>
            </small>
          </>
        )}
      </td>
      <td>
        {props.mayDecide && user.verification_status === 'requested' && (
          <DecisionActions user={user} onDecided={props.onDecided} />
        )}
      </td>
    </tr>
  );
}

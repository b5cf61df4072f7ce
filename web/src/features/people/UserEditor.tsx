// /ds/users/create and /ds/users/edit-{id}: the user form from user-fields.ts. The role choice
// offers only roles ranked below the editor (GET /api/users/assignable-roles); the edit page
// shows the verification status (with the decision buttons while a request waits), and a save
// that started from an older version is refused (409) with the catalogue's text above the form.
import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@poct/schemas';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { EntityForm } from '../../workspace/forms/EntityForm.tsx';
import type { OptionSource } from '../../workspace/forms/field-spec.ts';
import { OptionsContext } from '../../workspace/forms/options.tsx';
import { NO_ERRORS } from '../../workspace/forms/validation.ts';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import { usePeopleApi, type ManagedUser } from './people-api.ts';
import { LoadFailed, Loading, NotFound } from '../../workspace/LoadStates.tsx';
import { serverFormErrors } from './server-errors.ts';
import { useLoad } from '../../lib/use-load.ts';
import { DecisionActions } from './DecisionActions.tsx';
import { DeleteUser } from './DeleteUser.tsx';
import { USER_CREATE_FIELDS, USER_EDIT_FIELDS } from './user-fields.ts';
import { newUserDraft, userBody, userDraftOf, validateUser, type UserDraft } from './user-form.ts';
import { useStatusLabels } from './status-labels.ts';

export function UserEditor({ id }: { id?: string }) {
  const { t, i18n } = useLingui();
  const api = usePeopleApi();
  const { user: me } = useSession();
  const goTo = useGoTo();
  const path = useRoutePath();
  const loadRoles = useLoad('assignable roles', () => api.assignableRoles());
  const loadUser = useLoad(`user ${id ?? ''}`, () => (id ? api.getUser(id) : Promise.resolve(null)));
  const roles = loadRoles.loaded;
  const user = loadUser.loaded;
  const creating = id === undefined;
  const fields = creating ? USER_CREATE_FIELDS : USER_EDIT_FIELDS;

  const assignable = useMemo(() => (roles.state === 'loaded' ? roles.value.roles : []), [roles]);
  const resolve = useCallback(
    (source: OptionSource) => {
      if ('static' in source)
        return source.static.map((option) => ({ id: option.id, label: i18n._(option.label) }));
      if ('named' in source && source.named === 'assignable-roles')
        return assignable.map((role) => ({ id: role.id, label: role.name }));
      return [];
    },
    [assignable, i18n],
  );

  if (roles.state === 'failed') return <LoadFailed text={roles.text} onRetry={loadRoles.reload} />;
  if (user.state === 'failed') return <LoadFailed text={user.text} onRetry={loadUser.reload} />;
  if (roles.state === 'missing' || user.state === 'missing') return <NotFound />;
  if (roles.state === 'loading' || user.state === 'loading') return <Loading />;
  const existing = user.value;
  if (existing && existing.role && !assignable.some((role) => role.id === existing.role?.id))
    return (
      <p role="alert">
        <Trans>You can only manage users whose role is ranked below your own.</Trans>
      </p>
    );

  const initial = existing ? userDraftOf(existing) : newUserDraft();
  const name = (draft: UserDraft) => String(existing?.username ?? draft.username);
  return (
    <OptionsContext value={resolve}>
      {existing && <UserFacts user={existing} onDecided={loadUser.reload} />}
      <EntityForm<UserDraft>
        key={existing?.updated_at ?? 'new'}
        fields={fields}
        initial={initial}
        validate={(draft) => validateUser(fields, draft, creating)}
        save={async (draft) => {
          try {
            const body = userBody(draft, creating);
            if (existing) await api.updateUser(existing.id, { ...body, updated_at: existing.updated_at });
            else await api.createUser(body);
            return NO_ERRORS;
          } catch (error) {
            return serverFormErrors(error, fields);
          }
        }}
        onSaved={(draft) => goTo('ds.users', {}, name(draft))}
        submitLabel={creating ? t`Create user` : t`Save`}
        actions={
          <>
            <Link href={path('ds.users')}>
              <Trans>Cancel</Trans>
            </Link>
            {existing && can(me, 'users-delete') && (
              <DeleteUser user={existing} onDeleted={() => goTo('ds.users')} />
            )}
          </>
        }
      />
    </OptionsContext>
  );
}

/** What the form does not change: who the user is, and where their verification stands. */
function UserFacts({ user, onDecided }: { user: ManagedUser; onDecided(): void }) {
  const { user: me } = useSession();
  const status = useStatusLabels();
  return (
    <dl className="wf-facts" data-testid="user-facts">
      <dt>
        <Trans>Username</Trans>
      </dt>
      <dd>{user.username}</dd>
      <dt>
        <Trans>Email</Trans>
      </dt>
      <dd>{user.email}</dd>
      <dt>
        <Trans>Verification status</Trans>
      </dt>
      <dd data-testid="verification-status">
        {status[user.verification_status]}
        {user.verification_status === 'requested' && can(me, 'users-update') && (
          <DecisionActions user={user} onDecided={onDecided} />
        )}
      </dd>
    </dl>
  );
}

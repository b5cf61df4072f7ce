// /ds/roles/create and /ds/roles/edit-{id}: the role form from role-fields.ts, permissions as
// checkboxes grouped by module. Only permissions the editor holds are offered (the server grants
// no others); the super-admin role and roles ranked at or above the editor are shown, not edited.
import { useCallback } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALL_PERMISSIONS, can, SUPERADMIN_ROLE_ID, type Role } from '@poct/schemas';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { EntityForm } from '../../workspace/forms/EntityForm.tsx';
import type { OptionSource } from '../../workspace/forms/field-spec.ts';
import { OptionsContext } from '../../workspace/forms/options.tsx';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { NO_ERRORS } from '../../workspace/forms/validation.ts';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import { usePeopleApi } from './people-api.ts';
import { LoadFailed, Loading, NotFound } from '../../workspace/LoadStates.tsx';
import { serverFormErrors } from './server-errors.ts';
import { useLoad } from '../../lib/use-load.ts';
import { groupLabel, permissionLabel } from './permission-labels.ts';
import { ROLE_FIELDS, validateRole } from './role-fields.ts';

/** Whether the signed-in user may change or delete `role` (only roles below). */
export function mayShape(me: { role: { id: string; hierarchy: number } } | null, role: Role): boolean {
  return !!me && role.id !== SUPERADMIN_ROLE_ID && role.hierarchy > me.role.hierarchy;
}

export function RoleEditor({ id }: { id?: string }) {
  const { t, i18n } = useLingui();
  const api = usePeopleApi();
  const { user } = useSession();
  const goTo = useGoTo();
  const path = useRoutePath();
  const load = useLoad(`role ${id ?? ''}`, () => (id ? api.getRole(id) : Promise.resolve(null)));
  const role = load.loaded;
  const existing = role.state === 'loaded' ? role.value : null;

  const resolve = useCallback(
    (source: OptionSource) => {
      if (!('named' in source) || source.named !== 'permissions') return [];
      const offered = ALL_PERMISSIONS.filter(
        (permission) => can(user, permission) || existing?.permissions.includes(permission),
      );
      const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
      return offered.map((permission) => ({
        id: permission,
        label: permissionLabel(permission, translate),
        group: groupLabel(permission, translate),
      }));
    },
    [existing, i18n, user],
  );

  if (role.state === 'failed') return <LoadFailed text={role.text} onRetry={load.reload} />;
  if (role.state === 'missing') return <NotFound />;
  if (role.state === 'loading' || !user) return <Loading />;
  if (existing && !mayShape(user, existing))
    return (
      <p role="alert">
        {existing.id === SUPERADMIN_ROLE_ID ? (
          <Trans>The super-admin role holds every permission and cannot be changed.</Trans>
        ) : (
          <Trans>You can only change roles ranked below your own.</Trans>
        )}
      </p>
    );

  const initial: Doc = existing
    ? {
        name: existing.name,
        description: existing.description,
        hierarchy: existing.hierarchy,
        permissions: existing.permissions,
      }
    : { name: '', description: '', permissions: [] };
  return (
    <OptionsContext value={resolve}>
      <EntityForm<Doc>
        key={existing?.updated_at ?? 'new'}
        fields={ROLE_FIELDS}
        initial={initial}
        validate={(draft) => validateRole(draft, user.role.hierarchy)}
        save={async (draft) => {
          try {
            if (existing) await api.updateRole(existing.id, { ...draft, updated_at: existing.updated_at });
            else await api.createRole(draft);
            return NO_ERRORS;
          } catch (error) {
            return serverFormErrors(error, ROLE_FIELDS);
          }
        }}
        onSaved={(draft) => goTo('ds.roles', {}, String(draft.name))}
        submitLabel={existing ? t`Save` : t`Create role`}
        actions={
          <Link href={path('ds.roles')}>
            <Trans>Cancel</Trans>
          </Link>
        }
      />
    </OptionsContext>
  );
}

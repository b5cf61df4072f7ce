// The workspace's user and role endpoints (sync-server users/ and roles/): list, one, create,
// change, delete. Changes send the `updated_at` the editor started from, so a stale edit is
// answered 409 instead of overwriting someone else's change.
import { useMemo } from 'react';
import type { Role } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import type { ApiClient } from '../../lib/api.ts';
import type { ListedUser } from '../../session/account-api.ts';

/** A user as GET /api/users/:id answers it (the list's fields and what the editor changes). */
export interface ManagedUser extends ListedUser {
  updated_at: string;
  language: 'de' | 'en';
  premium: boolean;
  country?: string;
  city?: string;
}

const users = (id?: string) => `/api/users${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
const roles = (id?: string) => `/api/roles${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function createPeopleApi(api: ApiClient) {
  return {
    getUser: (id: string) => api.request<ManagedUser>(users(id)),
    createUser: (body: Record<string, unknown>) =>
      api.request<ManagedUser>(users(), { method: 'POST', body }),
    updateUser: (id: string, body: Record<string, unknown>) =>
      api.request<ManagedUser>(users(id), { method: 'PATCH', body }),
    deleteUser: (id: string) => api.request<void>(users(id), { method: 'DELETE' }),
    assignableRoles: () =>
      api.request<{ roles: Array<Pick<Role, 'id' | 'name' | 'hierarchy'>> }>('/api/users/assignable-roles'),
    listRoles: () => api.request<{ roles: Role[] }>(roles()),
    getRole: (id: string) => api.request<Role>(roles(id)),
    createRole: (body: Record<string, unknown>) => api.request<Role>(roles(), { method: 'POST', body }),
    updateRole: (id: string, body: Record<string, unknown>) =>
      api.request<Role>(roles(id), { method: 'PUT', body }),
    deleteRole: (id: string) => api.request<void>(roles(id), { method: 'DELETE' }),
  };
}

export type PeopleApi = ReturnType<typeof createPeopleApi>;

export function usePeopleApi(): PeopleApi {
  const api = useApi();
  return useMemo(() => createPeopleApi(api), [api]);
}

// Roles and permissions on the server: the last super-admin cannot be demoted
// or deleted (409), a role needs a permission (422), a staff user cannot raise its own role or
// edit a user above it; and for every guarded workspace route of the shared table, a user
// without its permission is refused by the API behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  message,
  ROUTES,
  STAFF_ROLE_ID,
  SUPERADMIN_ROLE_ID,
  USER_ROLE_ID,
  type Permission,
} from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 5 });
});
afterAll(async () => {
  await server?.close();
});

function call(method: string, path: string, token: string, json?: unknown, locale = 'en'): Promise<Response> {
  return server.api(path, {
    method,
    token,
    ...(json === undefined ? {} : { json }),
    headers: { 'accept-language': locale },
  });
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('the last super-admin', () => {
  it('When the only super-admin demotes or deletes itself, then it answers 409 in the request language', async () => {
    const admin = await server.login('superadmin');
    const demote = await call('PATCH', '/api/users/user-superadmin', admin, { role_id: STAFF_ROLE_ID });
    expect(demote.status).toBe(409);
    expect(await messageOf(demote)).toBe('You are the last super-admin left!');
    const remove = await call('DELETE', '/api/users/user-superadmin', admin, undefined, 'de');
    expect(remove.status).toBe(409);
    expect(await messageOf(remove)).toBe(message('error.409.last_admin', 'de'));
    const me = (await (await call('GET', '/api/auth/me', admin)).json()) as { role: { id: string } };
    expect(me.role.id).toBe(SUPERADMIN_ROLE_ID);
  });

  it('When a second super-admin exists, then the first may step down, and the second is then the last', async () => {
    const admin = await server.login('superadmin');
    expect(
      (await call('PATCH', '/api/users/user-verified', admin, { role_id: SUPERADMIN_ROLE_ID })).status,
    ).toBe(200);
    const stepDown = await call('PATCH', '/api/users/user-superadmin', admin, { role_id: STAFF_ROLE_ID });
    expect(stepDown.status).toBe(200);
    const second = (await (
      await call('POST', '/api/auth/login', '', {
        email: 'verified@demo.poct-atlas.test',
        password: 'demo-password',
      })
    ).json()) as { accessToken: string };
    expect((await call('DELETE', '/api/users/user-verified', second.accessToken)).status).toBe(409);
    // Put things back for the other tests.
    expect(
      (await call('PATCH', '/api/users/user-superadmin', second.accessToken, { role_id: SUPERADMIN_ROLE_ID }))
        .status,
    ).toBe(200);
    expect(
      (await call('PATCH', '/api/users/user-verified', second.accessToken, { role_id: USER_ROLE_ID })).status,
    ).toBe(200);

    const audit = (await (await call('GET', '/api/audit', admin)).json()) as {
      entries: Array<{ event: string; subject_id?: string; detail?: { role_to?: string } }>;
    };
    expect(
      audit.entries
        .filter((e) => e.event === 'user_updated' && e.subject_id === 'user-superadmin')
        .map((e) => e.detail?.role_to),
    ).toEqual([SUPERADMIN_ROLE_ID, STAFF_ROLE_ID]);
  });

  it('When three super-admins demote each other at the same moment, then one of them stays super-admin', async () => {
    const admin = await server.login('superadmin');
    const others = ['verified', 'free'] as const;
    for (let round = 0; round < 3; round++) {
      for (const user of others)
        expect(
          (await call('PATCH', `/api/users/user-${user}`, admin, { role_id: SUPERADMIN_ROLE_ID })).status,
        ).toBe(200);
      const tokens = {
        superadmin: admin,
        verified: await server.login('verified'),
        free: await server.login('free'),
      };
      const names = Object.keys(tokens) as Array<keyof typeof tokens>;
      // Each demotes both others: six requests at once.
      const answers = await Promise.all(
        names.flatMap((by) =>
          names
            .filter((user) => user !== by)
            .map((user) => call('PATCH', `/api/users/user-${user}`, tokens[by], { role_id: STAFF_ROLE_ID })),
        ),
      );
      // 403: the caller was demoted before its own request was judged.
      expect(answers.every((answer) => [200, 403, 409].includes(answer.status))).toBe(true);
      const admins = (await server.auth.accounts.list()).filter((a) => a.role_id === SUPERADMIN_ROLE_ID);
      expect(admins).toHaveLength(1);
      // Put things back: the one left restores the first admin, who resets the others.
      const left = tokens[admins[0]!.id.replace('user-', '') as keyof typeof tokens];
      expect(
        (await call('PATCH', '/api/users/user-superadmin', left, { role_id: SUPERADMIN_ROLE_ID })).status,
      ).toBe(200);
      for (const user of others)
        expect(
          (await call('PATCH', `/api/users/user-${user}`, admin, { role_id: USER_ROLE_ID })).status,
        ).toBe(200);
    }
  });
});

describe('roles', () => {
  it('When a role has no permission, then it answers 422 with the catalogue text', async () => {
    const admin = await server.login('superadmin');
    const empty = await call('POST', '/api/roles', admin, {
      name: 'Empty',
      description: '',
      permissions: [],
      hierarchy: 50,
    });
    expect(empty.status).toBe(422);
    expect(await messageOf(empty)).toBe('The role must have, at least, one permission.');
    const created = await call('POST', '/api/roles', admin, {
      name: 'Editor',
      description: 'Posts',
      permissions: ['posts-read', 'posts-update'],
      hierarchy: 50,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const emptied = await call(
      'PUT',
      `/api/roles/${id}`,
      admin,
      { name: 'Editor', description: '', permissions: [], hierarchy: 50 },
      'de',
    );
    expect(emptied.status).toBe(422);
    expect(await messageOf(emptied)).toBe(message('error.422.role_permission', 'de'));
    expect((await call('DELETE', `/api/roles/${id}`, admin)).status).toBe(204);
  });

  it('When a role is deleted while it is given to a user at the same moment, then no account is left holding a deleted role', async () => {
    const admin = await server.login('superadmin');
    // Five rounds, each a new role deleted and given to the same user at once.
    for (let round = 0; round < 5; round++) {
      const created = await call('POST', '/api/roles', admin, {
        name: `Short-lived ${round}`,
        description: '',
        permissions: ['posts-read'],
        hierarchy: 60,
      });
      const { id } = (await created.json()) as { id: string };
      const [removal, giving] = await Promise.all([
        call('DELETE', `/api/roles/${id}`, admin),
        call('PATCH', '/api/users/user-verified', admin, { role_id: id }),
      ]);
      const holder = await server.auth.accounts.get('user-verified');
      if (removal.status === 204) {
        expect(giving.status).toBe(404);
        expect(holder?.role_id).toBe(USER_ROLE_ID);
      } else {
        expect([removal.status, giving.status]).toEqual([409, 200]);
        expect(holder?.role_id).toBe(id);
        expect(
          (await call('PATCH', '/api/users/user-verified', admin, { role_id: USER_ROLE_ID })).status,
        ).toBe(200);
        expect((await call('DELETE', `/api/roles/${id}`, admin)).status).toBe(204);
      }
    }
  });

  it('When a user is saved with the role it had while another admin gives it a new role, then the new role stays', async () => {
    const admin = await server.login('superadmin');
    const created = await call('POST', '/api/roles', admin, {
      name: 'Reviewer',
      description: '',
      permissions: ['posts-read'],
      hierarchy: 60,
    });
    const { id } = (await created.json()) as { id: string };
    for (let round = 0; round < 5; round++) {
      // Forms that send every field, the role as they read it, beside a change of role sent
      // after them (so they read the role before it changes, and their writes may come after).
      const saving = (n: number) =>
        call('PATCH', '/api/users/user-verified', admin, { first_name: `Vera ${n}`, role_id: USER_ROLE_ID });
      const answers = await Promise.all([
        ...[1, 2, 3, 4, 5].map(saving),
        call('PATCH', '/api/users/user-verified', admin, { role_id: id }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect((await server.auth.accounts.get('user-verified'))?.role_id).toBe(id);
      expect((await call('PATCH', '/api/users/user-verified', admin, { role_id: USER_ROLE_ID })).status).toBe(
        200,
      );
    }
    expect((await call('DELETE', `/api/roles/${id}`, admin)).status).toBe(204);
  });

  it('When a role above or equal to the caller is changed, or the super-admin role, then it is refused', async () => {
    const admin = await server.login('superadmin');
    const superRole = await call('PUT', `/api/roles/${SUPERADMIN_ROLE_ID}`, admin, {
      name: 'X',
      description: '',
      permissions: ['posts-read'],
      hierarchy: 0,
    });
    expect(superRole.status).toBe(403);
    expect((await call('DELETE', `/api/roles/${SUPERADMIN_ROLE_ID}`, admin)).status).toBe(409);
    const staffRoleInUse = await call('DELETE', `/api/roles/${STAFF_ROLE_ID}`, admin);
    expect(staffRoleInUse.status).toBe(409);
    const staff = await server.login('staff');
    expect((await call('GET', '/api/roles', staff)).status).toBe(403);
  });
});

describe('hierarchy of users', () => {
  it('When staff try to raise their own role or edit a user above them, then it is refused; users below them they may edit', async () => {
    const staff = await server.login('staff');
    const raise = await call('PATCH', '/api/users/user-staff', staff, { role_id: SUPERADMIN_ROLE_ID });
    expect(raise.status).toBe(403);
    expect(await messageOf(raise)).toBe('You do not have permission to access this resource.');
    expect((await call('PATCH', '/api/users/user-superadmin', staff, { premium: false })).status).toBe(403);
    // Giving a free user the staff role would put them level with the caller.
    expect((await call('PATCH', '/api/users/user-free', staff, { role_id: STAFF_ROLE_ID })).status).toBe(403);
    const below = await call('PATCH', '/api/users/user-free', staff, { premium: false });
    expect(below.status).toBe(200);
    const me = (await (await call('GET', '/api/auth/me', staff)).json()) as { role: { id: string } };
    expect(me.role.id).toBe(STAFF_ROLE_ID);
    expect((await call('DELETE', '/api/users/user-free', staff)).status).toBe(403);
  });
});

/** The API behind each permission module that guards workspace routes (read access). */
const API_OF_MODULE: Record<string, string> = {
  users: '/api/users',
  roles: '/api/roles',
  products: '/db/catalogue_master/_changes?since=0&limit=1',
  parameters: '/db/masterdata_master/_changes?since=0&limit=1',
  details: '/db/masterdata_master/_changes?since=0&limit=1',
  methods: '/db/masterdata_master/_changes?since=0&limit=1',
  diagnostics: '/db/masterdata_master/_changes?since=0&limit=1',
  quotations: '/api/quotations',
  plans: '/api/admin/plans',
  advertisements: '/api/admin/advertisements',
  demos: '/api/demo/admin/slots',
  posts: '/api/admin/posts',
  'forum-topics': '/api/admin/forum-topics',
  'forum-sub-topics': '/api/admin/forum-sub-topics',
  'forum-threads': '/api/forum/watched-words',
  // The moderation queue, guarded by any of the moderating permissions.
  'products-review': '/api/moderation/queue',
  'forum-comments': '/api/moderation/queue',
};

const guarded = ROUTES.flatMap((route) => {
  const guard = 'guard' in route ? route.guard : undefined;
  if (!guard || guard.kind !== 'auth' || !guard.permissions) return [];
  return guard.permissions.map((permission: Permission) => ({
    route: route.path,
    module: permission.replace(/-(create|read|update|delete)$/, ''),
  }));
});

describe('every guarded workspace route has its API refuse users without the permission', () => {
  it('covers every module that guards a route', () => {
    const modules = [...new Set(guarded.map((g) => g.module))].sort();
    // profile: every signed-in user holds it (their own profile).
    expect(modules.filter((m) => !API_OF_MODULE[m])).toEqual(['profile']);
  });

  it.each(guarded.filter((g) => API_OF_MODULE[g.module]))(
    '$route: a free user is refused by $module API',
    async ({ module }) => {
      const free = await server.login('free');
      const response = await call('GET', API_OF_MODULE[module]!, free);
      expect(response.status).toBe(403);
    },
  );

  it('and a user with the permission gets through, so the refusals are about the permission', async () => {
    const admin = await server.login('superadmin');
    for (const path of new Set(Object.values(API_OF_MODULE))) {
      expect((await call('GET', path, admin)).status, path).toBe(200);
    }
  });
});

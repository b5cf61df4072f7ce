// Staff create and edit users (POST and PATCH /api/users): the shared rules
// answer field errors in the request's language, refused input changes nothing, a role not
// below the caller is refused, every creation is audited, the new user can sign in, and a stale
// edit (or role change) answers 409 instead of overwriting someone else's change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, STAFF_ROLE_ID, SUPERADMIN_ROLE_ID, USER_ROLE_ID } from '@poct/schemas';
import { callAs, startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 5 });
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, path: string, token: string, json?: unknown, locale = 'en') =>
  callAs(server, method, path, token, json, locale);

let counter = 0;
function newUser(fields: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const username = `made${process.pid}n${counter}`;
  const email = `${username}@clinic.example`;
  return {
    user_type: 'hcp',
    username,
    email,
    email_confirm: email,
    password: 'initial-password',
    password_confirm: 'initial-password',
    first_name: 'Mara',
    last_name: 'Lind',
    role_id: USER_ROLE_ID,
    language: 'en',
    premium_until: '2099-12-31T23:59:59.000Z',
    institution: 'Klinikum Nord',
    ...fields,
  };
}

interface FieldErrorBody {
  errors: Array<{ field: string; key: string; message: string }>;
}

async function userCount(token: string): Promise<number> {
  const body = (await (await call('GET', '/api/users', token)).json()) as { users: unknown[] };
  return body.users.length;
}

describe('POST /api/users', () => {
  it('When the super-admin creates a user, then it is stored, listed, audited, and can sign in', async () => {
    const admin = await server.login('superadmin');
    const body = newUser();
    const created = await call('POST', '/api/users', admin, body);
    expect(created.status).toBe(201);
    const user = (await created.json()) as Record<string, unknown> & { id: string };
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      premium: true,
      premium_active: true,
      verification_status: 'not_verified',
      institution: 'Klinikum Nord',
      role: { id: USER_ROLE_ID },
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('password');

    const one = (await (await call('GET', `/api/users/${user.id}`, admin)).json()) as { username: string };
    expect(one.username).toBe(body.username);
    const login = await call('POST', '/api/auth/login', '', { email: body.email, password: body.password });
    expect(login.status).toBe(200);

    const audit = (await (await call('GET', '/api/audit', admin)).json()) as {
      entries: Array<{ event: string; subject_id?: string; actor_id?: string }>;
    };
    expect(audit.entries.find((e) => e.event === 'user_created' && e.subject_id === user.id)?.actor_id).toBe(
      'user-superadmin',
    );
  });

  it.each([
    [
      'en',
      'This field is required',
      "The emails don't match",
      'Only lowercase letters and digits are allowed',
    ],
    [
      'de',
      message('validation.required', 'de'),
      message('validation.emails_mismatch', 'de'),
      message('validation.username', 'de'),
    ],
  ])(
    'When the input breaks the rules (%s), then every field says why and nothing is stored',
    async (locale, required, emails, username) => {
      const admin = await server.login('superadmin');
      const before = await userCount(admin);
      const refused = await call(
        'POST',
        '/api/users',
        admin,
        newUser({
          username: 'Not Valid',
          email_confirm: 'other@clinic.example',
          first_name: '',
          role_id: '',
          password_confirm: 'something else',
        }),
        locale,
      );
      expect(refused.status).toBe(400);
      const { errors } = (await refused.json()) as FieldErrorBody;
      const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
      expect(byField).toMatchObject({
        username,
        email_confirm: emails,
        first_name: required,
        role_id: message('validation.select', locale as 'en' | 'de'),
        password_confirm: message('validation.passwords_mismatch', locale as 'en' | 'de'),
      });
      expect(await userCount(admin)).toBe(before);
    },
  );

  it('When the username or email is taken, then it answers 409 on that field and stores nothing', async () => {
    const admin = await server.login('superadmin');
    const first = newUser();
    expect((await call('POST', '/api/users', admin, first)).status).toBe(201);
    const before = await userCount(admin);
    const sameName = await call('POST', '/api/users', admin, newUser({ username: first.username }));
    expect(sameName.status).toBe(409);
    expect(((await sameName.json()) as FieldErrorBody).errors[0]?.field).toBe('username');
    const sameEmail = await call(
      'POST',
      '/api/users',
      admin,
      newUser({ email: first.email, email_confirm: first.email }),
    );
    expect(sameEmail.status).toBe(409);
    expect(((await sameEmail.json()) as FieldErrorBody).errors[0]?.field).toBe('email');
    expect(await userCount(admin)).toBe(before);
  });

  it('When a caller without users-create, or one giving a role not below its own, creates a user, then it is refused', async () => {
    // Staff hold users-read and users-update, not users-create.
    const staff = await server.login('staff');
    const admin = await server.login('superadmin');
    const before = await userCount(admin);
    expect((await call('POST', '/api/users', staff, newUser())).status).toBe(403);

    // A role that may create users, ranked 20: it may give rank 100, not 10 (staff) or 20 itself.
    const role = await call('POST', '/api/roles', admin, {
      name: 'Onboarding',
      description: 'Creates users',
      permissions: ['users-read', 'users-create', 'profile-read'],
      hierarchy: 20,
    });
    expect(role.status).toBe(201);
    const { id: roleId } = (await role.json()) as { id: string };
    const onboarder = newUser({ role_id: roleId });
    expect((await call('POST', '/api/users', admin, onboarder)).status).toBe(201);
    const token = (
      (await (
        await call('POST', '/api/auth/login', '', { email: onboarder.email, password: onboarder.password })
      ).json()) as { accessToken: string }
    ).accessToken;
    const countBefore = await userCount(admin);
    for (const above of [STAFF_ROLE_ID, SUPERADMIN_ROLE_ID, roleId])
      expect((await call('POST', '/api/users', token, newUser({ role_id: above }))).status, above).toBe(403);
    expect(await userCount(admin)).toBe(countBefore);
    expect((await call('POST', '/api/users', token, newUser())).status).toBe(201);
    expect(before).toBeLessThan(await userCount(admin));
  });
});

describe('GET /api/users/assignable-roles', () => {
  it('When staff ask which roles they may give, then only roles below their own are listed; free users are refused', async () => {
    const staff = await server.login('staff');
    const answer = (await (await call('GET', '/api/users/assignable-roles', staff)).json()) as {
      roles: Array<{ id: string; hierarchy: number }>;
    };
    const ids = answer.roles.map((role) => role.id);
    expect(ids).toContain(USER_ROLE_ID);
    expect(ids).not.toContain(STAFF_ROLE_ID);
    expect(ids).not.toContain(SUPERADMIN_ROLE_ID);
    expect(answer.roles.every((role) => role.hierarchy > 10)).toBe(true);
    const admin = await server.login('superadmin');
    const all = (await (await call('GET', '/api/users/assignable-roles', admin)).json()) as {
      roles: unknown[];
    };
    expect(all.roles.length).toBeGreaterThan(answer.roles.length);
    expect((await call('GET', '/api/users/assignable-roles', await server.login('free'))).status).toBe(403);
  });
});

describe('PATCH /api/users/:id', () => {
  it('When staff change names, language, texts and premium, then they are stored and audited', async () => {
    const admin = await server.login('superadmin');
    const user = (await (await call('POST', '/api/users', admin, newUser())).json()) as {
      id: string;
      updated_at: string;
    };
    const staff = await server.login('staff');
    const changed = await call('PATCH', `/api/users/${user.id}`, staff, {
      first_name: 'Marta',
      last_name: 'Lindqvist',
      language: 'de',
      institution: '',
      position: 'Laborleitung',
      premium: true,
      premium_until: null,
      updated_at: user.updated_at,
    });
    expect(changed.status).toBe(200);
    const view = (await changed.json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      first_name: 'Marta',
      last_name: 'Lindqvist',
      language: 'de',
      position: 'Laborleitung',
    });
    expect(view).not.toHaveProperty('institution');
    expect(view).not.toHaveProperty('premium_until');
    const audit = (await (await call('GET', '/api/audit', admin)).json()) as {
      entries: Array<{
        event: string;
        subject_id?: string;
        actor_id?: string;
        detail?: Record<string, unknown>;
      }>;
    };
    const entry = audit.entries.find((e) => e.event === 'user_updated' && e.subject_id === user.id);
    expect(entry).toMatchObject({
      actor_id: 'user-staff',
      detail: { first_name: 'Marta', premium_until: null },
    });
  });

  it('When the edit started from an older version, then it answers 409 and changes nothing', async () => {
    const admin = await server.login('superadmin');
    const user = (await (await call('POST', '/api/users', admin, newUser())).json()) as {
      id: string;
      updated_at: string;
    };
    const first = await call('PATCH', `/api/users/${user.id}`, admin, {
      first_name: 'First',
      updated_at: user.updated_at,
    });
    expect(first.status).toBe(200);
    const stale = await call(
      'PATCH',
      `/api/users/${user.id}`,
      admin,
      { first_name: 'Second', updated_at: user.updated_at },
      'de',
    );
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(message('error.409.changed', 'de'));
    const now = (await (await call('GET', `/api/users/${user.id}`, admin)).json()) as { first_name: string };
    expect(now.first_name).toBe('First');
  });

  it('When a change breaks the rules, then it answers field errors and changes nothing', async () => {
    const admin = await server.login('superadmin');
    const user = (await (await call('POST', '/api/users', admin, newUser())).json()) as { id: string };
    const refused = await call('PATCH', `/api/users/${user.id}`, admin, {
      first_name: ' ',
      language: 'fr',
      premium_until: 'soon',
      position: 'x'.repeat(400),
    });
    expect(refused.status).toBe(400);
    const fields = ((await refused.json()) as FieldErrorBody).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['first_name', 'language', 'premium_until']);
    const tooLong = await call('PATCH', `/api/users/${user.id}`, admin, { position: 'x'.repeat(400) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as FieldErrorBody).errors[0]?.field).toBe('position');
    const now = (await (await call('GET', `/api/users/${user.id}`, admin)).json()) as Record<string, unknown>;
    expect(now).toMatchObject({ first_name: 'Mara', language: 'en' });
    expect(now).not.toHaveProperty('position');
  });
});

describe('PUT /api/roles/:id', () => {
  it('When the edit started from an older version, then it answers 409 and the role stays', async () => {
    const admin = await server.login('superadmin');
    const role = (await (
      await call('POST', '/api/roles', admin, {
        name: 'Reviewer',
        description: '',
        permissions: ['products-review-read'],
        hierarchy: 60,
      })
    ).json()) as { id: string; updated_at: string };
    const body = {
      name: 'Reviewer 2',
      description: '',
      permissions: ['products-review-read'],
      hierarchy: 60,
    };
    expect(
      (await call('PUT', `/api/roles/${role.id}`, admin, { ...body, updated_at: role.updated_at })).status,
    ).toBe(200);
    const stale = await call('PUT', `/api/roles/${role.id}`, admin, {
      ...body,
      name: 'Reviewer 3',
      updated_at: role.updated_at,
    });
    expect(stale.status).toBe(409);
    const now = (await (await call('GET', `/api/roles/${role.id}`, admin)).json()) as { name: string };
    expect(now.name).toBe('Reviewer 2');
  });
});

describe('DELETE /api/users/{id}', () => {
  it("When staff delete a user, then the user's sessions end at once: REST, the gateway and refresh refuse", async () => {
    const admin = await server.login('superadmin');
    const body = newUser();
    const created = await call('POST', '/api/users', admin, body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const login = await server.api('/api/auth/login', {
      method: 'POST',
      json: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    expect((await server.api('/api/auth/me', { token: accessToken })).status).toBe(200);

    expect((await call('DELETE', `/api/users/${id}`, admin)).status).toBe(204);

    expect((await server.api('/api/auth/me', { token: accessToken })).status).toBe(401);
    expect((await server.api('/db/favourites/_changes?since=0', { token: accessToken })).status).toBe(401);
    expect((await server.api('/api/auth/refresh', { headers: { cookie } })).status).not.toBe(200);
  });
});

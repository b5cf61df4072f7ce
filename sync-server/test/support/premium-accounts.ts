// Premium accounts the demo data does not have, made in the store and signed in: on a plan of the
// test's own (chat and link access as the test needs them), or verified for the forum. Shared
// by the access matrix, the MCP test and the forum tests.
import { USER_ROLE_ID, type User } from '@poct/schemas';
import type { TestServer } from './test-server.ts';

/** Stores a one-month plan `id` with the given chat and link access (and name). */
export async function putPlan(
  server: TestServer,
  id: string,
  access: { chat_access: boolean; link_access: boolean },
  name = { de: `Testplan ${id}`, en: `Test plan ${id}` },
): Promise<void> {
  const at = new Date().toISOString();
  await server.store.put('plans', {
    _id: id,
    name,
    description: { de: 'Test', en: 'Test' },
    price: 10,
    currency: 'EUR',
    duration: { unit: 'months', count: 1 },
    stripe_price_id: `price_${id.replace(/-/g, '_')}`,
    ...access,
    created_at: at,
    updated_at: at,
    updated_by: 'system',
  });
}

/** A new premium account `username` (`user-<username>`, `<username>@example.test`), signed in: its access token. */
export async function signInNewPremium(
  server: TestServer,
  username: string,
  fields: Partial<Pick<User, 'plan_id' | 'verification_status' | 'language'>> = {},
): Promise<string> {
  const at = new Date().toISOString();
  const email = `${username}@example.test`;
  const password = `${username}-password`;
  await server.auth.createAccount(
    {
      id: `user-${username}`,
      created_at: at,
      updated_at: at,
      username,
      email,
      first_name: 'Vera',
      last_name: 'Zweit',
      user_type: 'hcp',
      language: 'en',
      role_id: USER_ROLE_ID,
      premium: true,
      premium_until: '2099-01-01T00:00:00.000Z',
      verification_status: 'not_verified',
      ...fields,
    },
    password,
  );
  const response = await server.api('/api/auth/login', { method: 'POST', json: { email, password } });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

// Helpers for the account tests: a valid registration body, sign-in keeping the refresh cookie,
// and the token of a link from a mail.
import type { TestServer } from './test-server.ts';

export const NEW_PASSWORD = 'correct horse battery';

let counter = 0;

/** A valid healthcare-professional registration with a private email and a valid LANR. */
export function registration(fields: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const name = `tester${process.pid}x${counter}`;
  const email = `${name}@gmail.com`;
  return {
    user_type: 'hcp',
    username: name,
    email,
    email_confirm: email,
    password: NEW_PASSWORD,
    password_confirm: NEW_PASSWORD,
    first_name: 'Hanna',
    last_name: 'Schulz',
    institution: 'Praxis Dr. Schulz',
    doctor_id: '123456601',
    doctor_id_type: 'lanr',
    accept_terms: true,
    confirm_professional: true,
    language: 'de',
    ...fields,
  };
}

export function tokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export interface SignedIn {
  accessToken: string;
  cookie: string;
}

export async function signIn(server: TestServer, email: string, password: string): Promise<SignedIn> {
  const response = await server.api('/api/auth/login', { method: 'POST', json: { email, password } });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  return { accessToken, cookie };
}

/** A refresh with the session's cookie: a new access token with the account as it is now. */
export async function refresh(server: TestServer, session: SignedIn): Promise<SignedIn> {
  const response = await server.api('/api/auth/refresh', { headers: { cookie: session.cookie } });
  if (!response.ok) throw new Error(`refresh: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  return { accessToken, cookie };
}

export function pullCatalogue(server: TestServer, token: string): Promise<Response> {
  return server.api('/db/catalogue/_changes?since=0&limit=1&include_docs=true', { token });
}

export function post(
  server: TestServer,
  path: string,
  json: unknown,
  options: { token?: string; locale?: string; ip?: string } = {},
): Promise<Response> {
  return server.api(path, {
    method: 'POST',
    json,
    ...(options.token ? { token: options.token } : {}),
    headers: {
      'accept-language': options.locale ?? 'en',
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
  });
}

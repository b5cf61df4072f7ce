// Opens every kind of connection the server holds for a client and records what arrives on it
// and when it ended, for the session-end and scale-out tests.
import { expect } from 'vitest';
import { USER_ROLE_ID } from '@poct/schemas';
import { callAs, type TestServer } from './test-server.ts';

export const HELD_KINDS = {
  'continuous feed (catalogue)':
    '/db/catalogue/_changes?feed=continuous&since=now&heartbeat=200&include_docs=true',
  'longpoll (catalogue)': '/db/catalogue/_changes?feed=longpoll&since=now&timeout=60000&include_docs=true',
  'continuous feed (favourites)':
    '/db/favourites/_changes?feed=continuous&since=now&heartbeat=200&include_docs=true',
  'longpoll (favourites)': '/db/favourites/_changes?feed=longpoll&since=now&timeout=60000&include_docs=true',
  'continuous feed (alerts)': '/db/alerts/_changes?feed=continuous&since=now&heartbeat=200&include_docs=true',
  'change-events stream': '/api/sync/events',
} as const;

export type HeldKind = keyof typeof HELD_KINDS;

export interface OpenFeed {
  /** Everything received so far. */
  text(): string;
  /** Epoch ms when the connection ended (the body finished or broke), and its status. */
  ended: Promise<{ at: number; status: number }>;
  close(): void;
}

/** Opens a held connection as `token` on `baseUrl` and reads it in the background. */
export function openFeed(baseUrl: string, path: string, token: string): OpenFeed {
  const controller = new AbortController();
  let received = '';
  const ended = (async () => {
    let status = 0;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      status = response.status;
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
    } catch {
      // Broken off: ended all the same.
    }
    return { at: Date.now(), status };
  })();
  return { text: () => received, ended, close: () => controller.abort() };
}

/**
 * Opens the change-events stream once it is let through: a process keeps a user's places for a
 * moment after they are given back (platform/rate-limit/shared-slots.ts), so another process may
 * refuse (429) until then.
 */
export async function openStreamWhenFree(baseUrl: string, token: string): Promise<OpenFeed> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const feed = openFeed(baseUrl, HELD_KINDS['change-events stream'], token);
    const ready = await new Promise<boolean>((resolve) => {
      const poll = setInterval(() => {
        if (feed.text().includes('event: ready')) resolve(true);
      }, 20);
      void feed.ended.then(() => resolve(false));
      void feed.ended.finally(() => clearInterval(poll));
    });
    if (ready) return feed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the stream stayed refused');
}

/** Waits until `count` more connections are held by the server than `before`. */
export async function heldBy(server: Pick<TestServer, 'held'>, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (server.held.size < count) {
    if (Date.now() > deadline) throw new Error(`only ${server.held.size} of ${count} connections held`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let made = 0;

/** A new premium user made by the super-admin, signed in: `{ id, email, token }`. */
export async function newPremiumUser(
  server: Pick<TestServer, 'api' | 'login' | 'url'>,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; email: string; token: string; password: string }> {
  made += 1;
  const username = `held${process.pid}n${made}${Date.now() % 100_000}`;
  const email = `${username}@clinic.example`;
  const password = 'initial-password';
  const admin = await server.login('superadmin');
  const created = await callAs(server, 'POST', '/api/users', admin, {
    user_type: 'hcp',
    username,
    email,
    email_confirm: email,
    password,
    password_confirm: password,
    first_name: 'Mara',
    last_name: 'Lind',
    role_id: USER_ROLE_ID,
    language: 'en',
    premium: true,
    premium_until: '2099-12-31T23:59:59.000Z',
    ...fields,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, email, password, token: await signIn(server.url, email, password) };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

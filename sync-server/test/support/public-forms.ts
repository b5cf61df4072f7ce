// Helpers for the public forms' tests (contact, demo booking): a server that mails a real SMTP
// inbox and lets tests pose as many visitors (X-Forwarded-For from loopback), the form's
// time-trap token, a submit from a given address in a given language, unique labels.
import { expect } from 'vitest';
import type { Config } from '../../src/platform/config.ts';
import { formTokenKey, makeFormToken } from '../../src/requests/form-guard/form-token.ts';
import { startMailInbox, type MailInbox } from './mail-inbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * How long the time trap holds a form in these tests: long enough that a "too fast" submit sent
 * right after its token is still too fast on a busy machine, where a token fetch and a submit can
 * take several hundred milliseconds.
 */
export const MIN_FILL_MS = 1_500;

let counter = 0;
export const unique = (label: string) => `${label}-${process.pid}-${++counter}`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The settings of a public-form test server, also for a second process on the same store. */
export function publicFormConfig(
  inbox: MailInbox,
  staffEmail: string,
  limits: Pick<Config, 'contactPerIp' | 'contactPerEmail'>,
) {
  return {
    demoProducts: 0,
    smtpUrl: inbox.smtpUrl,
    // The tests pose as many visitors with X-Forwarded-For from loopback.
    trustProxy: 'loopback',
    staffEmail,
    contactMinFillMs: MIN_FILL_MS,
    rateLimitWindowS: 900,
    ...limits,
  } satisfies Partial<Config>;
}

export async function startPublicFormServer(
  staffEmail: string,
  limits: Pick<Config, 'contactPerIp' | 'contactPerEmail'>,
): Promise<{ inbox: MailInbox; server: TestServer }> {
  const inbox = await startMailInbox();
  const server = await startTestServer(publicFormConfig(inbox, staffEmail, limits));
  return { inbox, server };
}

/** A fresh time-trap token of the form at `path` (`/api/contact`, `/api/demo`). */
export async function formToken(url: string, path: string): Promise<string> {
  const response = await fetch(`${url}${path}/form-token`);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { token: string; wait_ms: number };
  expect(answer.wait_ms).toBe(MIN_FILL_MS);
  return answer.token;
}

/** A token old enough to pass the time trap. */
export async function readyToken(url: string, path: string): Promise<string> {
  const token = await formToken(url, path);
  await sleep(MIN_FILL_MS + 50);
  return token;
}

/**
 * A token as the server would have issued it a little longer than the time trap ago, signed
 * with its own key: for tests of what follows the trap, so that each need not wait it out. The
 * tests of the trap itself, and one valid submit per form, fetch a token and wait (readyToken).
 */
export async function earlierToken(server: TestServer): Promise<string> {
  return makeFormToken(await formTokenKey(server.config), Date.now() - MIN_FILL_MS - 50);
}

/** Sends a form body to `url + path` from client address `ip` in `locale`. */
export async function submitForm(
  url: string,
  path: string,
  body: unknown,
  options: { ip: string; locale?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'en',
      'x-forwarded-for': options.ip,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function stopPublicFormServer(running: { server?: TestServer; inbox?: MailInbox }) {
  await running.server?.close();
  await running.inbox?.close();
}

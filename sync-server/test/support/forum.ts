// Helpers for the forum tests: a call in a language, the staff's topic and sub-topic, a thread
// and a comment by a signed-in writer, and a second premium account signed in.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { message, type Locale } from '@poct/schemas';
import { signInNewPremium } from './premium-accounts.ts';
import type { TestServer } from './test-server.ts';

export const threadId = () => `t-${randomUUID()}`;
export const commentId = (thread: string) => `${thread}:c-${randomUUID()}`;

export function forumCall(
  server: Pick<TestServer, 'api'>,
  path: string,
  token: string | undefined,
  json?: unknown,
  method = 'POST',
  locale: Locale = 'en',
) {
  return server.api(path, { method, token, json, headers: { 'accept-language': locale } });
}

/** The response is refused with `status` and the catalogue's text of `key` in `locale`. */
export async function expectRefusal(response: Response, status: number, key: string, locale: Locale) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message(key, locale));
}

/** A staff record under `/api/admin/<module>`, created (201) with a two-language name. */
export async function createTopicRecord(
  server: Pick<TestServer, 'api'>,
  staff: string,
  module: 'forum-topics' | 'forum-sub-topics',
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await forumCall(server, `/api/admin/${module}`, staff, {
    name: { de: 'Gerinnung', en: 'Coagulation' },
    description: { de: 'Fragen zur Gerinnung', en: 'Questions on coagulation' },
    ...fields,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A topic with one sub-topic, as staff make them. */
export async function createTopics(
  server: Pick<TestServer, 'api'>,
  staff: string,
): Promise<{ topicId: string; subTopicId: string }> {
  const topicId = await createTopicRecord(server, staff, 'forum-topics');
  const subTopicId = await createTopicRecord(server, staff, 'forum-sub-topics', {
    name: { de: 'INR', en: 'INR' },
    description: { de: 'INR-Messung', en: 'INR testing' },
    parent_id: topicId,
  });
  return { topicId, subTopicId };
}

export async function writeThread(
  server: Pick<TestServer, 'api'>,
  token: string,
  subTopicId: string,
  fields: Record<string, unknown> = {},
) {
  const id = threadId();
  const response = await forumCall(server, '/api/forum/threads', token, {
    id,
    topic_id: subTopicId,
    subject: 'INR am Krankenbett',
    body: 'Welche Erfahrungen gibt es mit **INR**-Messung?',
    ...fields,
  });
  return { id, response, answer: (await response.json()) as Record<string, unknown> };
}

export async function writeComment(
  server: Pick<TestServer, 'api'>,
  token: string,
  thread: string,
  body = 'Gute Erfahrungen.',
  id = commentId(thread),
) {
  const response = await forumCall(server, '/api/forum/comments', token, { id, thread_id: thread, body });
  return { id, response, answer: (await response.json()) as Record<string, unknown> };
}

/** A new premium account (verified or not) writing in German, signed in: its access token. */
export function signInNew(
  server: TestServer,
  username: string,
  verification: 'verified' | 'not_verified',
): Promise<string> {
  return signInNewPremium(server, username, { verification_status: verification, language: 'de' });
}

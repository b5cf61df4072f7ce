// The forum's writes (sync-server/src/forum/forum-router.ts). Reading is replication: the pages
// read the local collections (features/forum/local-forum.ts). Ids are made here, so a resend is never a second post.
import type { ModerationStatus } from '@poct/schemas';
import type { ApiClient as Api } from '../../lib/api.ts';

export interface WriteAnswer {
  id: string;
  status: ModerationStatus;
  status_reason?: string;
}

export interface ThreadRequest {
  id: string;
  topic_id: string;
  subject: string;
  body: string;
}

export interface CommentRequest {
  id: string;
  thread_id: string;
  body: string;
}

/** Thread ids carry no colon: a comment's id is its thread's id, a colon and its own part. */
export function newThreadId(): string {
  return `t-${crypto.randomUUID()}`;
}

export function newCommentId(threadId: string): string {
  return `${threadId}:c-${crypto.randomUUID()}`;
}

export function createThread(api: Api, request: ThreadRequest): Promise<WriteAnswer> {
  return api.request('/api/forum/threads', { method: 'POST', body: request });
}

export function updateThread(
  api: Api,
  id: string,
  change: { subject: string; body: string },
): Promise<WriteAnswer> {
  return api.request(`/api/forum/threads/${encodeURIComponent(id)}`, { method: 'PUT', body: change });
}

export function postComment(api: Api, request: CommentRequest): Promise<WriteAnswer> {
  return api.request('/api/forum/comments', { method: 'POST', body: request, timeoutMs: 20_000 });
}

export function updateComment(api: Api, id: string, body: string): Promise<WriteAnswer> {
  return api.request(`/api/forum/comments/${encodeURIComponent(id)}`, { method: 'PUT', body: { body } });
}

/** One more view of a thread (no reader is recorded). */
export function countView(api: Api, id: string): Promise<unknown> {
  return api.request(`/api/forum/threads/${encodeURIComponent(id)}/view`, { method: 'POST' });
}

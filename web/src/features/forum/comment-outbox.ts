// Comments written offline: kept in the signed-in user's outbox on the device (the quote
// requests' outbox, quotations/, with a kind of its own) and sent when the network returns. The
// id is made when the comment is written and the server stores an id once, so a comment is never
// posted twice, however often it is resent.
import { type OutboxKind, useOutbox, type OutboxHandle } from '../quotations/index.ts';
import type { ApiClient } from '../../lib/api.ts';
import { postComment, type CommentRequest, type WriteAnswer } from './forum-api.ts';

export const COMMENT_OUTBOX: OutboxKind<CommentRequest> = {
  prefix: 'poct-forum-comment-outbox:',
  describe: (request) => ({ product_id: request.thread_id, subject: request.body.slice(0, 80) }),
};

const listeners = new Set<(answer: WriteAnswer) => void>();

/** The server's answer to each comment sent (also from the outbox later), e.g. held for a watched word. */
export function onCommentAnswer(listener: (answer: WriteAnswer) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function send(api: ApiClient, request: CommentRequest): Promise<WriteAnswer> {
  const answer = await postComment(api, request);
  for (const listener of listeners) listener(answer);
  return answer;
}

/** The signed-in user's comment outbox (live); null for guests. */
export function useCommentOutbox(): OutboxHandle<CommentRequest> | null {
  return useOutbox(COMMENT_OUTBOX, send);
}

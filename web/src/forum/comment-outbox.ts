// Comments written offline: kept in the signed-in user's outbox on the device (the quote
// requests' outbox, quotations/, with a kind of its own) and sent when the network returns. The
// id is made when the comment is written and the server stores an id once, so a comment is never
// posted twice, however often it is resent.
import type { OutboxKind } from '../quotations/outbox.ts';
import { useOutbox, type OutboxHandle } from '../quotations/use-outbox.ts';
import { postComment, type CommentRequest } from './forum-api.ts';

export const COMMENT_OUTBOX: OutboxKind<CommentRequest> = {
  prefix: 'poct-forum-comment-outbox:',
  describe: (request) => ({ product_id: request.thread_id, subject: request.body.slice(0, 80) }),
};

/** The signed-in user's comment outbox (live); null for guests. */
export function useCommentOutbox(): OutboxHandle<CommentRequest> | null {
  return useOutbox(COMMENT_OUTBOX, postComment);
}

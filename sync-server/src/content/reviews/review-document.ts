// One review per user and product, enforced by the store: the review's id is derived from both,
// so a second first-write of the same pair is a conflict, not a second document. The author's
// display (name or username, institution, position) is copied from the account when the review
// is written, following the account's opt-ins.
import crypto from 'node:crypto';
import type { Account, ReviewInput } from '@poct/schemas';
import type { MessageKey } from '@poct/schemas';
import type { ModeratedDoc } from '../moderation/moderation-store.ts';
import { stateAfterAuthorWrite } from '../moderation/author-writes.ts';
import { sourceOfKind } from '../moderation/sources.ts';

export function reviewIdOf(userId: string, productId: string): string {
  const hash = crypto.createHash('sha256').update(`${userId}\n${productId}`).digest('base64url');
  return `review-${hash}`;
}

export function authorDisplayOf(account: Account): {
  author_name: string;
  author_institution?: string;
  author_position?: string;
} {
  const realName = `${account.first_name} ${account.last_name}`.trim();
  return {
    author_name: account.opt_show_real_name && realName ? realName : account.username,
    ...(account.opt_share_institution && account.institution
      ? { author_institution: account.institution }
      : {}),
    ...(account.position ? { author_position: account.position } : {}),
  };
}

/**
 * The review after `input` by `account`. New reviews are published at once (the page "How we
 * check reviews" says why), unless `judged` holds them (a copy of a text staff hold back). An
 * edit keeps the state; a rejected review goes back to staff; one withdrawn and written again
 * is published as new, unless staff had rejected it or it was reported, when it waits for them
 * (moderation/author-writes.ts). Reports and the last decision stay with the review.
 */
export function writtenReview(
  account: Account,
  productId: string,
  input: ReviewInput,
  existing: ModeratedDoc | undefined,
  now: string,
  judged?: MessageKey,
): ModeratedDoc {
  const live = existing && existing.status !== 'withdrawn' ? existing : undefined;
  const comment = input.comment?.trim();
  return {
    _id: reviewIdOf(account.id, productId),
    ...(existing?.reports ? { reports: existing.reports } : {}),
    ...(existing?.moderated_at ? { moderated_at: existing.moderated_at } : {}),
    ...(existing?.moderated_by ? { moderated_by: existing.moderated_by } : {}),
    product_id: productId,
    author_id: account.id,
    ...authorDisplayOf(account),
    overall: input.overall,
    handling: input.handling,
    performance: input.performance,
    service: input.service,
    ...(comment ? { comment } : {}),
    declared_independent: true,
    ...stateAfterAuthorWrite(sourceOfKind('review')!, existing, judged),
    created_at: live?.created_at ?? now,
    updated_at: now,
    updated_by: account.id,
    ...(live ? { edited_at: now } : {}),
  };
}

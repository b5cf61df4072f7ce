// The writer's own comments under a thread that readers do not see (waiting for the moderators,
// or not published), with their text, the reason and the objection to a rejection: a held comment stays visible to its author
// where it was written, also after a reload. Asked again when a comment sent here is held.
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import type { OwnModeratedItem } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { Markdown } from '../../ui/Markdown.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import { ObjectionForm } from '../moderation/index.ts';
import { onCommentAnswer } from './comment-outbox.ts';
import { reasonText } from './moderation-notice.ts';

export function OwnHeldComments({ threadId }: { threadId: string }) {
  const locale = useLocale();
  const { loaded, reload } = useApiGet<{ items: OwnModeratedItem[] }>('/api/moderation/mine');
  useEffect(
    () =>
      onCommentAnswer((answer) => {
        if (answer.id.startsWith(`${threadId}:`) && answer.status === 'waiting') reload();
      }),
    [threadId, reload],
  );
  if (loaded.state !== 'loaded') return null;
  const held = loaded.value.items.filter(
    (item) =>
      item.kind === 'forum-comment' &&
      item.context_id === threadId &&
      (item.status === 'waiting' || item.status === 'rejected'),
  );
  if (held.length === 0) return null;
  return (
    <ol className="forum__comment-list forum__own-held">
      {held.map((item) => {
        const reason = reasonText(item.status_reason, locale);
        return (
          <li key={item.id}>
            <article className="forum__comment forum__comment--pending" data-testid="own-held-comment">
              <p className="forum__meta" role="status">
                {item.status === 'waiting' ? (
                  <Trans>
                    Waiting for moderation: only you see this comment until our moderators publish it.
                  </Trans>
                ) : (
                  <Trans>Not published by our moderators.</Trans>
                )}
                {reason && (
                  <>
                    {' '}
                    <Trans>Reason: {reason}</Trans>
                  </>
                )}
              </p>
              <Markdown source={item.text ?? ''} className="forum__text" />
              {item.status === 'rejected' && (
                <ObjectionForm kind={item.kind} id={item.id} objected={!!item.objection} />
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

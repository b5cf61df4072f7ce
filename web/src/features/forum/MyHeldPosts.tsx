// The signed-in writer's threads and comments that readers do not see (waiting for the
// moderators, or rejected), with the reason and the objection to a rejection: how staff decisions reach the author in the forum
// (GET /api/moderation/mine of the moderation core). Needs the network; offline it stays away.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnModeratedItem } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import { Link } from '../../ui/Link.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import { ObjectionForm } from '../moderation/index.ts';
import { reasonText } from './moderation-notice.ts';

export function MyHeldPosts() {
  const { t } = useLingui();
  const locale = useLocale();
  const path = useRoutePath();
  const { loaded } = useApiGet<{ items: OwnModeratedItem[] }>('/api/moderation/mine');
  if (loaded.state !== 'loaded') return null;
  const held = loaded.value.items.filter(
    (item) =>
      (item.kind === 'forum-thread' || item.kind === 'forum-comment') &&
      (item.status === 'waiting' || item.status === 'rejected'),
  );
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="forum-held" className="forum__held">
      <h2 id="forum-held">
        <Trans>Your posts that readers do not see</Trans>
      </h2>
      <ul>
        {held.map((item) => {
          const threadId = item.kind === 'forum-thread' ? item.id : item.context_id;
          const reason = reasonText(item.status_reason, locale);
          return (
            <li key={`${item.kind}:${item.id}`}>
              {item.kind === 'forum-thread' ? t`Thread` : t`Comment`}:{' '}
              {item.status === 'waiting' ? (
                <Trans>waits for our moderators.</Trans>
              ) : (
                <Trans>not published by our moderators.</Trans>
              )}
              {reason && <> {t`Reason: ${reason}`}</>}
              {item.kind === 'forum-comment' && threadId && (
                <>
                  {' '}
                  <Link href={path('ds.forum.thread', { id: threadId })}>
                    <Trans>Open the thread</Trans>
                  </Link>
                </>
              )}
              {item.status === 'rejected' && (
                <ObjectionForm kind={item.kind} id={item.id} objected={!!item.objection} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

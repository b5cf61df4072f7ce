// /ds/forum/thread/{id}: the thread (subject, author, dates, Markdown text) and its comments in the
// order they were written, each with "edited at"; verified writers reply below (comment-form),
// quote comments into the reply and edit their own texts. Read from the device, so it works
// offline once synced. Opening the page counts one view (no reader is recorded).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { message, type ForumComment } from '@poct/schemas';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { countView } from './forum-api.ts';
import { quoteOf, withQuote } from './quote.ts';
import { useComments, useThread, useTopics } from './use-forum.ts';
import { writesForum } from './forum-access.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import type { PageProps } from '../../routes/page-props.ts';
import { useDraft } from '../../session/drafts.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { Markdown } from '../../ui/Markdown.tsx';
import { Loading } from '../../workspace/LoadStates.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { ForumGate } from './ForumGate.tsx';
import { OwnHeldComments } from './OwnHeldComments.tsx';
import { ReportDialog } from '../moderation/index.ts';
import { WriteRefusal } from './WriteRefusal.tsx';
import { useAuthorName } from '../../ui/author-name.ts';

/** One view per thread and tab: a reload does not count again. */
function useCountView(id: string, ready: boolean): void {
  const api = useApi();
  useEffect(() => {
    if (!ready) return;
    const key = `poct-forum-viewed:${id}`;
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
    countView(api, id).catch(() => window.sessionStorage.removeItem(key));
  }, [api, id, ready]);
}

function Thread({ engine, id }: { engine: SyncEngine; id: string }) {
  const { t } = useLingui();
  const authorName = useAuthorName();
  const locale = useLocale();
  const path = useRoutePath();
  const { user } = useSession();
  const thread = useThread(engine, id);
  const comments = useComments(engine, id);
  const topics = useTopics(engine);
  const draft = useDraft<string>(user?.id, `comment:${id}`, '');
  const formRef = useRef<HTMLFormElement>(null);
  const justWritten = !!(useLocation().state as { saved?: string } | null)?.saved;
  useDocumentTitle(thread?.subject ?? '');
  useCountView(id, !!thread);

  // Just written here: the thread is on its way to this device (replication), not missing.
  if (thread === null || comments === null || (thread === undefined && justWritten)) return <Loading />;
  if (thread === undefined)
    return (
      <p role="alert" className="forum__missing">
        {message('error.forum.thread_404', locale)}
      </p>
    );
  const mayWrite = writesForum(user);
  const topic = topics?.find((candidate) => candidate.id === thread.topic_id);
  const quote = (comment: ForumComment) => {
    const [body, setBody] = draft;
    setBody(withQuote(body, quoteOf(comment.author_name, comment.body)));
    formRef.current?.querySelector('textarea')?.focus();
  };
  const count = comments.length;

  return (
    <>
      <nav aria-label={t`Breadcrumbs`} className="forum__crumbs">
        <Link href={path('ds.forum')}>
          <Trans>Forum</Trans>
        </Link>
        {topic && (
          <>
            {' › '}
            <Link href={path('ds.forum.topic', { topic: topic.id })}>{topic.name[locale]}</Link>
          </>
        )}
      </nav>
      <article className="forum__thread">
        <h1>{thread.subject}</h1>
        <p className="forum__meta">
          <strong>{authorName(thread)}</strong> ·{' '}
          <Trans>
            created <time dateTime={thread.created_at}>{formatDateTime(thread.created_at, locale)}</time>
          </Trans>
          {thread.updated_at !== thread.created_at && (
            <>
              {' · '}
              <Trans>
                updated <time dateTime={thread.updated_at}>{formatDateTime(thread.updated_at, locale)}</time>
              </Trans>
            </>
          )}
          {' · '}
          <Plural value={thread.view_count} one="# view" other="# views" />
        </p>
        <Markdown source={thread.body} className="forum__text" />
        <div className="forum__actions">
          {user?.id === thread.author_id && mayWrite && (
            <Link href={path('ds.forum.thread.edit', { id: thread.id })}>
              <Trans>Edit thread</Trans>
            </Link>
          )}
          {user?.id !== thread.author_id && <ReportDialog kind="forum-thread" id={thread.id} />}
        </div>
      </article>
      <section aria-labelledby="forum-comments" className="forum__comments">
        <h2 id="forum-comments">
          <Plural value={count} _0="No comments yet" one="# comment" other="# comments" />
        </h2>
        <ol className="forum__comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                own={comment.author_id === user?.id}
                mayWrite={mayWrite}
                onQuote={quote}
              />
            </li>
          ))}
        </ol>
        {mayWrite && <OwnHeldComments threadId={thread.id} />}
        {mayWrite ? <CommentForm threadId={thread.id} draft={draft} formRef={formRef} /> : <WriteRefusal />}
      </section>
    </>
  );
}

export default function ThreadPage({ params }: PageProps) {
  return (
    <ForumGate>
      {(engine) => (
        <section className="page forum">
          <Thread engine={engine} id={params.id ?? ''} />
        </section>
      )}
    </ForumGate>
  );
}

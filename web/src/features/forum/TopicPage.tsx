// /ds/forum/{topic}: a sub-topic's threads (author, created and updated, views, comments), newest
// activity first; a topic lists its sub-topics. A topic that is not on the device (unknown,
// deleted) gets the spec's "subtopic not found or deleted".
import { Trans, useLingui } from '@lingui/react/macro';
import { message, type ForumThread, type ForumTopic } from '@poct/schemas';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { useThreads, useTopics } from './use-forum.ts';
import { writesForum } from './forum-access.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import type { PageProps } from '../../routes/page-props.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { Table } from '../../ui/Table.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { Loading } from '../../workspace/LoadStates.tsx';
import { ForumGate } from './ForumGate.tsx';
import { WriteRefusal } from './WriteRefusal.tsx';
import { useAuthorName } from '../../ui/author-name.ts';

function ThreadTable({ topic, threads }: { topic: ForumTopic; threads: ForumThread[] }) {
  const { t, i18n } = useLingui();
  const authorName = useAuthorName();
  const locale = useLocale();
  const path = useRoutePath();
  if (threads.length === 0)
    return (
      <p>
        <Trans>No threads yet. Start the first one.</Trans>
      </p>
    );
  return (
    <TableScroll label={topic.name[locale]}>
      <Table
        className="forum__threads"
        caption={topic.name[locale]}
        headers={[
          { id: 'subject', label: t`Subject` },
          { id: 'author', label: t`Author` },
          { id: 'created', label: t`Created` },
          { id: 'updated', label: t`Updated` },
          { id: 'views', label: t`Views` },
          { id: 'comments', label: t`Comments` },
        ]}
      >
        {threads.map((thread) => (
          <tr key={thread.id}>
            <th scope="row">
              <Link href={path('ds.forum.thread', { id: thread.id })}>{thread.subject}</Link>
            </th>
            <td>{authorName(thread)}</td>
            <td>{formatDateTime(thread.created_at, locale)}</td>
            <td>{formatDateTime(thread.updated_at, locale)}</td>
            <td>{i18n.number(thread.view_count)}</td>
            <td>{i18n.number(thread.comment_count)}</td>
          </tr>
        ))}
      </Table>
    </TableScroll>
  );
}

function Topic({ engine, id }: { engine: SyncEngine; id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const path = useRoutePath();
  const { user } = useSession();
  const topics = useTopics(engine);
  const threads = useThreads(engine, [id]);
  const topic = topics?.find((candidate) => candidate.id === id);
  const parent = topic?.parent_id ? topics?.find((candidate) => candidate.id === topic.parent_id) : undefined;
  useDocumentTitle(topic?.name[locale] ?? '');
  if (!topics || !threads) return <Loading />;
  // A sub-topic whose topic is gone is gone too (the server refuses threads in it alike).
  if (!topic || (topic.parent_id && !parent))
    return (
      <p role="alert" className="forum__missing">
        {message('error.forum.404', locale)}
      </p>
    );
  const subTopics = topics.filter((candidate) => candidate.parent_id === topic.id);
  return (
    <>
      <nav aria-label={t`Breadcrumbs`} className="forum__crumbs">
        <Link href={path('ds.forum')}>
          <Trans>Forum</Trans>
        </Link>
        {parent && (
          <>
            {' › '}
            <Link href={path('ds.forum.topic', { topic: parent.id })}>{parent.name[locale]}</Link>
          </>
        )}
      </nav>
      <h1>{topic.name[locale]}</h1>
      <p>{topic.description[locale]}</p>
      {topic.parent_id ? (
        <>
          {writesForum(user) ? (
            <Link href={path('ds.forum.thread.create', { topic: topic.id })} variant="button">
              <Trans>New thread</Trans>
            </Link>
          ) : (
            <WriteRefusal />
          )}
          <ThreadTable topic={topic} threads={threads} />
        </>
      ) : (
        <ul className="forum__sub-topics">
          {subTopics.map((sub) => (
            <li key={sub.id}>
              <Link href={path('ds.forum.topic', { topic: sub.id })}>{sub.name[locale]}</Link>
              <p>{sub.description[locale]}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function TopicPage({ params }: PageProps) {
  return (
    <ForumGate>
      {(engine) => (
        <section className="page forum">
          <Topic engine={engine} id={params.topic ?? ''} />
        </section>
      )}
    </ForumGate>
  );
}

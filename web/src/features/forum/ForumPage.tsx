// /ds/forum: the topics, each with its image, description and sub-topics.
import { Trans, useLingui } from '@lingui/react/macro';
import { safeUrl, type ForumTopic } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTopics } from './use-forum.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import { Link } from '../../ui/Link.tsx';
import { Loading } from '../../workspace/LoadStates.tsx';
import { ForumGate } from './ForumGate.tsx';
import { MyHeldPosts } from './MyHeldPosts.tsx';
import { writesForum } from './forum-access.ts';
import { useSession } from '../../session/use-session.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';

function Topics({ engine }: { engine: SyncEngine }) {
  const locale = useLocale();
  const path = useRoutePath();
  const topics = useTopics(engine);
  if (!topics) return <Loading />;
  const main = topics
    .filter((topic) => !topic.parent_id)
    .sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
  const subTopicsOf = (topic: ForumTopic) =>
    topics
      .filter((sub) => sub.parent_id === topic.id)
      .sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
  if (main.length === 0)
    return (
      <p>
        <Trans>There are no topics yet.</Trans>
      </p>
    );
  return (
    <ul className="forum__topics">
      {main.map((topic) => (
        <li key={topic.id} className="forum__topic">
          <TopicImage url={topic.image_url} />
          <div>
            <h2>
              <Link href={path('ds.forum.topic', { topic: topic.id })}>{topic.name[locale]}</Link>
            </h2>
            <p>{topic.description[locale]}</p>
            <ul className="forum__sub-topics">
              {subTopicsOf(topic).map((sub) => (
                <li key={sub.id}>
                  <Link href={path('ds.forum.topic', { topic: sub.id })}>{sub.name[locale]}</Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function ForumPage() {
  const { t } = useLingui();
  const { user } = useSession();
  useDocumentTitle(t`Forum`);
  return (
    <ForumGate>
      {(engine) => (
        <section className="page forum">
          <h1>
            <Trans>Forum</Trans>
          </h1>
          <p className="forum__rules">
            <Trans>
              Forum rules: write as a colleague, about devices and methods. Do not name company staff; a post
              that does waits for our moderators.
            </Trans>
          </p>
          {writesForum(user) && <MyHeldPosts />}
          <Topics engine={engine} />
        </section>
      )}
    </ForumGate>
  );
}

/** A topic's image, when it is one of our uploads (the URL policy); any other address is left out. */
export function TopicImage({ url }: { url: string | undefined }) {
  const src = safeUrl('image', url);
  return src ? <img src={src} alt="" className="forum__topic-image" width={96} height={96} /> : null;
}

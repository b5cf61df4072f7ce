// The home page's newest posts (three cards) with a link to the blog; nothing at all while there
// are none, or when the server cannot be reached (the home page works offline without them).
import { Trans } from '@lingui/react/macro';
import { LATEST_POSTS } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import { PostCard } from './PostCard.tsx';
import { postsQuery, type PostPage } from './post-types.ts';
import './posts.css';

export function LatestPosts({ className }: { className?: string }) {
  const localize = useLocalizePath();
  const { loaded } = useApiGet<PostPage>(postsQuery({ limit: LATEST_POSTS }));
  if (loaded.state !== 'loaded' || loaded.value.items.length === 0) return null;
  return (
    <section className={className} aria-labelledby="latest-posts-title">
      <h2 id="latest-posts-title">
        <Trans>Latest posts</Trans>
      </h2>
      <div className="post-grid">
        {loaded.value.items.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} />
        ))}
      </div>
      <p>
        <Link href={localize('/posts')}>
          <Trans>All posts in the blog</Trans>
        </Link>
      </p>
    </section>
  );
}

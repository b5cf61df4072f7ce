// /posts: the blog. Newest first, a page at a time, filtered by one tag (`?tag=`, also the
// address a post's tag links to); the tags of every post the reader may see, with their counts.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { POSTS_PAGE_SIZE } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Link } from '../../ui/Link.tsx';
import { LoadFailed, Loading } from '../../workspace/LoadStates.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import { PostCard } from './PostCard.tsx';
import { postsQuery, type PostPage } from './post-types.ts';
import './posts.css';

export default function PostsPage() {
  const { t } = useLingui();
  const localize = useLocalizePath();
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { loaded, reload } = useApiGet<PostPage>(
    postsQuery({ tag, offset: (page - 1) * POSTS_PAGE_SIZE, limit: POSTS_PAGE_SIZE }),
    { keepPrevious: true },
  );
  useDocumentTitle(tag ? t`Blog: ${tag}` : t`Blog`);
  const address = (next: { tag?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.tag) query.set('tag', next.tag);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const search = query.toString();
    return localize(search ? `/posts?${search}` : '/posts');
  };

  return (
    <section className="page posts-page" aria-labelledby="posts-title">
      <h1 id="posts-title">{tag ? t`Blog: ${tag}` : t`Blog`}</h1>
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed text={loaded.text} onRetry={reload} />}
      {loaded.state === 'loaded' && (
        <>
          {loaded.value.tags.length > 0 && (
            <nav aria-label={t`Tags`} className="posts-page__tags">
              <ul className="post-tags">
                <li>
                  <Link href={address({})} className="post-tag" aria-current={tag ? undefined : 'page'}>
                    <Trans>All posts</Trans>
                  </Link>
                </li>
                {loaded.value.tags.map((entry) => (
                  <li key={entry.tag}>
                    <Link
                      href={address({ tag: entry.tag })}
                      className="post-tag"
                      aria-current={entry.tag === tag ? 'page' : undefined}
                    >
                      {entry.tag} ({entry.count})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {loaded.value.total > 0 && loaded.value.items.length === 0 ? (
            // A page past the end (an old link after posts were hidden): back to the first.
            <p role="status">
              <Link href={address({ tag })}>{t`There are fewer posts now: show the first page`}</Link>
            </p>
          ) : loaded.value.items.length === 0 ? (
            <p role="status">
              {/* `t`, not <Trans>: the tag comes from the address, and Trans reads tags in its text. */}
              {tag ? t`No posts with the tag “${tag}”.` : t`No posts yet.`}
            </p>
          ) : (
            <div className="post-grid">
              {loaded.value.items.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
          <Paging page={page} total={loaded.value.total} address={(next) => address({ tag, page: next })} />
        </>
      )}
    </section>
  );
}

function Paging({ page, total, address }: { page: number; total: number; address(page: number): string }) {
  const { t } = useLingui();
  const pages = Math.ceil(total / POSTS_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="posts-page__paging">
      {page > 1 && <Link href={address(page - 1)}>{t`Newer posts`}</Link>}
      <span>{t`Page ${page} of ${pages}`}</span>
      {page < pages && <Link href={address(page + 1)}>{t`Older posts`}</Link>}
    </nav>
  );
}

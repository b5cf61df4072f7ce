// Who wrote a post and when, in the page's language, and its tags as links to the filtered list.
import { Trans, useLingui } from '@lingui/react/macro';
import { isForProfessionals } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';
import { ProfessionalsNotice } from '../../ui/ProfessionalsNotice.tsx';
import type { PublicPost } from './post-types.ts';

export function PostByline({ post }: { post: PublicPost }) {
  const { i18n, t } = useLingui();
  const date = i18n.date(post.created_at, { dateStyle: 'long' });
  const author = post.author_name;
  // A deleted account leaves no name: the post is then the editorial team's.
  const byline = author ? t`by ${author}` : t`by the POCT Atlas team`;
  return (
    <p className="post-byline">
      {/* The name goes through `t`, not <Trans>: Trans reads tags in the text it is given, and a
          name with `<script>` in it lost them (posts-pages.test.tsx). */}
      <time dateTime={post.created_at}>{date}</time> · {byline}
      {post.private && (
        <span className="post-badge">
          {' · '}
          <Trans>Staff only</Trans>
        </span>
      )}
      {isForProfessionals(post) && (
        <span className="post-badge">
          {' · '}
          <ProfessionalsNotice />
        </span>
      )}
    </p>
  );
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  const { t } = useLingui();
  const localize = useLocalizePath();
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={localize(`/posts?${new URLSearchParams({ tag })}`)} className="post-tag">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// /posts/{id}: one post. Its text is marked with the post's own language (a post is written once
// and shown on both language versions of the site); the content is Markdown drawn by ui/Markdown
// (no raw HTML, safe links only). A post the reader may not see, or none, is the 404 page with
// the post's own text, as the server answers.
import { useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { PageProps } from '../../routes/page-props.ts';
import { Markdown } from '../../ui/Markdown.tsx';
import { LoadFailed, Loading } from '../../workspace/LoadStates.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import { ErrorView } from '../../ui/ErrorView.tsx';
import { PostByline, PostTags } from './PostMeta.tsx';
import { bannerSrc, type PublicPost } from './post-types.ts';
import { ReportDialog } from '../moderation/index.ts';
import './posts.css';

export default function PostPage({ params }: PageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = params.id ?? '';
  const { loaded, reload } = useApiGet<PublicPost>(`/api/posts/${encodeURIComponent(id)}`);
  useDocumentTitle(loaded.state === 'loaded' ? loaded.value.title : t`Post`);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'missing')
    return <ErrorView statusCode={404} statusMessage={message('error.404.post', locale)} />;
  if (loaded.state === 'failed') return <LoadFailed text={loaded.text} onRetry={reload} />;
  const post = loaded.value;
  const banner = bannerSrc(post.banner_url);
  return (
    <article className="page post" lang={post.language} aria-labelledby="post-title">
      {banner && <img className="post__banner" src={banner} alt="" />}
      <h1 id="post-title">{post.title}</h1>
      <PostByline post={post} />
      <p className="lead">{post.brief}</p>
      <Markdown source={post.content} className="post__content" />
      <PostTags tags={post.tags} />
      <ReportDialog kind="post" id={post.id} />
    </article>
  );
}

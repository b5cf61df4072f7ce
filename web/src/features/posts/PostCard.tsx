// One post in a list (the blog, the home page): banner, title linking to the post, byline, brief
// description and tags. All of it is text from staff, drawn as text, never as HTML.
import { routePath } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';
import { PostByline, PostTags } from './PostMeta.tsx';
import { bannerSrc, type PublicPost } from './post-types.ts';

export function PostCard({ post, headingLevel = 2 }: { post: PublicPost; headingLevel?: 2 | 3 }) {
  const localize = useLocalizePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const banner = bannerSrc(post.banner_url);
  return (
    <article className="post-card" lang={post.language}>
      {banner && <img className="post-card__banner" src={banner} alt="" loading="lazy" />}
      <Heading className="post-card__title">
        <Link href={localize(routePath('post', { id: post.id }))}>{post.title}</Link>
      </Heading>
      <PostByline post={post} />
      <p className="post-card__brief">{post.brief}</p>
      <PostTags tags={post.tags} />
    </article>
  );
}

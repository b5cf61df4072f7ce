// The posts' place in /sitemap.xml: the list page and every visible public post (never a private
// or invisible one), as unprefixed paths; web/sitemap.ts writes them in every language.
import { routePath } from '@poct/schemas';
import type { PostsProjection } from './posts-projection.ts';
import { readablePosts } from './readable-posts.ts';

export async function postSitemapPaths(posts: Pick<PostsProjection, 'all'>): Promise<string[]> {
  // As a guest reads them: nobody's permissions.
  const readable = await readablePosts(posts, null);
  return [routePath('posts'), ...readable.map((post) => routePath('post', { id: post.id }))];
}

/** Whether `/posts/<id>` is a page everyone may read (else the server answers it 404). */
export async function isPublicPost(posts: Pick<PostsProjection, 'all'>, id: string): Promise<boolean> {
  return (await readablePosts(posts, null)).some((post) => post.id === id);
}

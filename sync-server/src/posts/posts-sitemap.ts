// The posts' place in /sitemap.xml: the list page and every visible public post (never a private
// or invisible one), as unprefixed paths; web/sitemap.ts writes them in every language.
import { routePath } from '@poct/schemas';
import type { StoreClient } from '../store/couch-client.ts';
import { readablePosts } from './readable-posts.ts';

export async function postSitemapPaths(store: StoreClient): Promise<string[]> {
  // As a guest reads them: nobody's permissions.
  const posts = await readablePosts(store, null);
  return [routePath('posts'), ...posts.map((post) => routePath('post', { id: post.id }))];
}

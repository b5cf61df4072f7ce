// A post as GET /api/posts and /api/posts/{id} give it (sync-server/src/posts/readable-posts.ts).
import { safeUrl, type Post } from '@poct/schemas';

export type PublicPost = Omit<Post, 'updated_by'> & { author_name: string | null };

export interface PostPage {
  total: number;
  offset: number;
  limit: number;
  items: PublicPost[];
  tags: Array<{ tag: string; count: number }>;
}

/** The address of the list, of one tag or page. */
export function postsQuery({ tag, offset, limit }: { tag?: string; offset?: number; limit: number }): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (tag) query.set('tag', tag);
  if (offset) query.set('offset', String(offset));
  return `/api/posts?${query}`;
}

/**
 * The banner's address when it is one of ours (an upload, the URL policy): a post cannot make
 * readers' browsers load an image from another site.
 */
export function bannerSrc(url: string | undefined): string | undefined {
  return safeUrl('image', url);
}

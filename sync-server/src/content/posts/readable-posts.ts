// The posts a caller may read outside the workspace (@poct/schemas `mayReadPost`: visible, and
// private only for holders of `posts-read`), newest first, in the shape the pages read. They are
// chosen per request from the in-memory copy of every post (posts-projection.ts).
import { mayReadPost, type Post } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import type { PostsProjection } from './posts-projection.ts';
import { withAuthorNames } from './post-authors.ts';

/** A post as a reader gets it: no revision, no editor id. */
export type PublicPost = Omit<Post, 'updated_by'> & { author_name: string | null };

export function publicShape(post: Post): Omit<PublicPost, 'author_name'> {
  const { updated_by: _editor, ...shown } = post;
  return shown;
}

/** Every post `subject` may read, newest first. */
export async function readablePosts(
  posts: Pick<PostsProjection, 'all'>,
  subject: { permissions: readonly string[] } | null,
): Promise<Post[]> {
  return (await posts.all()).filter((post) => mayReadPost(post, subject));
}

export function withNames(auth: Pick<Auth, 'accounts'>, posts: readonly Post[]): Promise<PublicPost[]> {
  return withAuthorNames(auth.accounts, posts.map(publicShape));
}

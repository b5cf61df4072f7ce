// The posts a caller may read outside the workspace (@poct/schemas `mayReadPost`: visible, and
// private only for holders of `posts-read`), newest first, in the shape the pages read. The whole
// `posts` database is read per request: a blog holds hundreds of posts, not millions, and a view
// index would have to be kept in step with every rule change.
import { mayReadPost, type Post } from '@poct/schemas';
import type { Auth } from '../auth/auth.ts';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { withAuthorNames } from './post-authors.ts';

export const POSTS_DB = 'posts';

/** A post as a reader gets it: no revision, no editor id. */
export type PublicPost = Omit<Post, 'updated_by'> & { author_name: string | null };

export function toPost(doc: CouchDoc): Post {
  const { _id, _rev: _ignored, ...fields } = doc;
  return { id: _id, ...fields } as unknown as Post;
}

export function publicShape(post: Post): Omit<PublicPost, 'author_name'> {
  const { updated_by: _editor, ...shown } = post;
  return shown;
}

/** Every post `subject` may read, newest first. */
export async function readablePosts(
  store: StoreClient,
  subject: { permissions: readonly string[] } | null,
): Promise<Post[]> {
  const docs = await store.allDocs(POSTS_DB);
  return docs
    .filter((doc) => !doc._id.startsWith('_'))
    .map(toPost)
    .filter((post) => mayReadPost(post, subject))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

export function withNames(auth: Pick<Auth, 'accounts'>, posts: readonly Post[]): Promise<PublicPost[]> {
  return withAuthorNames(auth.accounts, posts.map(publicShape));
}

// GET /api/posts (the public list: paged, optionally of one tag, with every tag and its count) and
// GET /api/posts/:id (one post). Guests and users see visible public posts; holders of `posts-read`
// also the visible private ones; invisible posts only in the workspace (/api/admin/posts). A post
// the caller may not read answers exactly like one that does not exist (404 error.404.post), so
// its existence is not given away. Both read the in-memory copy of the posts
// (posts-projection.ts) and count against a per-address rate limit (RATE_LIMIT_POSTS_IP, 429
// past it), since they are open to anyone.
import express from 'express';
import { POSTS_PAGE_MAX, POSTS_PAGE_SIZE, POST_TAG_MAX_LENGTH } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { Auth } from '../../identity/index.ts';
import type { PostsProjection } from './posts-projection.ts';
import { claimsOf } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { readablePosts, withNames } from './readable-posts.ts';

/** A whole number from the query within bounds, or a 400. */
function count(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw new AppError(400, 'error.400');
  return number;
}

function tagOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > POST_TAG_MAX_LENGTH) throw new AppError(400, 'error.400');
  return value.trim() || undefined;
}

/** Rate-limit bucket of public post reads, per client address. */
export const POSTS_READS_BY_IP = 'posts-ip';

export function createPostsRouter(deps: {
  auth: Auth;
  posts: PostsProjection;
  config: Config;
}): express.Router {
  const { auth, posts: allPosts } = deps;
  const router = express.Router();
  router.use(auth.optionalAuth);
  checkIdParams(router, { id: 'post' });
  router.use(async (req, _res, next) => {
    await auth.rateLimiter.consume({
      bucket: POSTS_READS_BY_IP,
      key: req.ip ?? '',
      limit: deps.config.postsReadsPerIp,
    });
    next();
  });
  const subjectOf = (res: express.Response) => {
    const claims = claimsOf(res);
    // A signed-in reader may see private posts: the answer is theirs alone.
    res.setHeader('cache-control', claims ? 'private, no-store' : 'no-cache');
    return claims ? { permissions: claims.perms } : null;
  };

  router.get('/', async (req, res) => {
    const offset = count(req.query.offset, 0, 0, 100_000);
    const limit = count(req.query.limit, POSTS_PAGE_SIZE, 1, POSTS_PAGE_MAX);
    const tag = tagOf(req.query.tag);
    const posts = await readablePosts(allPosts, subjectOf(res));
    const tags = new Map<string, number>();
    for (const post of posts) for (const name of post.tags) tags.set(name, (tags.get(name) ?? 0) + 1);
    const chosen = tag === undefined ? posts : posts.filter((post) => post.tags.includes(tag));
    res.json({
      total: chosen.length,
      offset,
      limit,
      items: await withNames(auth, chosen.slice(offset, offset + limit)),
      tags: [...tags]
        .map(([name, uses]) => ({ tag: name, count: uses }))
        .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
    });
  });

  router.get('/:id', async (req, res) => {
    const id = String(req.params.id);
    const post = (await readablePosts(allPosts, subjectOf(res))).find((candidate) => candidate.id === id);
    if (!post) throw new AppError(404, 'error.404.post');
    res.json((await withNames(auth, [post]))[0]);
  });
  return router;
}

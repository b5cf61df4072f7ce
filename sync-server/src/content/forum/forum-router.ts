// /api/forum: verified premium users write threads and comments (forum-posts.ts); premium readers
// count a view; staff keep the watched words. Reading is replication (the gateway's
// `forum_topics`, `forum_threads`, `forum_comments`), so nothing here answers with forum content.
import express from 'express';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { hasPermission, requirePermission } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createForumPosts, type PostLimit, type Writer } from './forum-posts.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { FORUM_POSTS_PER_WINDOW } from '@poct/schemas';
import type { ViewCounts } from './view-counts.ts';
import { createWatchedWords } from './watched-words.ts';
import type { Request, Response } from 'express';

export interface ForumRouterDeps {
  store: StoreClient;
  /** Thread views, written in batches (view-counts.ts). */
  forumViews: Pick<ViewCounts, 'add'>;
  auth: Pick<Auth, 'requireAuth' | 'getAccount' | 'rateLimiter'>;
}

/** Rate-limit bucket of new threads and comments, per user. */
export const FORUM_POSTS_BY_USER = 'forum-posts-user';

/** New posts per user and window (429 past it); a resend of a stored id is never counted. */
function postLimit(limiter: RateLimiter, userId: string): PostLimit {
  const limit = { bucket: FORUM_POSTS_BY_USER, key: userId, limit: FORUM_POSTS_PER_WINDOW };
  return {
    async take() {
      if (!(await limiter.reserve(limit))) throw limiter.tooMany('error.429');
    },
    giveBack: () => limiter.release(limit),
  };
}

export function createForumRouter(deps: ForumRouterDeps): express.Router {
  const watched = createWatchedWords(deps.store);
  const posts = createForumPosts(deps.store, watched, deps.forumViews);
  const router = express.Router();
  router.use(deps.auth.requireAuth);
  checkIdParams(router, { threadId: 'forum_thread', commentId: 'forum_comment' });

  /** The spec's 403 unless the caller is a verified premium user, read from the store now. */
  async function writer(res: Response): Promise<Writer> {
    const claims = claimsOf(res)!;
    const account = claims.premium ? await deps.auth.getAccount(claims.sub) : undefined;
    if (!account || account.verification_status !== 'verified') throw new AppError(403, 'error.forum.403');
    return { userId: claims.sub, username: account.username };
  }

  /** A new thread or comment: 201 when it was received now, 200 for a repeat of one received before. */
  const created =
    (create: typeof posts.createThread) =>
    async (req: Request, res: Response): Promise<void> => {
      const author = await writer(res);
      const outcome = await create(req.body, author, postLimit(deps.auth.rateLimiter, author.userId));
      res.status(outcome.receipt === 'received' ? 201 : 200).json(outcome);
    };

  router.post('/threads', created(posts.createThread));

  router.put('/threads/:threadId', async (req, res) => {
    res.json(await posts.updateThread(req.params.threadId, req.body, await writer(res)));
  });

  router.post('/threads/:threadId/view', async (req, res) => {
    const claims = claimsOf(res)!;
    if (!claims.premium && !hasPermission(claims, 'forum-threads-read')) throw new AppError(403, 'error.403');
    await posts.countView(req.params.threadId, claims.sub);
    res.status(204).end();
  });

  router.post('/comments', created(posts.createComment));

  router.put('/comments/:commentId', async (req, res) => {
    res.json(await posts.updateComment(req.params.commentId, req.body, await writer(res)));
  });

  router.get('/watched-words', requirePermission('forum-threads-read'), async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await watched.list());
  });

  router.put('/watched-words', requirePermission('forum-threads-update'), async (req, res) => {
    res.json(await watched.save(req.body, claimsOf(res)!.sub));
  });

  return router;
}

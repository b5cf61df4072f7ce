// `/api/moderation`: the staff queue across every registered kind (sources.ts), publish and
// reject (with a reason and ground the author sees: the statement of reasons, by mail too),
// reports by anyone who may read the item (report.ts; told the decision by mail), the author's objection to a rejection
// (back to the queue), and each author's own items with their state. Staff see and decide only
// the kinds whose permission they hold; every decision, report and objection is audited.
import express from 'express';
import {
  OBJECTIONS_PER_WINDOW,
  type LocalizedText,
  type ModerationReport,
  type ModerationStatus,
  type ModerationGround,
  type ModeratedKind,
  type ModerationQueueItem,
  type OwnModeratedItem,
} from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { Auth } from '../../identity/index.ts';
import type { PostsProjection } from '../posts/posts-projection.ts';
import { claimsOf } from '../../identity/index.ts';
import { assertPermission, hasPermission, requireAnyPermission } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { formBody } from '../../platform/http/object-body.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import {
  itemsOf,
  queuedItems,
  readItem,
  sourceOrNotFound,
  updateItem,
  type ModeratedDoc,
} from './moderation-store.ts';
import { MODERATED_SOURCES, sourceOfKind, type ModeratedSource } from './sources.ts';
import { reportsSinceDecision, withHeldText } from './author-writes.ts';
import type { Account } from '../../identity/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { moderationDecisionMail, reportDecisionMail } from '../../platform/mail/templates.ts';
import { displayNameOf, linkTo } from '../../identity/index.ts';
import { log } from '../../platform/log/logger.ts';
import { createReportHandler } from './report.ts';

export { REPORTS_BY_IP, REPORTS_BY_USER } from './report.ts';
export const OBJECTIONS_BY_USER = 'moderation-objection-user';

interface Deps {
  store: StoreClient;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  /** The posts' in-memory copy, told of a post a decision hid or showed. */
  posts: Pick<PostsProjection, 'written'>;
}

function authorOf(account: Account | undefined, id: string): ModerationQueueItem['author'] {
  if (!account) return { id };
  return {
    id,
    username: account.username,
    name: `${account.first_name} ${account.last_name}`,
    ...(account.company ? { company: account.company } : {}),
    ...(account.institution ? { institution: account.institution } : {}),
  };
}

/** The name of where an item belongs (its product, thread or topic), when it can be found. */
async function contextTitle(store: StoreClient, source: ModeratedSource, contextId: string | undefined) {
  if (!source.context || !contextId || contextId.startsWith('_')) return undefined;
  const parent = await store.get(source.context.db, contextId);
  return parent && !parent._deleted ? source.context.title(parent) : undefined;
}

function queueItem(
  source: ModeratedSource,
  doc: ModeratedDoc,
  account: Account | undefined,
  context: LocalizedText | undefined,
): ModerationQueueItem {
  const { title, text, contextId } = source.describe(doc);
  return {
    kind: source.kind,
    id: doc._id,
    status: doc.status,
    ...(doc.status_reason ? { status_reason: doc.status_reason } : {}),
    ...(title ? { title } : {}),
    text,
    ...(contextId ? { context_id: contextId } : {}),
    ...(context ? { context_title: context } : {}),
    author: authorOf(account, doc.author_id),
    reports: doc.reports ?? [],
    ...(doc.objection ? { objection: doc.objection } : {}),
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

export function createModerationRouter(deps: Deps): express.Router {
  const { store, auth } = deps;
  const router = express.Router();
  // An unknown kind is left to the route (sourceOrNotFound: 404).
  checkIdParams(router, {
    id: (req) => sourceOfKind(String(req.params.kind) as ModeratedKind)?.idCollection,
  });
  const nowIso = () => new Date().toISOString();

  // Reports come from anyone who may read the item, guests included (report.ts); every other
  // route needs a signed-in caller.
  router.post(
    '/:kind/:id/report',
    auth.optionalAuth,
    createReportHandler({
      ...deps,
      limited,
      audit: (req, res, source, doc, reason) => filed(req, res, 'moderation_reported', source, doc, reason),
    }),
  );
  router.use(auth.requireAuth);

  /** A reader's report or an author's objection is audited and answered with the item's id. */
  async function filed(
    req: express.Request,
    res: express.Response,
    event: 'moderation_reported' | 'moderation_objected',
    source: ModeratedSource,
    doc: ModeratedDoc,
    reason: string,
  ): Promise<void> {
    await auth.audit.record({
      event,
      actor_id: claimsOf(res)?.sub ?? 'guest',
      subject_id: doc._id,
      ip: req.ip,
      detail: { kind: source.kind, reason },
    });
    res.status(201).json({ id: doc._id });
  }

  /** Runs `work` within one account's limit; a refused attempt does not count against it. */
  async function limited<T>(bucket: string, key: string, max: number, work: () => Promise<T>): Promise<T> {
    const limit = { bucket, key, limit: max };
    if (!(await auth.rateLimiter.reserve(limit))) throw auth.rateLimiter.tooMany('error.429');
    try {
      return await work();
    } catch (error) {
      await auth.rateLimiter.release(limit);
      throw error;
    }
  }

  router.get(
    '/queue',
    requireAnyPermission(...MODERATED_SOURCES.map((source) => source.moderatePermission)),
    async (_req, res) => {
      const claims = claimsOf(res)!;
      const mine = MODERATED_SOURCES.filter((source) => hasPermission(claims, source.moderatePermission));
      const found = await Promise.all(
        mine.map(async (source) => (await queuedItems(store, source)).map((doc) => ({ source, doc }))),
      );
      const items = found.flat();
      const authorIds = [...new Set(items.map(({ doc }) => doc.author_id))];
      const accounts = new Map(
        await Promise.all(authorIds.map(async (id) => [id, await auth.accounts.get(id)] as const)),
      );
      const contexts = await Promise.all(
        items.map(({ source, doc }) => contextTitle(store, source, source.describe(doc).contextId)),
      );
      const queue = items
        .map(({ source, doc }, at) => queueItem(source, doc, accounts.get(doc.author_id), contexts[at]))
        .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
      res.json({ items: queue });
    },
  );

  /**
   * Publish or reject: the item leaves the queue (with any objection), its author sees the state
   * (and reason) and gets it by mail, and whoever reported it since the last decision hears of it.
   */
  async function decide(
    req: express.Request,
    res: express.Response,
    status: 'published' | 'rejected',
  ): Promise<void> {
    const claims = claimsOf(res)!;
    const source = sourceOrNotFound(String(req.params.kind));
    assertPermission(claims, source.moderatePermission);
    const body = status === 'rejected' ? formBody('rejection', req.body) : undefined;
    const reason = body?.reason;
    const ground: ModerationGround | undefined = body ? (body.ground ?? 'terms') : undefined;
    const at = nowIso();
    let reporters: ModerationReport[] = [];
    let before: ModerationStatus = 'published';
    const doc = await updateItem(store, source, String(req.params.id), (current) => {
      if (current.status === 'withdrawn') throw new AppError(409, 'error.409.withdrawn');
      reporters = reportsSinceDecision(current);
      before = current.status;
      const {
        status_reason: _old,
        status_ground: _oldGround,
        objection: _objection,
        held_automatically: _automatic,
        ...rest
      } = current;
      return {
        ...rest,
        status,
        ...(reason
          ? {
              status_reason: reason,
              status_ground: ground,
              held_texts: withHeldText(current, source.describe(current).text),
            }
          : {}),
        in_queue: false,
        moderated_at: at,
        moderated_by: claims.sub,
      };
    });
    await source.afterDecision?.(store, doc, before, deps.posts);
    await auth.audit.record({
      event: status === 'published' ? 'moderation_published' : 'moderation_rejected',
      actor_id: claims.sub,
      subject_id: doc._id,
      ip: req.ip,
      detail: { kind: source.kind, author_id: doc.author_id, ...(reason ? { reason, ground } : {}) },
    });
    // The author reads the state beside the item at once; the mails follow in the background,
    // the reporters' first.
    tellReporters(source, reporters, status)
      .then(() => tellAuthor(source, doc, status, reason, ground))
      .catch((error: unknown) => log.error({ area: 'moderation', err: error }, 'decision mail failed'));
    res.json({ id: doc._id, status: doc.status, ...(reason ? { status_reason: reason } : {}) });
  }

  async function tellAuthor(
    source: ModeratedSource,
    doc: ModeratedDoc,
    status: 'published' | 'rejected',
    reason: string | undefined,
    ground: ModerationGround | undefined,
  ): Promise<void> {
    const author = await auth.accounts.get(doc.author_id);
    if (!author) return;
    const url = linkTo(deps.config.publicUrl, source.pathOf(doc), author.language);
    const mail = moderationDecisionMail(
      author.language,
      source.kind,
      displayNameOf(author),
      status,
      reason,
      url,
      ground,
    );
    await deps.mailer.send({ to: author.email, ...mail });
  }

  /**
   * Each reporter hears the decision once: an account in its language, a guest at the address
   * they gave (in the language they reported in); a guest without one is not told.
   */
  async function tellReporters(
    source: ModeratedSource,
    reports: ModerationReport[],
    status: 'published' | 'rejected',
  ): Promise<void> {
    const told = new Set<string>();
    for (const report of reports) {
      const reporter = report.by ? await auth.accounts.get(report.by) : undefined;
      const to = reporter?.email ?? (report.by ? undefined : report.email);
      if (!to || told.has(to)) continue;
      told.add(to);
      const language = reporter?.language ?? report.language ?? 'de';
      const name = reporter ? displayNameOf(reporter) : (report.name ?? '');
      await deps.mailer.send({ to, ...reportDecisionMail(language, source.kind, name, status) });
    }
  }

  router.post('/:kind/:id/publish', (req, res) => decide(req, res, 'published'));
  router.post('/:kind/:id/reject', (req, res) => decide(req, res, 'rejected'));

  // The author objects to staff's rejection of their item, once per decision: the item comes back
  // to the queue with the objection beside it. Limited per account, as reports are.
  router.post('/:kind/:id/objection', async (req, res) => {
    const claims = claimsOf(res)!;
    const source = sourceOrNotFound(String(req.params.kind));
    const reason = formBody('objection', req.body).reason;
    await limited(OBJECTIONS_BY_USER, claims.sub, OBJECTIONS_PER_WINDOW, async () => {
      const id = String(req.params.id);
      // Somebody else's item is not there for the caller.
      const seen = await readItem(store, source, id);
      if (seen?.author_id !== claims.sub) throw new AppError(404, 'error.404.resource');
      const doc = await updateItem(store, source, id, (current) => {
        if (current.status !== 'rejected' || current.objection)
          throw new AppError(409, 'error.409.nothing_to_object');
        return { ...current, objection: { at: nowIso(), reason }, in_queue: true };
      });
      await filed(req, res, 'moderation_objected', source, doc, reason);
    });
  });

  // The caller's own items in every state, with the reason staff gave: how authors learn of a
  // decision in the app.
  router.get('/mine', async (_req, res) => {
    const claims = claimsOf(res)!;
    const found = await Promise.all(
      MODERATED_SOURCES.map(async (source) =>
        (await itemsOf(store, source, claims.sub)).map((doc): OwnModeratedItem => ({
          kind: source.kind,
          id: doc._id,
          status: doc.status,
          ...(doc.status_reason ? { status_reason: doc.status_reason } : {}),
          ...(doc.objection ? { objection: { at: doc.objection.at } } : {}),
          ...(source.describe(doc).contextId ? { context_id: source.describe(doc).contextId } : {}),
          text: source.describe(doc).text,
          updated_at: doc.updated_at,
        })),
      ),
    );
    res.json({ items: found.flat().sort((a, b) => b.updated_at.localeCompare(a.updated_at)) });
  });

  return router;
}

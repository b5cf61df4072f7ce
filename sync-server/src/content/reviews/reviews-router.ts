// `/api/reviews/own/:productId`: the caller's own review of a product. Read it in any state (with
// the reason staff gave), write it (create or edit; verified premium only, 403 otherwise), or
// withdraw it. The author is always the token's user and the review's id is derived from that
// user and the product, so no request can address anyone else's review. Readers get published
// reviews by replicating the `reviews` database (moderation/sources.ts).
import express from 'express';
import { isVerifiedPremium, REVIEW_WRITES_PER_WINDOW } from '@poct/schemas';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { requestBody } from '../../platform/http/object-body.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { readItem, updateItem, type ModeratedDoc } from '../moderation/moderation-store.ts';
import { sourceOfKind } from '../moderation/sources.ts';
import { reviewIdOf, writtenReview } from './review-document.ts';
import { COPY_REASON, copiesHeldText, withdrawnState } from '../moderation/author-writes.ts';

const CONFLICT_RETRIES = 8;
export const REVIEW_WRITES_BY_USER = 'review-write-user';

interface Deps {
  store: StoreClient;
  auth: Auth;
}

/** What the author sees of the own review: everything but the reports and the queue mark. */
function ownView(doc: ModeratedDoc) {
  const {
    _id,
    _rev: _r,
    reports: _reports,
    in_queue: _q,
    moderated_by: _by,
    held_automatically: _automatic,
    before_withdrawal: _before,
    held_texts: _held,
    ...fields
  } = doc;
  return { id: _id, ...fields };
}

export function createReviewsRouter(deps: Deps): express.Router {
  const { store, auth } = deps;
  const source = sourceOfKind('review')!;
  const router = express.Router();
  router.use(auth.requireAuth);
  checkIdParams(router, { productId: 'product' });

  /** The caller's account when it may write reviews now (read fresh: rights change mid-way). */
  async function writer(res: express.Response) {
    const account = await auth.accounts.get(claimsOf(res)!.sub);
    if (!account || !isVerifiedPremium(account)) throw new AppError(403, 'error.403');
    return account;
  }

  /** A product readers can see; reviews of hidden or unknown products are refused with 404. */
  async function assertProduct(productId: string): Promise<void> {
    const product = await store.get('catalogue', productId);
    if (!product || product._deleted) throw new AppError(404, 'error.404.resource');
  }

  router.get('/own/:productId', async (req, res) => {
    const id = reviewIdOf(claimsOf(res)!.sub, req.params.productId);
    const doc = await readItem(store, source, id);
    if (!doc || doc.status === 'withdrawn') throw new AppError(404, 'error.404.resource');
    res.json(ownView(doc));
  });

  router.put('/own/:productId', async (req, res) => {
    const account = await writer(res);
    const input = requestBody('review', req.body);
    await auth.rateLimiter.consume({
      bucket: REVIEW_WRITES_BY_USER,
      key: account.id,
      limit: REVIEW_WRITES_PER_WINDOW,
    });
    const productId = req.params.productId;
    await assertProduct(productId);
    const id = reviewIdOf(account.id, productId);
    const copy = await copiesHeldText(store, account.id, input.comment ?? '', { source, id });
    // Without `_rev` the first write of a pair is a create, and a racing second create conflicts.
    let existing: ModeratedDoc | undefined;
    const outcome = await updateDocument<ModeratedDoc>(
      store,
      source.sourceDb,
      id,
      (current) => {
        existing = current;
        const now = new Date().toISOString();
        return writtenReview(account, productId, input, current, now, copy ? COPY_REASON : undefined);
      },
      { retries: CONFLICT_RETRIES, read: () => readItem(store, source, id) },
    );
    // writtenReview always returns a document: the outcome is a write.
    if (!outcome.written) throw new Error(`review ${id}: nothing written`);
    const doc = outcome.doc;
    const edited = existing !== undefined && existing.status !== 'withdrawn';
    await auth.audit.record({
      event: edited ? 'review_edited' : 'review_written',
      actor_id: account.id,
      subject_id: id,
      ip: req.ip,
      detail: { product_id: productId, status: doc.status },
    });
    res.status(edited ? 200 : 201).json(ownView(doc));
  });

  // Withdrawing needs no write right: an author whose premium ended may still take a review back.
  router.delete('/own/:productId', async (req, res) => {
    const userId = claimsOf(res)!.sub;
    await auth.rateLimiter.consume({
      bucket: REVIEW_WRITES_BY_USER,
      key: userId,
      limit: REVIEW_WRITES_PER_WINDOW,
    });
    const id = reviewIdOf(userId, req.params.productId);
    const doc = await updateItem(store, source, id, (current) => {
      if (current.author_id !== userId || current.status === 'withdrawn')
        throw new AppError(404, 'error.404.resource');
      return { ...current, ...withdrawnState(current), updated_at: new Date().toISOString() };
    });
    await auth.audit.record({ event: 'review_withdrawn', actor_id: userId, subject_id: id, ip: req.ip });
    res.json(ownView(doc));
  });

  return router;
}

// GET /api/comparisons/shared/:token: the saved comparison a share link names, for another
// premium reader (the link's token: @poct/schemas comparison-share.ts). Read from the owner's own
// database on every request, so a rename shows at once and a deleted comparison (or one whose
// secret was removed) is gone. Only whoever may pull the catalogue, on the request's current
// rights, gets an answer with data; the products are cut to those the catalogue lists, so a
// share never names a hidden product. The page builds the report from the reader's own catalogue.
import { timingSafeEqual } from 'node:crypto';
import express from 'express';
import { canReplicate, parseShareToken, type SavedComparison } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { userComparisonsDbName } from '../../platform/store/databases.ts';

export interface SharedComparison {
  id: string;
  name: string;
  product_ids: string[];
  created_at: string;
  updated_at: string;
}

function sameSecret(given: string, stored: unknown): boolean {
  if (typeof stored !== 'string' || stored.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}

export function createSharedComparisonsRouter(deps: { auth: Auth; store: StoreClient }): express.Router {
  const { store } = deps;
  const router = express.Router();
  router.get('/shared/:token', deps.auth.requireAuth, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const claims = claimsOf(res)!;
    const subject = {
      premium: claims.premium,
      permissions: claims.perms,
      linkAccess: claims.plan?.link_access,
    };
    if (!canReplicate(subject, 'catalogue', 'pull')) throw new AppError(403, 'error.403');
    const notFound = new AppError(404, 'error.404.comparison');
    const token = parseShareToken(req.params.token);
    if (!token) throw notFound;
    const doc = await store.get<CouchDoc & SavedComparison>(
      userComparisonsDbName(token.ownerId),
      token.comparisonId,
    );
    if (!doc || doc._deleted || !sameSecret(token.secret, doc.share_secret)) throw notFound;
    const listed = await store.allDocs<CouchDoc>('catalogue', { keys: doc.product_ids });
    const visible = new Set(listed.filter((product) => !product._deleted).map((product) => product._id));
    const answer: SharedComparison = {
      id: doc._id,
      name: doc.name,
      product_ids: doc.product_ids.filter((id) => visible.has(id)),
      created_at: doc.created_at,
      updated_at: doc.updated_at,
    };
    res.json(answer);
  });
  return router;
}

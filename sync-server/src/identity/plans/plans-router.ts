// GET /api/plans: the plans for the pricing page, public and read-only.
import express from 'express';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { listPlans } from './plans.ts';

export function createPlansRouter(deps: { store: StoreClient }): express.Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    const plans = await listPlans(deps.store);
    // Prices change rarely, but a changed price must not linger for long behind a cache.
    res.setHeader('cache-control', 'no-cache');
    res.json({ plans });
  });
  return router;
}

// POST /api/account/deletion: the signed-in user closes their own account with their password
// (close-account.ts). 202 with when it is erased; every session, this one included, has ended.
import express from 'express';
import { formBody } from '../../platform/http/object-body.ts';
import { claimsOf } from '../../identity/index.ts';
import { closeAccount, type ClosingDeps } from './close-account.ts';

export function createAccountDeletionRouter(deps: ClosingDeps): express.Router {
  const router = express.Router();
  router.post('/', deps.auth.requireAuth, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const { password } = formBody('account-deletion', req.body);
    res.status(202).json(await closeAccount(deps, claimsOf(res)!.sub, password, req.ip ?? ''));
  });
  return router;
}

// Routes under /api/account/data-export, for the signed-in user's own data only (the user is the
// token's, never a parameter): POST starts the archive (202; limited per account in the
// store-backed counters), GET tells its state, GET /archive downloads it while it is kept.
import express from 'express';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { formBody } from '../../platform/http/object-body.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { claimsOf, type Auth } from '../../identity/index.ts';
import { createExportJobs } from './export-jobs.ts';

/** Rate-limit bucket: archives started per account. */
export const DATA_EXPORTS_BY_USER = 'data-export-user';

export function createDataExportRouter(deps: {
  config: Config;
  store: StoreClient;
  auth: Auth;
}): express.Router {
  const { auth, config } = deps;
  const jobs = createExportJobs(deps.store);
  const router = express.Router();
  router.use(auth.requireAuth, (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });

  const ownAccount = async (res: express.Response) => {
    const account = await auth.getAccount(claimsOf(res)!.sub);
    if (!account) throw new AppError(401, 'error.401');
    return account;
  };

  router.post('/', async (req, res) => {
    const { language } = formBody('data-export', req.body);
    const account = await ownAccount(res);
    await auth.rateLimiter.consume({
      bucket: DATA_EXPORTS_BY_USER,
      key: account.id,
      limit: config.dataExportsPerUser,
    });
    const { state } = await jobs.start(account, language);
    await auth.audit.record({
      event: 'data_export_started',
      actor_id: account.id,
      subject_id: account.id,
      ip: req.ip ?? '',
    });
    res.status(202).json(state);
  });

  router.get('/', async (_req, res) => {
    res.json(await jobs.state((await ownAccount(res)).id));
  });

  router.get('/archive', async (_req, res) => {
    const account = await ownAccount(res);
    const archive = await jobs.archive(account.id);
    if (!archive) throw new AppError(404, 'error.404.resource');
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('content-type', 'application/zip');
    res.setHeader('content-disposition', `attachment; filename="poct-atlas-${account.username}-${day}.zip"`);
    res.send(archive);
  });

  return router;
}

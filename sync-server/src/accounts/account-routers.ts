// The routers of accounts, users, roles and the audit log, sharing one mailer and one set of
// single-use tokens; app.ts mounts each under /api/<path>.
import type express from 'express';
import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import { createAuditRouter } from '../audit/audit-router.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createRolesRouter } from '../roles/roles-router.ts';
import type { StoreClient } from '../store/couch-client.ts';
import { createUsersRouter } from '../users/users-router.ts';
import { createAccountsRouter } from './accounts-router.ts';
import type { AccountDeps } from './context.ts';
import { createOneTimeTokens } from './one-time-tokens.ts';

export function accountRouters(options: {
  config: Config;
  store: StoreClient;
  auth: Auth;
  mailer?: Mailer;
}): Array<[string, express.Router]> {
  const deps: AccountDeps = {
    config: options.config,
    store: options.store,
    auth: options.auth,
    mailer: options.mailer ?? createMailer(options.config),
    tokens: createOneTimeTokens(options.store),
    now: Date.now,
  };
  return [
    ['/account', createAccountsRouter(deps)],
    ['/users', createUsersRouter(deps)],
    ['/roles', createRolesRouter(deps)],
    ['/audit', createAuditRouter(deps)],
  ];
}

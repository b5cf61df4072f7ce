// Routes under /api/account: registration, email confirmation, forgot/reset password (guests),
// and the signed-in user's profile, password and verification request. Handlers parse, call the
// feature and answer; nothing here may be cached.
import express, { type Request, type Response } from 'express';
import type { Account } from '@poct/schemas';
import { claimsOf } from '../auth/auth.ts';
import { readCurrentUser } from '../auth/current-user.ts';
import { requestFacts, type AccountDeps } from './context.ts';
import { confirmEmail, resendConfirmation } from './email-verification.ts';
import { formBody, objectBody } from '../../platform/http/object-body.ts';
import { changePassword, forgotPassword, resetPassword } from './password.ts';
import { requestVerification, updateProfile } from './profile.ts';
import { register } from './registration.ts';

const emailOf = (body: unknown): string => formBody('email-address', body).email;

const bodyOf = (req: Request): Record<string, unknown> => objectBody(req.body);

export function createAccountsRouter(deps: AccountDeps): express.Router {
  const { config, store, auth } = deps;
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });

  const answerUser = async (res: Response, account: Account) => {
    res.json(await readCurrentUser(store, account, Date.now()));
  };

  router.post('/register', async (req, res) => {
    res.status(201).json(await register(deps, req.body, requestFacts(req, config)));
  });

  router.post('/verify-email', async (req, res) => {
    res.json(await confirmEmail(deps, bodyOf(req).token, requestFacts(req, config)));
  });

  router.post('/verify-email/resend', async (req, res) => {
    await resendConfirmation(deps, emailOf(req.body), requestFacts(req, config));
    res.status(202).json({ ok: true });
  });

  router.post('/forgot-password', async (req, res) => {
    await forgotPassword(deps, emailOf(req.body), requestFacts(req, config));
    res.status(202).json({ ok: true });
  });

  router.post('/reset-password', async (req, res) => {
    const { token, password, password_confirm } = bodyOf(req);
    await resetPassword(deps, { token, password, password_confirm }, requestFacts(req, config));
    res.status(204).end();
  });

  router.patch('/profile', auth.requireAuth, async (req, res) => {
    await answerUser(res, await updateProfile(deps, claimsOf(res)!.sub, req.body, requestFacts(req, config)));
  });

  router.post('/password', auth.requireAuth, async (req, res) => {
    const { current_password, password, password_confirm } = bodyOf(req);
    const claims = claimsOf(res)!;
    await changePassword(
      deps,
      { userId: claims.sub, sid: claims.sid },
      { current_password, password, password_confirm },
      requestFacts(req, config),
    );
    res.status(204).end();
  });

  router.post('/verification-request', auth.requireAuth, async (req, res) => {
    await answerUser(
      res,
      await requestVerification(deps, claimsOf(res)!.sub, bodyOf(req), requestFacts(req, config)),
    );
  });

  return router;
}

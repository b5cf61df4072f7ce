// Routes under /api/account: registration, email confirmation, forgot/reset password (guests),
// and the signed-in user's profile, password and verification request. Handlers parse, call the
// feature and answer; nothing here may be cached.
import express, { type Response } from 'express';
import type { Account } from '@poct/schemas';
import { claimsOf } from '../auth/auth.ts';
import { readCurrentUser } from '../auth/current-user.ts';
import { requestFacts, type AccountDeps } from './context.ts';
import { confirmEmail, resendConfirmation } from './email-verification.ts';
import { formBody, requestBodyOr } from '../../platform/http/object-body.ts';
import { changePassword, forgotPassword, resetPassword } from './password.ts';
import { requestVerification, updateProfile } from './profile.ts';
import { register } from './registration.ts';

const emailOf = (body: unknown): string => formBody('email-address', body).email;

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
    const { token } = requestBodyOr('link-token', req.body, 400, 'error.verify_failed');
    res.json(await confirmEmail(deps, token, requestFacts(req, config)));
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
    await resetPassword(deps, req.body, requestFacts(req, config));
    res.status(204).end();
  });

  router.patch('/profile', auth.requireAuth, async (req, res) => {
    await answerUser(res, await updateProfile(deps, claimsOf(res)!.sub, req.body, requestFacts(req, config)));
  });

  router.post('/password', auth.requireAuth, async (req, res) => {
    const body = formBody('password-change', req.body);
    const claims = claimsOf(res)!;
    await changePassword(deps, { userId: claims.sub, sid: claims.sid }, body, requestFacts(req, config));
    res.status(204).end();
  });

  router.post('/verification-request', auth.requireAuth, async (req, res) => {
    const body = formBody('verification-request', req.body);
    await answerUser(
      res,
      await requestVerification(deps, claimsOf(res)!.sub, body, requestFacts(req, config)),
    );
  });

  return router;
}

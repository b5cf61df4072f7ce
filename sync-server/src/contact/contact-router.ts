// /api/contact: the public contact form (issue 19). `GET /form-token` gives the page its signed
// time trap; `POST /` takes a message. A real message and spam get the same answer (202,
// `{status: 'received'}`), so a bot learns nothing; only refused fields answer 400 with
// `errors: [{field, key, message}]` in the request's language, as the account forms do.
import express from 'express';
import { message, pickLocale, type ContactMessage, type Locale, type ValidationError } from '@poct/schemas';
import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { staffRecipients } from '../mail/staff-recipients.ts';
import type { StoreClient } from '../store/couch-client.ts';
import { contactConfirmationMail, contactStaffMail } from './contact-mails.ts';
import { createContactService } from './contact-service.ts';
import { createFormTokens, formTokenKey, type FormTokens } from '../form-guard/form-token.ts';
import { createProofOfWork } from '../form-guard/proof-of-work.ts';
import { formTokenRoute } from '../form-guard/spam-check.ts';

export interface ContactRouterDeps {
  config: Config;
  store: StoreClient;
  auth: Pick<Auth, 'accounts' | 'rateLimiter'>;
  mailer?: Mailer;
  tokens?: FormTokens;
}

/** The one answer to every message that was not refused for its fields, spam included. */
export const CONTACT_RECEIVED = { status: 'received' } as const;

function invalidBody(errors: readonly ValidationError[], locale: Locale) {
  return {
    statusCode: 400,
    message: message('error.400', locale),
    errors: errors.map(({ path, key, params }) => ({
      field: path.replace(/^\//, ''),
      key,
      message: message(key, locale, params),
    })),
  };
}

export function createContactRouter(deps: ContactRouterDeps): express.Router {
  const { config, store } = deps;
  const tokens =
    deps.tokens ?? createFormTokens({ key: () => formTokenKey(config), minFillMs: config.contactMinFillMs });
  const proofOfWork = createProofOfWork(config, store);
  const contact = createContactService({
    config,
    store,
    rateLimiter: deps.auth.rateLimiter,
    tokens,
    proofOfWork,
  });
  let mailer = deps.mailer;

  // Staff with `users-update` handle enquiries, as they handle commercial users' contact requests.
  async function sendMails(received: ContactMessage): Promise<void> {
    mailer ??= createMailer(config);
    await mailer.send({ to: received.email, ...contactConfirmationMail(received.locale) });
    for (const { email, locale } of await staffRecipients({ config, store, auth: deps.auth }, 'users-update'))
      await mailer.send({ to: email, ...contactStaffMail(locale, received) });
  }

  const router = express.Router();

  router.get('/form-token', formTokenRoute(tokens, config.contactMinFillMs, proofOfWork));

  router.post('/', async (req, res) => {
    const locale = pickLocale(req.headers['accept-language']);
    const outcome = await contact.submit(req.body, { ip: req.ip ?? '', locale });
    if (outcome.kind === 'invalid') {
      res.status(400).json(invalidBody(outcome.errors, locale));
      return;
    }
    if (outcome.kind === 'received') {
      // After the answer: the message is stored, and a slow mail server must not show in timing.
      sendMails(outcome.message).catch((error: unknown) => console.error('[contact] mail failed', error));
    }
    res.setHeader('cache-control', 'no-store');
    res.status(202).json(CONTACT_RECEIVED);
  });

  return router;
}

// /api/contact: the public contact form. `GET /form-token` gives the page its signed
// time trap; `POST /` takes a message. A real message and spam get the same answer (202,
// `{status: 'received'}`), so a bot learns nothing; only refused fields answer 400 with
// `errors: [{field, key, message}]` in the request's language (http/field-errors.ts), as the
// account forms do. The guard, token route and mails are the public forms' (form-guard/public-form.ts).
import express from 'express';
import { pickLocale, type ContactMessage } from '@poct/schemas';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { createPublicForm, type PublicFormRouterDeps } from '../form-guard/public-form.ts';
import { contactConfirmationMail, contactStaffMail } from './contact-mails.ts';
import { createContactService } from './contact-service.ts';

export type ContactRouterDeps = PublicFormRouterDeps;

/** The one answer to every message that was not refused for its fields, spam included. */
export const CONTACT_RECEIVED = { status: 'received' } as const;

export function createContactRouter(deps: ContactRouterDeps): express.Router {
  const form = createPublicForm(deps, 'contact');
  const contact = createContactService({ ...form.guardDeps, store: deps.store });

  // Staff with `users-update` handle enquiries, as they handle commercial users' contact requests.
  const mailLater = (received: ContactMessage) =>
    form.mailLater(async (mailer, staff) => {
      await mailer.send({ to: received.email, ...contactConfirmationMail(received.locale) });
      for (const { email, locale } of await staff('users-update'))
        await mailer.send({ to: email, ...contactStaffMail(locale, received) });
    });

  const router = express.Router();

  router.get('/form-token', form.tokenRoute);

  router.post('/', async (req, res) => {
    const locale = pickLocale(req.headers['accept-language']);
    const outcome = await contact.submit(req.body, { ip: req.ip ?? '', locale });
    if (outcome.kind === 'invalid') throw new FieldErrors(outcome.errors, 400, 'error.400');
    if (outcome.kind === 'received') mailLater(outcome.message);
    res.setHeader('cache-control', 'no-store');
    res.status(202).json(CONTACT_RECEIVED);
  });

  return router;
}

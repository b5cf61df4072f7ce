// The digest's one-click unsubscribe: `/api/alerts/unsubscribe?token=<user id>.<HMAC>`, signed
// with a key derived from the server's signing key (identity `derivedKey`), so every process
// checks it alike and no sign-in is needed. `GET` (the link in the mail) answers a small page,
// `POST` (RFC 8058 `List-Unsubscribe-Post`, sent by the mail program) a JSON answer; both turn
// the account's digest off. A token we did not sign changes nothing: 400 with the catalogue's
// text in the request's language (a page for a browser, JSON for anything else).
import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { isIdOf, isLocale, message, pickLocale, type Locale } from '@poct/schemas';
import { derivedKey, type Accounts } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { escapeHtml } from '../../platform/mail/sectioned-mail.ts';

export interface UnsubscribeLinks {
  link(userId: string): Promise<string>;
  /** The user a token names, or undefined when it is not one we signed. */
  check(token: unknown): Promise<string | undefined>;
}

type KeyConfig = Pick<Config, 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey' | 'publicUrl' | 'port'>;

export function createUnsubscribeLinks(config: KeyConfig): UnsubscribeLinks {
  let key: Promise<Buffer> | undefined;
  const sign = async (userId: string) =>
    crypto
      .createHmac('sha256', await (key ??= derivedKey(config, 'alert-digest-unsubscribe v1')))
      .update(`alert-digest-off:${userId}`)
      .digest('base64url');
  return {
    async link(userId) {
      const token = `${Buffer.from(userId).toString('base64url')}.${await sign(userId)}`;
      const origin = config.publicUrl ?? `http://localhost:${config.port}`;
      return `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    },
    async check(token) {
      if (typeof token !== 'string' || token.length > 400) return undefined;
      const [encoded, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !encoded || !signature) return undefined;
      const userId = Buffer.from(encoded, 'base64url').toString('utf8');
      if (!isIdOf('user', userId)) return undefined;
      const expected = Buffer.from(await sign(userId));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : undefined;
    },
  };
}

const DONE: Record<Locale, { title: string; text: string }> = {
  de: {
    title: 'Abgemeldet',
    text: 'Sie erhalten keine E-Mails mehr zu Ihren beobachteten Produkten. In Ihrem Profil können Sie sie wieder einschalten.',
  },
  en: {
    title: 'Unsubscribed',
    text: 'You will get no more emails about the products you watch. You can turn them on again in your profile.',
  },
};

function page(res: Response, status: number, locale: Locale, title: string, text: string): void {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)} – POCT Atlas</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
    );
}

export function createUnsubscribeRouter(deps: {
  links: UnsubscribeLinks;
  accounts: Pick<Accounts, 'update'>;
}): express.Router {
  const router = express.Router();

  /** Turns the digest off for the token's user; their language, or undefined for a bad token. */
  async function turnOff(token: unknown): Promise<Locale | undefined> {
    const userId = await deps.links.check(token);
    if (!userId) return undefined;
    const account = await deps.accounts.update(userId, (current) =>
      current.alert_digest === undefined || current.alert_digest === 'off'
        ? current
        : { ...current, alert_digest: 'off', updated_at: new Date().toISOString() },
    );
    if (!account) return undefined;
    return isLocale(account.language) ? account.language : 'de';
  }

  router.get('/unsubscribe', async (req: Request, res: Response) => {
    const locale = await turnOff(req.query.token);
    if (!locale) {
      // A browser gets a page; any other client the error as JSON.
      if (req.accepts(['json', 'html']) !== 'html') throw new AppError(400, 'error.400.unsubscribe_link');
      const asked = pickLocale(req.headers['accept-language']);
      page(
        res,
        400,
        asked,
        asked === 'de' ? 'Ungültiger Link' : 'Invalid link',
        message('error.400.unsubscribe_link', asked),
      );
      return;
    }
    page(res, 200, locale, DONE[locale].title, DONE[locale].text);
  });

  router.post('/unsubscribe', async (req: Request, res: Response) => {
    if (!(await turnOff(req.query.token))) throw new AppError(400, 'error.400.unsubscribe_link');
    res.json({ ok: true });
  });
  return router;
}

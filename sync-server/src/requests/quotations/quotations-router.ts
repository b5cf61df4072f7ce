// /api/quotations: premium readers (and staff) send quote requests; staff with
// `quotations-read` list them and with `quotations-delete` remove them (the /ds/quotations page).
import express from 'express';
import { pickLocale, type Quotation } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { hasPermission, requirePermission } from '../../identity/index.ts';
import type { AccessClaims } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { createQuotations, type SubmitLimit, QuotationInvalid } from './quotations.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { notifyStaffOfQuotation } from './staff-notice.ts';
import { log } from '../../platform/log/logger.ts';

export interface QuotationsRouterDeps {
  config: Config;
  store: StoreClient;
  auth: Pick<Auth, 'requireAuth' | 'accounts' | 'rateLimiter'>;
  mailer?: Mailer;
  /** Replaces the staff mail (tests). */
  notify?: (quotation: Quotation, origin: string) => Promise<void>;
}

/** Quote requests are a premium feature; staff who handle them may try it too. */
export function mayRequestQuote(claims: AccessClaims): boolean {
  return claims.premium || hasPermission(claims, 'quotations-read');
}

/** Rate-limit buckets of new quote requests (each one mails staff): per user and per address. */
export const QUOTATIONS_BY_USER = 'quotations-user';
export const QUOTATIONS_BY_IP = 'quotations-ip';

/**
 * New requests count per user and per address; past either limit 429 (with Retry-After), which
 * the browser's outbox treats as "try later". Both counters are taken before the request is
 * stored, and given back if it turned out to be a repeat.
 */
function submitLimit(limiter: RateLimiter, config: Config, userId: string, ip: string): SubmitLimit {
  const byUser = { bucket: QUOTATIONS_BY_USER, key: userId, limit: config.quotationsPerUser };
  const byIp = { bucket: QUOTATIONS_BY_IP, key: ip, limit: config.quotationsPerIp };
  return {
    async take() {
      const within = await Promise.all([limiter.reserve(byUser), limiter.reserve(byIp)]);
      if (within.includes(false)) throw limiter.tooMany('error.429');
    },
    async giveBack() {
      await Promise.all([limiter.release(byUser), limiter.release(byIp)]);
    },
  };
}

export function createQuotationsRouter(deps: QuotationsRouterDeps): express.Router {
  const quotations = createQuotations({ store: deps.store });
  let mailer = deps.mailer;
  const notify =
    deps.notify ??
    ((quotation: Quotation, origin: string) => {
      mailer ??= createMailer(deps.config);
      return notifyStaffOfQuotation({ ...deps, mailer }, quotation, origin);
    });
  const router = express.Router();
  router.use(deps.auth.requireAuth);
  checkIdParams(router, { id: 'quotation' });

  router.post('/', async (req, res) => {
    const claims = claimsOf(res)!;
    if (!mayRequestQuote(claims)) throw new AppError(403, 'error.403');
    const locale = pickLocale(req.headers['accept-language']);
    try {
      const { status, quotation } = await quotations.submit(
        req.body,
        { userId: claims.sub, locale },
        submitLimit(deps.auth.rateLimiter, deps.config, claims.sub, req.ip ?? ''),
      );
      if (status === 'received') {
        // In the background: the request is stored, the answer need not wait for the mail.
        // Links in mails come from configuration only, never from the request's Host.
        notify(quotation, deps.config.publicUrl).catch((error: unknown) =>
          log.error({ area: 'quotations', err: error }, 'staff notice failed'),
        );
      }
      res.status(status === 'received' ? 201 : 200).json({ id: quotation.id, status });
    } catch (error) {
      if (!(error instanceof QuotationInvalid)) throw error;
      throw new FieldErrors(error.errors, 400, 'error.400');
    }
  });

  router.get('/', requirePermission('quotations-read'), async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ quotations: await quotations.list() });
  });

  router.delete('/:id', requirePermission('quotations-delete'), async (req, res) => {
    if (!(await quotations.remove(String(req.params.id)))) throw new AppError(404, 'error.404.resource');
    res.status(204).end();
  });

  return router;
}

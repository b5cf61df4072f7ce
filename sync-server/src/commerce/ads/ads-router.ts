// /api/ads: advertisement delivery (docs/features.md, "Advertisements").
//
// - `GET /api/ads/:slot` (`aside`, `footer`): picks a running campaign of the slot that may be
//   shown now (pacing.ts), counts its impression (ad-ledger.ts) and answers its banner with a
//   signed click link; `{ ad: null }` when none may be shown or the visitor is not in the
//   audience (ADS_AUDIENCE). A campaign for professionals is served to signed-in readers only, and
//   one for a notifiable infection's tests to verified professionals only, whatever ADS_AUDIENCE
//   says (campaigns.ts `mayReach`). Counting happens here, when the server serves, so no pixel,
//   cookie or device storage is needed; an impression that could not be counted is not served.
// - `GET /api/ads/click/:token`: a link the browser follows, so it carries no bearer token. A
//   token we signed redirects (302) to the address stored with its campaign and counts the click
//   once per served banner (click-receipts.ts); anything else is a 404 and redirects nowhere.
// - `GET /api/ads/statistics/:id` (`advertisements-read`): the campaign's figures per day.
//
// Every answer is `Cache-Control: no-store` and sets no cookie; nothing about the visitor is kept.
import express from 'express';
import { AD_CLICK_PATH, BANNER_TYPES, type AdAnswer, type AdSlot, type AdStatistics } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { Auth } from '../../identity/index.ts';
import { claimsOf, type AccessClaims } from '../../identity/index.ts';
import { derivedKey } from '../../identity/index.ts';
import { requirePermission } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import type { UploadStore } from '../../content/index.ts';
import { createAdLedger, spentOf, type AdLedger } from './ad-ledger.ts';
import {
  askedOnce,
  bannerImages,
  campaignOf,
  CAMPAIGNS_DB,
  mayReach,
  speaksToProfessionals,
  notifiableIn,
  runningCampaigns,
  type AdReader,
} from './campaigns.ts';
import { createClickReceipts } from './click-receipts.ts';
import { makeClickToken, readClickToken } from './click-token.ts';
import { mayServe, toEur, type Figures } from './pacing.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';

export interface AdsRouterDeps {
  auth: Auth;
  store: StoreClient;
  config: Config;
  uploads: UploadStore;
  now?: () => number;
  /** Tests pass a second ledger to play a second server process; by default each router has its own. */
  ledger?: AdLedger;
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function figures(stored: Figures): { impressions: number; clicks: number; spend: number } {
  return { impressions: stored.impressions, clicks: stored.clicks, spend: toEur(stored.spend_micros) };
}

/** Fisher–Yates: every running campaign gets its turn. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function createAdsRouter(deps: AdsRouterDeps): express.Router {
  const { auth, store, config } = deps;
  const now = deps.now ?? Date.now;
  const ledger = deps.ledger ?? createAdLedger(store);
  const receipts = createClickReceipts(store);
  const imagesOf = bannerImages(deps.uploads);
  const notifiable = notifiableIn(store);
  const readerOf = async (claims: AccessClaims | undefined): Promise<AdReader> => {
    if (!claims) return 'guest';
    const account = await auth.accounts.get(claims.sub);
    return account?.verification_status === 'verified' ? 'verified' : 'signed-in';
  };
  // Against impression fraud (a script asking again and again drains a budget): one viewer gets
  // at most RATE_LIMIT_AD_VIEWS banners a minute, the rest get none and nothing is counted. A
  // viewer is the account (every session and device of it), or a guest's address; the count is a
  // store counter (rate-limit/), so signing in again or asking another server process gives no more.
  const views = createRateLimiter({ store, windowS: 60, now });
  const mayView = (claims: AccessClaims | undefined, ip: string | undefined) =>
    views.reserve({
      bucket: 'ad-views',
      key: claims ? `account:${claims.sub}` : `address:${ip ?? ''}`,
      limit: config.adsViewsPerMinute,
    });
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => (key ??= derivedKey(config, 'ad-click-token v1'));

  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  // `:slot` is one of BANNER_TYPES and `:token` is checked by its signature: neither names a record.
  checkIdParams(router, { id: 'advertisement' });

  router.get(
    '/statistics/:id',
    auth.requireAuth,
    requirePermission('advertisements-read'),
    async (req, res) => {
      const stored = await store.get(CAMPAIGNS_DB, String(req.params.id));
      const campaign = stored && !stored._deleted ? campaignOf(stored) : undefined;
      if (!campaign) throw new AppError(404, 'error.404.resource');
      const spent = (await ledger.read([campaign.id])).get(campaign.id);
      const answer: AdStatistics = {
        budget: campaign.doc.budget,
        pricing_model: campaign.doc.pricing_model,
        price: campaign.doc.price,
        expires_at: campaign.doc.expires_at,
        totals: figures(spentOf(spent, dayOf(now())).total),
        days: Object.entries(spent?.days ?? {})
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, day]) => ({ date, ...figures(day) })),
      };
      res.json(answer);
    },
  );

  router.get('/click/:token', async (req, res) => {
    const at = now();
    const verdict = readClickToken(await keyOnce(), String(req.params.token), at);
    if (verdict.state === 'forged') throw new AppError(404, 'error.404.resource');
    const stored = await store.get(CAMPAIGNS_DB, verdict.campaignId);
    const campaign = stored && !stored._deleted ? campaignOf(stored) : undefined;
    if (!campaign) throw new AppError(404, 'error.404.resource');
    // Counted once per served banner, while fresh; a repeat or a late click is only redirected.
    if (verdict.state === 'fresh' && (await receipts.first(verdict.nonce, dayOf(verdict.servedAt))))
      await ledger.click(campaign.id, campaign.terms, dayOf(at));
    receipts.pruneNow(at);
    res.redirect(302, campaign.doc.target_url);
  });

  router.get('/:slot', auth.optionalAuth, async (req, res) => {
    const slot = String(req.params.slot);
    if (!(BANNER_TYPES as readonly string[]).includes(slot)) throw new AppError(404, 'error.404.resource');
    const audience = config.adsAudience;
    const claims = claimsOf(res);
    const inAudience = audience === 'everyone' || (audience === 'signed-in' && !!claims);
    const answer: AdAnswer = {
      ad:
        inAudience && (await mayView(claims, req.ip))
          ? await serve(slot as AdSlot, await readerOf(claims))
          : null,
    };
    res.json(answer);
  });

  async function serve(slot: AdSlot, reader: AdReader): Promise<AdAnswer['ad']> {
    const at = now();
    const today = dayOf(at);
    const running = await runningCampaigns(store, slot, today);
    const spent = await ledger.read(running.map((campaign) => campaign.id));
    // A first look on the figures read together; the ledger decides again on the latest ones.
    const candidates = running.filter((campaign) =>
      mayServe(campaign.terms, spentOf(spent.get(campaign.id), today), today),
    );
    // Reach and label ask the same flags: the store is read once per parameter.
    const flagged = askedOnce(notifiable);
    for (const campaign of shuffled(candidates)) {
      if (!(await mayReach(campaign, reader, flagged))) continue;
      const images = await imagesOf(campaign.doc.banner_url);
      if (images.length === 0) continue;
      if (!(await ledger.serve(campaign.id, campaign.terms, today))) continue;
      const token = makeClickToken(await keyOnce(), campaign.id, at);
      const served = { company: campaign.doc.company, images, href: `${AD_CLICK_PATH}${token}` };
      return (await speaksToProfessionals(campaign, flagged))
        ? { ...served, for_professionals: true }
        : served;
    }
    return null;
  }

  return router;
}

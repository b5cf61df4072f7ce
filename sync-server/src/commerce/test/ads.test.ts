// Advertisement delivery against two real server processes on one real store (as behind a load
// balancer): banners go only to the audience, stop when the budget is spent, after the expiry and
// when today's share is spent; impressions, clicks and spend match the requests made, also in a
// concurrent burst split over both processes; one account (any number of sessions, either
// process) or one guest address gets at most the per-minute limit of banners; click links are
// signed, count once and redirect only to the campaign's own address; no answer sets a cookie or
// may be cached.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type AdAnswer, type AdStatistics } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { RunningServer } from '../../index.ts';
import {
  callAs,
  DEMO_PASSWORD,
  DEMO_USERS,
  startSecondServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

/** Two processes on one store, and a banner uploaded there. */
interface Pair {
  first: TestServer;
  second: RunningServer;
  banner: string;
}

async function startPair(options: Partial<Config>): Promise<Pair> {
  const first = await startTestServer({ demoProducts: 5, ...options });
  // Same DATA_DIR (same signing keys, same uploads), the first one's store; guests are shown ads here.
  const second = await startSecondServer(first, { adsAudience: 'everyone', ...options });
  const image = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();
  const uploaded = await first.api('/api/uploads?purpose=banner', {
    method: 'POST',
    token: await first.login('staff'),
    body: image,
  });
  expect(uploaded.status).toBe(201);
  return { first, second, banner: ((await uploaded.json()) as { url: string }).url };
}

async function stopPair(pair: Pair | undefined): Promise<void> {
  await pair?.second.close();
  await pair?.first.close();
}

let main: Pair;
let first: TestServer;
let second: RunningServer;

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  // A per-viewer limit out of the way of the budget tests ("one viewer" below has its own pair).
  main = await startPair({ adsViewsPerMinute: 1000 });
  ({ first, second } = main);
});
afterAll(() => stopPair(main));

interface Terms {
  slot?: 'aside' | 'footer';
  budget: number;
  price: number;
  pricing_model?: 'impression' | 'click';
  expires_at?: string;
  audience?: 'public' | 'professionals';
  parameter_ids?: string[];
}

/** Deletes every campaign, so each test sees only its own. */
async function onlyCampaign(terms: Terms, { first, banner } = main): Promise<string> {
  const token = await first.login('staff');
  const list = (await (await first.api('/api/admin/advertisements', { token })).json()) as {
    items: Array<{ id: string }>;
  };
  for (const item of list.items)
    await first.api(`/api/admin/advertisements/${item.id}`, { method: 'DELETE', token });
  const created = await callAs(first, 'POST', '/api/admin/advertisements', token, {
    name: 'Test campaign',
    company: 'Nordlicht Diagnostik GmbH',
    banner_type: terms.slot ?? 'aside',
    budget: terms.budget,
    expires_at: terms.expires_at ?? dayFromToday(0),
    banner_url: banner,
    target_url: 'https://nordlicht.example/poct?from=atlas',
    pricing_model: terms.pricing_model ?? 'impression',
    price: terms.price,
    ...(terms.audience ? { audience: terms.audience } : {}),
    ...(terms.parameter_ids ? { parameter_ids: terms.parameter_ids } : {}),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function ask(
  slot: string,
  token?: string,
  url = first.url,
): Promise<{ response: Response; body: AdAnswer }> {
  const response = await fetch(`${url}/api/ads/${slot}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, body: (await response.json()) as AdAnswer };
}

async function serveTimes(times: number, token: string): Promise<AdAnswer['ad'][]> {
  const ads: AdAnswer['ad'][] = [];
  for (let i = 0; i < times; i++) ads.push((await ask('aside', token)).body.ad);
  return ads;
}

async function statistics(id: string, { first } = main): Promise<AdStatistics> {
  const response = await first.api(`/api/ads/statistics/${id}`, { token: await first.login('staff') });
  expect(response.status).toBe(200);
  return (await response.json()) as AdStatistics;
}

const click = (href: string, url = first.url) => fetch(`${url}${href}`, { redirect: 'manual' });

describe('serving', () => {
  it('When a signed-in user asks for a slot, then a banner of that slot is served with its widths, uncached and without a cookie; a guest gets none', async () => {
    await onlyCampaign({ budget: 10, price: 0.01 });
    const signedIn = await ask('aside', await first.login('free'));
    expect(signedIn.response.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.response.headers.get('set-cookie')).toBeNull();
    expect(signedIn.body.ad?.company).toBe('Nordlicht Diagnostik GmbH');
    expect(signedIn.body.ad?.images.map((image) => image.width)).toEqual([480, 960, 1200]);
    expect(signedIn.body.ad?.href).toMatch(/^\/api\/ads\/click\/v1\./);

    const guest = await ask('aside');
    expect(guest.response.status).toBe(200);
    expect(guest.response.headers.get('set-cookie')).toBeNull();
    expect(guest.body.ad).toBeNull();
    // The other slot has no campaign.
    expect((await ask('footer', await first.login('free'))).body.ad).toBeNull();
  });

  it('When a campaign is for professionals, then a guest is not served it even with ADS_AUDIENCE=everyone, and a signed-in user is', async () => {
    await onlyCampaign({ budget: 10, price: 0.01, audience: 'professionals' });
    expect((await ask('aside', undefined, second.url)).body.ad).toBeNull();
    expect((await ask('aside', await first.login('free'), second.url)).body.ad?.company).toBe(
      'Nordlicht Diagnostik GmbH',
    );
    const served = (await ask('aside', await first.login('free'))).body.ad;
    expect(served?.company).toBe('Nordlicht Diagnostik GmbH');
    // The banner says it is for professionals ("Informationen für Fachkreise").
    expect(served?.for_professionals).toBe(true);
  });

  it('When a campaign advertises a test of a notifiable infection, then only verified professionals are served it, whatever ADS_AUDIENCE says', async () => {
    await onlyCampaign({ budget: 10, price: 0.01, parameter_ids: ['param-strep-a', 'param-sars-cov-2'] });
    const free = await first.login('free');
    const verified = await first.login('verified');
    const nobody = await startSecondServer(first, { adsAudience: 'nobody' });
    try {
      // signed-in (first), everyone (second): a guest and an unverified account get none, a verified one does.
      for (const url of [first.url, second.url]) {
        expect((await ask('aside', undefined, url)).body.ad).toBeNull();
        expect((await ask('aside', free, url)).body.ad).toBeNull();
        const served = (await ask('aside', verified, url)).body.ad;
        expect(served?.company).toBe('Nordlicht Diagnostik GmbH');
        expect(served?.for_professionals).toBe(true);
      }
      // nobody: delivery is off for everyone, the verified too.
      expect((await ask('aside', verified, nobody.url)).body.ad).toBeNull();
    } finally {
      await nobody.close();
    }
    // Strep A is not notifiable: its campaign reaches whom ADS_AUDIENCE names.
    await onlyCampaign({ budget: 10, price: 0.01, parameter_ids: ['param-strep-a'] });
    expect((await ask('aside', free)).body.ad?.company).toBe('Nordlicht Diagnostik GmbH');
    const public_ = (await ask('aside', undefined, second.url)).body.ad;
    expect(public_?.company).toBe('Nordlicht Diagnostik GmbH');
    expect(public_).not.toHaveProperty('for_professionals');
  });

  it('When ADS_AUDIENCE is everyone, then a guest is served too', async () => {
    await onlyCampaign({ budget: 10, price: 0.01 });
    expect((await ask('aside', undefined, second.url)).body.ad?.company).toBe('Nordlicht Diagnostik GmbH');
  });

  it('When the slot is unknown, then 404 in the request language and nothing is counted', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 });
    const response = await first.api('/api/ads/popup', {
      token: await first.login('free'),
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      message('error.404.resource', 'de'),
    );
    expect((await statistics(id)).totals.impressions).toBe(0);
  });
});

describe('budget, pacing and expiry', () => {
  it('When a small budget is spent, then the campaign is no longer shown and spend is price × impressions', async () => {
    const id = await onlyCampaign({ budget: 0.05, price: 0.01 });
    const ads = await serveTimes(8, await first.login('free'));
    expect(ads.filter(Boolean)).toHaveLength(5);
    expect(ads.slice(5)).toEqual([null, null, null]);
    const figures = await statistics(id);
    expect(figures.totals).toEqual({ impressions: 5, clicks: 0, spend: 0.05 });
    expect(figures.days).toEqual([{ date: dayFromToday(0), impressions: 5, clicks: 0, spend: 0.05 }]);
  });

  it('When the campaign expired yesterday, then it is never shown; one expiring today still is', async () => {
    const expired = await onlyCampaign({ budget: 10, price: 0.01, expires_at: dayFromToday(-1) });
    expect((await serveTimes(3, await first.login('free'))).filter(Boolean)).toHaveLength(0);
    expect((await statistics(expired)).totals.impressions).toBe(0);
    await onlyCampaign({ budget: 10, price: 0.01, expires_at: dayFromToday(0) });
    expect((await ask('aside', await first.login('free'))).body.ad).not.toBeNull();
  });

  it("When today's share of the budget is spent, then the campaign waits for tomorrow", async () => {
    // 0.10 € over 5 days (today and four more): 0.02 € today, two impressions.
    const id = await onlyCampaign({ budget: 0.1, price: 0.01, expires_at: dayFromToday(4) });
    const ads = await serveTimes(5, await first.login('free'));
    expect(ads.map(Boolean)).toEqual([true, true, false, false, false]);
    expect((await statistics(id)).totals).toEqual({ impressions: 2, clicks: 0, spend: 0.02 });
  });

  it('When a burst of requests hits both server processes at once, then exactly the budget is served and counted', async () => {
    const id = await onlyCampaign({ budget: 0.2, price: 0.01 });
    const token = await first.login('free');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => ask('aside', token, i % 2 === 0 ? first.url : second.url)),
    );
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    expect(answers.filter(({ body }) => body.ad !== null)).toHaveLength(20);
    expect((await statistics(id)).totals).toEqual({ impressions: 20, clicks: 0, spend: 0.2 });
  });
});

describe('one viewer', () => {
  /** Banners one viewer gets a minute on both processes of this pair. */
  const LIMIT = 12;
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({ adsViewsPerMinute: LIMIT, adsAudience: 'everyone' });
  });
  afterAll(() => stopPair(pair));

  /** A new session of a demo account on one process (as a new sign-in or a second device). */
  async function signIn(user: keyof typeof DEMO_USERS, url: string): Promise<string> {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS[user], password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    return ((await login.json()) as { accessToken: string }).accessToken;
  }

  it('When one account signs in again and again on both processes and asks past the limit, then it gets the limit in all and the rest are not counted', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 }, pair);
    const ads: AdAnswer['ad'][] = [];
    for (let i = 0; i < LIMIT + 8; i++) {
      const url = i % 2 === 0 ? pair.first.url : pair.second.url;
      ads.push((await ask('aside', await signIn('premium', url), url)).body.ad);
    }
    expect(ads.filter(Boolean)).toHaveLength(LIMIT);
    expect(ads.slice(LIMIT).every((ad) => ad === null)).toBe(true);
    expect((await statistics(id, pair)).totals.impressions).toBe(LIMIT);
  });

  it('When two sessions of one account send a parallel burst to both processes and click every banner, then impressions and clicks stay within the limit', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 }, pair);
    const sessions = [await signIn('verified', pair.first.url), await signIn('verified', pair.second.url)];
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) =>
        ask('aside', sessions[i % 2], i % 3 === 0 ? pair.first.url : pair.second.url),
      ),
    );
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    const served = answers.flatMap(({ body }) => (body.ad ? [body.ad] : []));
    expect(served).toHaveLength(LIMIT);
    await Promise.all(served.map((ad, i) => click(ad.href, i % 2 === 0 ? pair.first.url : pair.second.url)));
    expect((await statistics(id, pair)).totals).toEqual({ impressions: LIMIT, clicks: LIMIT, spend: 0.12 });
  });

  it('When a guest address asks both processes past the limit, then it gets the limit in all', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 }, pair);
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 2 }, (_, i) =>
        ask('aside', undefined, i % 2 === 0 ? pair.first.url : pair.second.url),
      ),
    );
    expect(answers.filter(({ body }) => body.ad !== null)).toHaveLength(LIMIT);
    expect((await statistics(id, pair)).totals.impressions).toBe(LIMIT);
  });
});

describe('clicks', () => {
  it('When served banners are clicked, then each click redirects to the advertiser and counts once; a repeat redirects without counting', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 });
    const ads = await serveTimes(4, await first.login('free'));
    for (const ad of ads.slice(0, 3)) {
      const response = await click(ad!.href, ad === ads[1] ? second.url : first.url);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://nordlicht.example/poct?from=atlas');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect((await click(ads[0]!.href)).status).toBe(302);
    // Pay per impression: clicks are counted and cost nothing.
    expect((await statistics(id)).totals).toEqual({ impressions: 4, clicks: 3, spend: 0.04 });
  });

  it('When one link is clicked many times at once on both processes, then it counts once', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01, pricing_model: 'click' });
    const ad = (await ask('aside', await first.login('free'))).body.ad!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => click(ad.href, i % 2 === 0 ? first.url : second.url)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(302));
    expect((await statistics(id)).totals).toEqual({ impressions: 1, clicks: 1, spend: 0.01 });
  });

  it('When a campaign pays per click, then spend is price × clicks and it stops when no further click fits the budget', async () => {
    const id = await onlyCampaign({ budget: 0.03, price: 0.01, pricing_model: 'click' });
    const ads = await serveTimes(4, await first.login('free'));
    expect(ads.every(Boolean)).toBe(true);
    await Promise.all(ads.map((ad) => click(ad!.href)));
    expect((await statistics(id)).totals).toEqual({ impressions: 4, clicks: 3, spend: 0.03 });
    expect((await ask('aside', await first.login('free'))).body.ad).toBeNull();
  });

  it('When a click link is forged or altered, then 404 and no redirect; a campaign cannot be swapped for another', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 });
    const ad = (await ask('aside', await first.login('free'))).body.ad!;
    const [version, campaign, nonce, servedAt, signature] = ad.href.split('/').at(-1)!.split('.');
    expect([version, campaign]).toEqual(['v1', id]);
    const forgeries = [
      `/api/ads/click/v1.${campaign}.${nonce}.${servedAt}.${'A'.repeat(43)}`,
      `/api/ads/click/v1.ad-other.${nonce}.${servedAt}.${signature}`,
      `/api/ads/click/v1.${campaign}.${nonce}.${Number(servedAt) + 1}.${signature}`,
      `/api/ads/click/https%3A%2F%2Fevil.example`,
      '/api/ads/click/',
    ];
    for (const href of forgeries) {
      const response = await click(href);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
    expect((await statistics(id)).totals.clicks).toBe(0);
    // The link of a deleted campaign leads nowhere.
    await onlyCampaign({ budget: 10, price: 0.01 });
    expect((await click(ad.href)).status).toBe(404);
  });
});

describe('statistics access', () => {
  it('When someone without advertisements-read asks for figures, then 401 or 403', async () => {
    const id = await onlyCampaign({ budget: 10, price: 0.01 });
    expect((await first.api(`/api/ads/statistics/${id}`)).status).toBe(401);
    for (const user of ['free', 'premium', 'verified', 'commercial'] as const)
      expect((await first.api(`/api/ads/statistics/${id}`, { token: await first.login(user) })).status).toBe(
        403,
      );
    expect(
      (await first.api('/api/ads/statistics/ad-missing', { token: await first.login('staff') })).status,
    ).toBe(404);
  });
});

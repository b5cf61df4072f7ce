// The server side of the site shell against the real server and store: the plans behind the
// pricing page, the sitemap, 404 for unknown paths (and for paths that fail a route's own
// check), hreflang alternates in the served page, and the tag configuration for consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, validateDocument } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { loadConfig } from '../../platform/config.ts';
import { DEFAULT_PLANS } from '../../identity/index.ts';
import { PUBLIC_PAGE_IDS, publicPagePaths } from './public-pages.ts';
import { siteConfig } from './site-config.ts';
import { buildSitemap } from './sitemap.ts';
import { postSitemapPaths } from '../posts/posts-sitemap.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 0 });
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/plans', () => {
  it('answers the stored plans, each valid against the plan schema, without the editor', async () => {
    const response = await server.api('/api/plans');
    expect(response.status).toBe(200);
    const { plans } = (await response.json()) as { plans: Array<Record<string, unknown>> };
    expect(plans.map((plan) => plan.id)).toEqual([
      'plan-day-pass',
      'plan-premium-monthly',
      'plan-premium-yearly',
      'plan-premium-yearly-invoice',
    ]);
    for (const plan of plans) {
      expect(plan).not.toHaveProperty('updated_by');
      expect(plan).not.toHaveProperty('_rev');
      expect(validateDocument('plan', { ...plan, updated_by: 'system' })).toEqual({ ok: true });
    }
    expect(plans.find((plan) => plan.id === 'plan-premium-yearly')).toMatchObject({
      price: 359.9,
      currency: 'EUR',
      duration: { unit: 'years', count: 1 },
    });
  });

  it('serves what is stored, not the defaults: a changed price reaches the pricing page', async () => {
    const stored = await server.store.get<{ _id: string; _rev: string; price: number }>(
      'plans',
      'plan-premium-monthly',
    );
    await server.store.put('plans', { ...stored!, price: 61.5 });
    const { plans } = (await (await server.api('/api/plans')).json()) as {
      plans: Array<{ id: string; price: number }>;
    };
    expect(plans.find((plan) => plan.id === 'plan-premium-monthly')?.price).toBe(61.5);
    await server.store.put('plans', {
      ...(await server.store.get('plans', 'plan-premium-monthly'))!,
      price: 59.9,
    });
  });

  it('keeps every default plan valid', () => {
    for (const plan of DEFAULT_PLANS) expect(validateDocument('plan', plan)).toEqual({ ok: true });
  });

  it('is not reachable through the replication gateway', async () => {
    const response = await server.api('/db/plans/_all_docs');
    expect([401, 403]).toContain(response.status);
  });
});

describe('GET /sitemap.xml', () => {
  let xml = '';
  beforeAll(async () => {
    const response = await server.api('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    xml = await response.text();
  });

  it('lists every public page in both languages, with alternates for each language and x-default', async () => {
    const origin = server.url;
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    // The blog's pages come after the public pages (posts/posts-sitemap.ts, sync-server/src/content/test/posts.test.ts).
    const posts = await postSitemapPaths(server.posts);
    expect(urls).toHaveLength((PUBLIC_PAGE_IDS.length + posts.length) * LOCALES.length);
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
    for (const path of publicPagePaths()) {
      const en = path === '/' ? '/en' : `/en${path}`;
      expect(locs).toContain(`${origin}${path}`);
      expect(locs).toContain(`${origin}${en}`);
    }
    expect(locs).toContain(`${origin}/about/imprint`);
    expect(locs).toContain(`${origin}/en/pricing`);
    for (const url of urls) {
      const alternates = [
        ...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      expect(alternates.map((a) => a[1])).toEqual(['de', 'en', 'x-default']);
      const [de, en, xDefault] = alternates.map((a) => a[2]);
      expect(xDefault).toBe(de);
      expect(en).toMatch(new RegExp(`^${origin}/en(/|$)`));
      // The page's own address is one of its alternates.
      expect([de, en]).toContain(/<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
    }
  });

  it('has the structure of the sitemaps.org XSD: urlset > url > loc first, then other namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const root = /<urlset([^>]*)>/.exec(xml);
    expect(root?.[1]).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(root?.[1]).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Only the elements the schema allows, each url with exactly one loc as its first child.
    const body = xml.slice(xml.indexOf('>', xml.indexOf('<urlset')) + 1, xml.lastIndexOf('</urlset>'));
    const tags = [...body.matchAll(/<\/?([a-zA-Z:]+)/g)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(new Set(['url', 'loc', 'xhtml:link']));
    for (const url of body.split('</url>').slice(0, -1)) {
      const children = [...url.matchAll(/<([a-zA-Z:]+)[ >/]/g)].map((match) => match[1]);
      expect(children[0]).toBe('url');
      expect(children[1]).toBe('loc');
      expect(children.filter((child) => child === 'loc')).toHaveLength(1);
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
      expect(() => new URL(loc)).not.toThrow();
      expect(loc.length).toBeLessThanOrEqual(2048);
    }
  });
});

describe('GET /de/sitemap.xml and /en/sitemap.xml', () => {
  it('lists each public page and post once in its own language, with the alternates of all languages', async () => {
    for (const locale of LOCALES) {
      const response = await server.api(`/${locale}/sitemap.xml`);
      expect(response.status, locale).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await response.text();
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
      const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
      const paths = [...publicPagePaths(), ...(await postSitemapPaths(server.posts))];
      const expected = paths.map(
        (path) => `${server.url}${locale === 'de' ? path : path === '/' ? '/en' : `/en${path}`}`,
      );
      expect(locs).toEqual(expected);
      for (const url of urls) {
        const hreflangs = [...url.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
        expect(hreflangs).toEqual(['de', 'en', 'x-default']);
      }
    }
  });

  it('takes its pages from every source, so another kind of page joins by adding one', async () => {
    const xml = await buildSitemap('https://example.test/', {
      locales: ['en'],
      sources: [{ paths: () => ['/about'] }, { paths: async () => ['/blog/a&b'] }],
    });
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(['https://example.test/en/about', 'https://example.test/en/blog/a&amp;b']);
  });
});

describe('pages', () => {
  it("answers an unknown path with 404 and 'Page Not Found: {path}' in the page's language", async () => {
    const de = await server.api('/does-not-exist');
    expect(de.status).toBe(404);
    const deHtml = await de.text();
    expect(deHtml).toContain('<h1>Seite nicht gefunden: /does-not-exist</h1>');
    expect(deHtml).toContain('<html lang="de">');
    const en = await server.api('/en/does-not-exist');
    expect(en.status).toBe(404);
    const enHtml = await en.text();
    expect(enHtml).toContain('<h1>Page Not Found: /en/does-not-exist</h1>');
    expect(enHtml).toContain('<html lang="en">');
  });

  it('keeps the query string in the 404 message, escaped, in both languages', async () => {
    const de = await (await server.api('/gibt-es-nicht?q=Glukose&x=%3Cb%3E')).text();
    expect(de).toContain('<h1>Seite nicht gefunden: /gibt-es-nicht?q=Glukose&#38;x=%3Cb%3E</h1>');
    const en = await (await server.api('/en/nowhere?q=CRP')).text();
    expect(en).toContain('<h1>Page Not Found: /en/nowhere?q=CRP</h1>');
  });

  it('answers a known page with 200, its language and hreflang alternates for crawlers', async () => {
    const response = await server.api('/en/about/imprint');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`hreflang="de" href="${server.url}/about/imprint"`);
    expect(html).toContain(`hreflang="en" href="${server.url}/en/about/imprint"`);
    expect(html).toContain(`hreflang="x-default" href="${server.url}/about/imprint"`);
  });

  it("answers 404 when a route's own validity check fails", async () => {
    const response = await server.api('/en/products/%20bad%20id');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page Not Found: /en/products/ bad id</h1>');
    expect((await server.api('/en/products/prod-00001')).status).toBe(200);
  });

  it('escapes the path in the not-found page', async () => {
    const response = await server.api('/%3Cscript%3Ex');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('Seite nicht gefunden: /&#60;script&#62;x');
  });
});

describe('tag configuration', () => {
  it('has no analytics and no advertising tag unless configured', async () => {
    const answer = (await (await server.api('/api/site-config')).json()) as unknown;
    expect(answer).toEqual({ analytics: null, ads: null });
  });

  it('names the configured analytics script and advertising account', () => {
    const config = loadConfig({
      ANALYTICS_URL: 'http://127.0.0.1:9/analytics.js',
      ADS_CONVERSION_ID: 'AW-123456',
      ADS_TAG_URL: 'http://127.0.0.1:9/gtag.js',
    });
    expect(siteConfig(config)).toEqual({
      analytics: { url: 'http://127.0.0.1:9/analytics.js' },
      ads: { id: 'AW-123456', url: 'http://127.0.0.1:9/gtag.js?id=AW-123456' },
    });
  });

  it('refuses to start with a malformed tag setting, naming it', () => {
    expect(() => loadConfig({ ANALYTICS_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_URL/);
    expect(() => loadConfig({ ADS_CONVERSION_ID: '"><script>' })).toThrow(/ADS_CONVERSION_ID/);
  });
});

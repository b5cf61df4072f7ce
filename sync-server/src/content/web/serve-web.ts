// Serves the built web app. The server knows the route table (@poct/schemas), so an unknown
// path answers 404 with 'Page Not Found: {path}' in the page itself, as the browser shows it
// (the same text as the browser's not-found page): a crawler and a person see the same thing.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isValidRouteMatch,
  matchRoute,
  message,
  switchLocalePath,
  type Locale,
  type RouteMatch,
} from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import { buildSitemap, SITEMAP_SOURCES } from './sitemap.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * `<link rel="alternate" hreflang>` for each language and x-default, so a crawler that does
 * not run the app still sees them; the app replaces them with its own (i18n/AlternateLinks).
 */
function alternateLinks(origin: string, pathname: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${switchLocalePath(pathname, locale)}`)}" data-server-alternate />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)].join('');
}

function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

export interface WebHandlerOptions {
  /** Unprefixed paths the sitemap lists besides the public pages (the blog's posts). */
  sitemapPaths?(): Promise<string[]>;
  /**
   * Whether a page the route table matches exists (a post's page: the post is public); one that
   * does not answers 404 like an unknown path. Default: every matched page exists.
   */
  pageExists?(match: RouteMatch): Promise<boolean> | boolean;
}

export function createWebHandler(config: Config, options: WebHandlerOptions = {}): express.Router {
  const router = express.Router();
  const indexFile = path.join(config.webDist, 'index.html');
  let indexHtml: string | undefined;
  const loadIndex = (): string => {
    indexHtml ??= fs.existsSync(indexFile)
      ? fs.readFileSync(indexFile, 'utf8')
      : '<!doctype html><html><head><meta charset="utf-8"><title>POCT Atlas</title></head><body><div id="root"></div></body></html>';
    return indexHtml;
  };

  // Hashed build assets never change; everything else is revalidated (the service worker
  // and the manifest must reach clients promptly after a deploy).
  router.use(
    '/assets',
    express.static(path.join(config.webDist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  router.use(
    express.static(config.webDist, {
      index: false,
      maxAge: 0,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    }),
  );

  const sendSitemap =
    (locales: readonly Locale[]) => async (_req: express.Request, res: express.Response) => {
      const sources = options.sitemapPaths
        ? [...SITEMAP_SOURCES, { paths: options.sitemapPaths }]
        : SITEMAP_SOURCES;
      const xml = await buildSitemap(config.publicUrl, { locales, sources });
      res.setHeader('cache-control', 'no-cache');
      res.type('application/xml').send(xml);
    };
  router.get('/sitemap.xml', sendSitemap(LOCALES));
  for (const locale of LOCALES) router.get(`/${locale}/sitemap.xml`, sendSitemap([locale]));

  router.get('/{*path}', async (req, res) => {
    const url = new URL(req.originalUrl, 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    const html = loadIndex();
    res.setHeader('cache-control', 'no-cache');
    const locale = localeOfPath(pathname);
    const withLang = html.replace(/<html[^>]*>/, `<html lang="${locale}">`);
    const match = matchRoute(pathname);
    if (match && isValidRouteMatch(match) && (await (options.pageExists?.(match) ?? true))) {
      res
        .type('html')
        .send(withLang.replace('</head>', `${alternateLinks(config.publicUrl, pathname)}</head>`));
      return;
    }
    const text = escapeHtml(message('not_found.page', locale, { path: pathname + url.search }));
    res
      .status(404)
      .type('html')
      .send(withLang.replace('<div id="root"></div>', `<div id="root"><main><h1>${text}</h1></main></div>`));
  });
  return router;
}

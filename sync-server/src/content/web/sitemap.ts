// The sitemaps: `/sitemap.xml` lists every page in every language, `/de/sitemap.xml` and
// `/en/sitemap.xml` the pages of one language. Each URL carries `xhtml:link` alternates for all
// languages and `x-default` (the unprefixed German address), as search engines read hreflang
// from sitemaps (sitemaps.org schema 0.9 allows elements of other namespaces in <url>).
// The pages come from a list of sources, so that another kind of page (blog posts) joins by
// adding a source to SITEMAP_SOURCES.
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '@poct/schemas';
import { publicPagePaths } from './public-pages.ts';

/** Where sitemap URLs come from: unprefixed (German) paths, each listed in every language. */
export interface SitemapSource {
  paths(): readonly string[] | Promise<readonly string[]>;
}

export const SITEMAP_SOURCES: readonly SitemapSource[] = [{ paths: publicPagePaths }];

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? '&apos;',
  );
}

export async function buildSitemap(
  origin: string,
  {
    locales = LOCALES,
    sources = SITEMAP_SOURCES,
  }: { locales?: readonly Locale[]; sources?: readonly SitemapSource[] } = {},
): Promise<string> {
  const base = origin.replace(/\/+$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const paths = (await Promise.all(sources.map((source) => source.paths()))).flat();
  for (const path of paths) {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: `${base}${localizePath(path, locale)}` })),
      { hreflang: 'x-default', href: `${base}${localizePath(path, DEFAULT_LOCALE)}` },
    ];
    for (const locale of locales) {
      lines.push('  <url>', `    <loc>${escapeXml(`${base}${localizePath(path, locale)}`)}</loc>`);
      for (const { hreflang, href } of alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

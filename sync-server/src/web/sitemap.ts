// /sitemap.xml: every public page in every language, each URL with `xhtml:link` alternates for
// all languages and `x-default` (the unprefixed German address), as search engines read
// hreflang from sitemaps (sitemaps.org schema 0.9 allows elements of other namespaces in <url>).
import { DEFAULT_LOCALE, LOCALES, localizePath } from '@poct/schemas';
import { publicPagePaths } from './public-pages.ts';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? '&apos;',
  );
}

/** `extraPaths`: unprefixed paths listed after the public pages (posts, from posts/posts-sitemap.ts). */
export function buildSitemap(origin: string, extraPaths: readonly string[] = []): string {
  const base = origin.replace(/\/+$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of [...publicPagePaths(), ...extraPaths]) {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: `${base}${localizePath(path, locale)}` })),
      { hreflang: 'x-default', href: `${base}${localizePath(path, DEFAULT_LOCALE)}` },
    ];
    for (const locale of LOCALES) {
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

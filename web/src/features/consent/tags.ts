// Third-party tags that need consent: the analytics script (statistics) and the advertising-
// conversion tag (marketing). Nothing is loaded before consent; withdrawing it removes the
// script elements and the cookies such tags set, so no further request goes out from them.
// Which tags exist is the server's configuration (GET /api/site-config, none by default).
import type { ConsentCategories } from './consent-store.ts';

export interface TagConfig {
  analytics: { url: string } | null;
  ads: { id: string; url: string } | null;
}

type Tag = 'analytics' | 'ads';

/** Cookies set by the usual analytics and conversion tags, deleted on withdrawal. */
const TAG_COOKIES: Record<Tag, RegExp> = {
  analytics: /^(_ga|_gid|_gat)/,
  ads: /^(_gcl|_gac)/,
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function tagElement(tag: Tag): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(`script[data-consent-tag="${tag}"]`);
}

function addScript(tag: Tag, src: string): void {
  const existing = tagElement(tag);
  if (existing?.src === new URL(src, window.location.href).href) return;
  existing?.remove();
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.consentTag = tag;
  document.head.append(script);
}

function deleteCookies(pattern: RegExp): void {
  const host = window.location.hostname;
  const domains = ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0] ?? '';
    if (!pattern.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

function removeTag(tag: Tag): void {
  tagElement(tag)?.remove();
  deleteCookies(TAG_COOKIES[tag]);
}

/** Loads the tags the categories allow and removes the ones they do not. */
export function applyTags(config: TagConfig | null, categories: ConsentCategories): void {
  if (config?.analytics && categories.statistics) addScript('analytics', config.analytics.url);
  else removeTag('analytics');

  if (config?.ads && categories.marketing) {
    window.dataLayer ??= [];
    window.dataLayer.push(['js', new Date()], ['config', config.ads.id]);
    addScript('ads', config.ads.url);
  } else {
    removeTag('ads');
  }
}

/** The tags currently in the page, for tests and the consent dialog. */
export function loadedTags(): Tag[] {
  return (['analytics', 'ads'] as const).filter((tag) => tagElement(tag) !== null);
}

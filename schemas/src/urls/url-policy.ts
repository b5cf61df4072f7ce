// The one rule for every address the site stores and later puts into an href or src: product
// and forum topic images, post and ad banners, ad targets, product links of each type, links in
// user-written Markdown, and addresses other services hand us (a payment receipt). The server
// checks it on every write (business-rules.ts, through validateDocument: gateway pushes, REST
// records, the workspace forms); the web app asks `safeUrl` before rendering a stored address,
// so one stored before the rule, or written around it, is shown as text or left out.
import { LINK_TYPE_RULES, LINK_TYPES, type LinkType } from '../constants.ts';
import { URL_MAX_LENGTH } from '../collections/fields.ts';
import type { MessageKey } from '../errors.ts';

/**
 * What an address is for:
 * - `image`: an image the page loads; only one of our own uploads.
 * - `link:<type>`: a product link; `https:`, or `http:` too where its link type allows it
 *   (`LINK_TYPE_RULES`); `no_link` may also have no address.
 * - `ad-target`: where a click on a banner leads (through the server's redirect); `https:`.
 * - `website`: any other page of another site (a payment receipt); `https:`.
 * - `text-link`: a link in user-written Markdown; `https:` or `mailto:`.
 */
export type UrlKind = 'image' | `link:${LinkType}` | 'ad-target' | 'website' | 'text-link';

export type UrlVerdict = { ok: true } | { ok: false; key: MessageKey; reason: string };

/**
 * The address of one of our own uploads (`/uploads/<sha256>-<width>.webp`, sync-server's
 * uploads/upload-store.ts), with the hash and width as groups. A foreign image would let its host
 * follow every reader (and `javascript:` or `data:` are no images at all), so staff upload a copy
 * instead. Nothing before or after the name: no `..`, no query, no other host.
 */
export const UPLOAD_URL_PATTERN = /^\/uploads\/([0-9a-f]{64})-([0-9]{1,5})\.webp$/;

export function isUploadUrl(value: unknown): value is string {
  return typeof value === 'string' && UPLOAD_URL_PATTERN.test(value);
}

/**
 * Whitespace and control characters anywhere. Browsers drop leading ones and tabs or newlines
 * inside (`\u0001javascript:`, `java\tscript:` both run script), so none is allowed at all.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/u;

const ALLOWED_SCHEMES: Readonly<Record<Exclude<UrlKind, 'image' | `link:${string}`>, readonly string[]>> = {
  'ad-target': ['https:'],
  website: ['https:'],
  'text-link': ['https:', 'mailto:'],
};

function isLinkType(value: string): value is LinkType {
  return (LINK_TYPES as readonly string[]).includes(value);
}

function schemesOf(kind: UrlKind): readonly string[] {
  if (kind.startsWith('link:')) {
    const type = kind.slice('link:'.length);
    return isLinkType(type) && LINK_TYPE_RULES[type].allowsHttp ? ['https:', 'http:'] : ['https:'];
  }
  return ALLOWED_SCHEMES[kind as keyof typeof ALLOWED_SCHEMES] ?? [];
}

const refused = (key: MessageKey, reason: string): UrlVerdict => ({ ok: false, key, reason });

/** An absolute address with one of `schemes`, written plainly: `https://host/…`, no credentials. */
function absoluteErrors(value: string, schemes: readonly string[]): UrlVerdict {
  if (!URL.canParse(value)) return refused('validation.url', 'not a URL');
  const url = new URL(value);
  if (!schemes.includes(url.protocol)) return refused('validation.url', `scheme ${url.protocol} not allowed`);
  if (url.protocol === 'mailto:')
    return url.pathname.includes('@') ? { ok: true } : refused('validation.url', 'no address');
  // `https:evil.example` and `https:\\evil.example` parse as hosts too; only the plain form is meant.
  if (!value.toLowerCase().startsWith(`${url.protocol}//`)) return refused('validation.url', 'not scheme://');
  if (value.includes('\\')) return refused('validation.url', 'backslash');
  if (url.hostname === '') return refused('validation.url', 'no host');
  // `https://poct-atlas.de@evil.example` shows one site and opens another.
  if (url.username !== '' || url.password !== '') return refused('validation.url', 'credentials');
  return { ok: true };
}

/** Whether `value` may be stored (and shown) as an address of `kind`, with the catalogue key if not. */
export function checkUrl(kind: UrlKind, value: unknown): UrlVerdict {
  if (kind === 'image') {
    return isUploadUrl(value) ? { ok: true } : refused('validation.image_upload', 'not one of our uploads');
  }
  if (typeof value !== 'string') return refused('validation.url', 'not a text');
  if (kind === 'link:no_link' && value === '') return { ok: true };
  if (value.length > URL_MAX_LENGTH) return refused('validation.url', 'too long');
  if (INVISIBLE.test(value)) return refused('validation.url', 'whitespace or control character');
  return absoluteErrors(value, schemesOf(kind));
}

/** `value` when it may be rendered as an address of `kind` (href or src), otherwise nothing. */
export function safeUrl(kind: UrlKind, value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && checkUrl(kind, value).ok ? value : undefined;
}

/** A product link's address when the policy allows it for the link's type; `no_link` has none. */
export function linkUrl(link: { url: string; type: LinkType }): string | undefined {
  return link.type === 'no_link' ? undefined : safeUrl(`link:${link.type}`, link.url);
}

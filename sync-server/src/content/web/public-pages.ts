// The public pages: listed in the sitemap in both languages, and checked page by page by the
// accessibility tests (web/e2e/shell-a11y.spec.ts). Pages behind sign-in, transactional pages
// (registration done, email verification) and pages that need a parameter are not listed.
import { routePath, type RouteId } from '@poct/schemas';

export const PUBLIC_PAGE_IDS = [
  'home',
  'about',
  'about.imprint',
  'about.data-protection',
  'about.terms',
  'about.privacy',
  'about.accessibility',
  'pricing',
  'contact',
  'demo',
  'reviews.checks',
  'search',
  'register',
  'login',
] as const satisfies readonly RouteId[];

/** Unprefixed (German) paths of the public pages. */
export function publicPagePaths(): string[] {
  return PUBLIC_PAGE_IDS.map((id) => routePath(id));
}

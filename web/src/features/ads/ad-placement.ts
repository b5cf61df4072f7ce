// Which advertisement slot a page has: `aside` beside search results and product pages, `footer`
// below content pages. Pages without a slot (workspace, forms, legal texts, sign-in) show no
// banner. The default layout asks this, so pages themselves know nothing of advertising.
import { matchRoute, type AdSlot, type RouteId } from '@poct/schemas';

const SLOT_OF: Partial<Record<RouteId, AdSlot>> = {
  search: 'aside',
  product: 'aside',
  // Content pages.
  home: 'footer',
  posts: 'footer',
  post: 'footer',
  about: 'footer',
  contact: 'footer',
};

export function adSlotOf(pathname: string): AdSlot | undefined {
  const match = matchRoute(pathname);
  return match ? SLOT_OF[match.route.id] : undefined;
}

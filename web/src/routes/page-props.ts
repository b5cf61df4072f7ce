import type { AppRoute } from '@poct/schemas';

/** What every page receives from the route view. */
export interface PageProps {
  route: AppRoute;
  params: Readonly<Record<string, string>>;
}

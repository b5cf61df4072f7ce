import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppRoute, RouteId } from '@poct/schemas';

/** What every page receives from the route view. */
export interface PageProps {
  route: AppRoute;
  params: Readonly<Record<string, string>>;
}

/** A page in a lazy chunk of its own. */
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** A feature's routes (its `routes.ts`): which lazy page shows which route. */
export type FeatureRoutes = Partial<Record<RouteId, LazyPage>>;

/** Every route of a description (list, create, edit …) shows its page. */
export function routesOf(page: LazyPage, ...ids: RouteId[]): FeatureRoutes {
  return Object.fromEntries(ids.map((id) => [id, page]));
}

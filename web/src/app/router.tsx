// One splat route: every address, with or without /de or /en, reaches Root, and RouteView picks
// the page from the shared route table (see app/RouteView.tsx for why not react-router's
// own matching). The error element catches whatever a page throws.
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterErrorPage } from './RouterErrorPage.tsx';
import { Root } from './Root.tsx';

const ROUTES: RouteObject[] = [{ path: '*', element: <Root />, errorElement: <RouterErrorPage /> }];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(ROUTES);
}

/** For tests: the same routes, starting at `path`, without touching the window's history. */
export function createTestRouter(path: string): AppRouter {
  return createMemoryRouter(ROUTES, { initialEntries: [path] });
}

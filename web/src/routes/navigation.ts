// Addresses of routes from the shared route table, and navigation to them: every page that links
// to another route by id (the workspace screens, the audit trail, the profile) uses these.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routeById, type RouteId } from '@poct/schemas';
import { useLocalizePath } from '../i18n/use-locale.ts';

/** The address of a route with its parameters filled in, in the page's language. */
export function useRoutePath(): (id: RouteId, params?: Record<string, string>) => string {
  const localize = useLocalizePath();
  return useCallback(
    (id, params = {}) =>
      localize(
        routeById(id).path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) =>
          encodeURIComponent(params[name] ?? ''),
        ),
      ),
    [localize],
  );
}

/** Navigates to a route; `saved` is announced on the page that opens (see SavedNotice). */
export function useGoTo() {
  const navigate = useNavigate();
  const path = useRoutePath();
  return useCallback(
    (id: RouteId, params?: Record<string, string>, saved?: string) =>
      navigate(path(id, params), saved ? { state: { saved } } : undefined),
    [navigate, path],
  );
}

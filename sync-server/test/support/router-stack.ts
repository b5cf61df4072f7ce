// The REST routes as the app's Express router stack holds them, for the property tests of
// test/fault/ that walk every endpoint (bad bodies, bad ids), so a new route is covered at once;
// and the store's state, to show that a refused request changed nothing.
import type { Router } from 'express';
import { createApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-deps.ts';
import type { TestServer } from './test-server.ts';

export interface ApiRoute {
  method: string;
  /** As declared, with its `:name` parameters, e.g. `/api/users/:id/verification`. */
  path: string;
  /** The route's parameters, in order. */
  params: string[];
  /** Names the router holding the route checks with `router.param` (http/checked-id.ts). */
  checkedParams: string[];
}

type Layer = {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; params?: Record<string, unknown> };
};

/** Every route under /api, from the app's router stack (Express 5 / router 2). */
export function apiRoutes(server: TestServer): ApiRoute[] {
  const deps = {
    config: server.config,
    store: server.store,
    auth: server.auth,
    projector: server.projector,
    storeKind: 'embedded',
    previewIndex: { search: () => ({ total: 0, hits: [] }), stop: () => {} },
    catalogue: {
      snapshot: () => {
        throw new Error('no catalogue in this test');
      },
      stop: () => {},
    },
    notifier: { subscribe: () => () => {}, notifyUser: () => {}, stop: () => {} },
  } as unknown as AppDeps;
  const app = createApp(deps) as unknown as { router: Router & { stack: Layer[] } };
  const found: ApiRoute[] = [];
  const walk = (stack: Layer[], prefix: string, checked: string[]): void => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`.replace(/\/$/, '');
        const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
        for (const method of Object.keys(layer.route.methods))
          found.push({ method: method.toUpperCase(), path, params, checkedParams: checked });
      } else if (layer.handle.stack && typeof layer.rawPath === 'string') {
        walk(
          layer.handle.stack,
          layer.rawPath === '/' ? prefix : `${prefix}${layer.rawPath}`,
          Object.keys(layer.handle.params ?? {}),
        );
      }
    }
  };
  walk(app.router.stack, '', []);
  return found.filter((route) => route.path.startsWith('/api/') && route.method !== '_ALL');
}

/**
 * update_seq of every database in the store, but `server_state` (the projector renews its lease
 * there every 5 s), `rate_limits`, `audit` and empty per-user databases (a caller's own
 * favourites database is created, empty, on its first read: by design, not a change).
 */
export async function storeState(server: TestServer): Promise<Record<string, unknown>> {
  // `rate_limits` counts attempts on purpose (abuse must cost the abuser, bad bodies included),
  // and `audit` records security events such as a failed login, also when its body was bad.
  const skipped = new Set(['server_state', 'rate_limits', 'audit']);
  const names = (await server.store.json<string[]>('_all_dbs')).filter((name) => !skipped.has(name));
  const state: Record<string, unknown> = {};
  for (const name of names) {
    const info = await server.store.info(name);
    if (name.startsWith('userdb-') && info?.doc_count === 0) continue;
    state[name] = info?.update_seq;
  }
  return state;
}

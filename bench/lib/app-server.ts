// The real server (gateway, auth, projector, embedded store) serving the built app, with N demo
// products seeded (seed-store.ts), for the browser figures. Runs in the harness's process as the gateway figure's
// does; the embedded store is its own process. One server per catalogue size, kept for the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../sync-server/src/index.ts';
import { userDbName } from '../../sync-server/src/platform/store/databases.ts';
import { seedStore } from './seed-store.ts';

export type DemoUser = 'premium' | 'staff';

export const DEMO_PASSWORD = 'demo-password';
export const demoEmail = (who: DemoUser): string => `${who}@demo.poct-atlas.test`;

export interface AppServer {
  products: number;
  url: string;
  /** The embedded store's base URL, without a trailing slash. */
  storeUrl: string;
  /** Authorization header value the embedded store requires (its credential); never log it. */
  storeAuthorization: string | undefined;
  server: RunningServer;
  /** Seconds it took to seed the demo data and project it. */
  seededS: number;
  /** Signs in through the API; the access token and the user's id. */
  login(who: DemoUser): Promise<{ token: string; userId: string; favourites: string }>;
  /** Ids of the first `count` products a premium user sees. */
  productIds(count: number): Promise<string[]>;
  close(): Promise<void>;
}

export async function startAppServer(
  products: number,
  webDist: string,
  log: (message: string) => void,
  /** The kept data folder's name under BENCH_DATA_DIR (`<name>-<products>`); figures with their own server pick their own. */
  name = 'app',
): Promise<AppServer> {
  // BENCH_DATA_DIR keeps each size's store between runs (seeding and projecting 40,000 products
  // takes minutes); by default every run starts from an empty store and removes it after.
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept
    ? path.resolve(kept, `${name}-${products}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `poct-bench-${name}-${products}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  log(`app server: ${products.toLocaleString('en-GB')} demo products in ${dataDir}`);
  const started = performance.now();
  await seedStore(dataDir, products, log);
  const server = await startServer({
    port: Number(process.env.BENCH_APP_PORT ?? 0),
    host: '127.0.0.1',
    dataDir,
    storePort: 0,
    demoProducts: products,
    logLevel: 'silent',
    // Vite's build, run earlier in this process (the search figure), sets NODE_ENV=production,
    // which would leave out the demo accounts.
    production: false,
    webDist,
    // Each figure signs in many times: a login limit must not end a run.
    loginFailuresPerIp: 100_000,
  });
  await server.projector.idle();
  // The server's own copy of the projections, read at start (from the kept snapshots, a few
  // seconds at 40,000 products): a device meets a server that has been up for a while.
  await server.catalogue.ready;
  const seededS = (performance.now() - started) / 1000;
  log(`app server: ${server.url}, ready in ${seededS.toFixed(0)} s`);
  return {
    products,
    url: server.url,
    storeUrl: server.store.url.replace(/\/$/, ''),
    storeAuthorization: server.store.authorization,
    server,
    seededS,
    async login(who) {
      const answer = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoEmail(who), password: DEMO_PASSWORD }),
      });
      if (!answer.ok) throw new Error(`login ${who}: ${answer.status}`);
      const { accessToken } = (await answer.json()) as { accessToken: string };
      const me = (await (
        await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } })
      ).json()) as { id: string };
      await server.store.ensureDatabase(userDbName(me.id));
      return { token: accessToken, userId: me.id, favourites: userDbName(me.id) };
    },
    async productIds(count) {
      return (await server.store.allDocs('catalogue', { limit: count })).map((doc) => doc._id);
    },
    async close() {
      await server.close();
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

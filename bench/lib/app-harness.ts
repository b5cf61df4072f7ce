// What the browser figures share in one run: the built app, one real server per catalogue size,
// one Chromium, and one premium session per size that has finished its first sync (the typed,
// offline and report figures start from it). Everything starts on first use and ends with close().
import type { Browser } from '@playwright/test';
import { appDist } from './app-build.ts';
import { launchAppBrowser, openAppSession, signInAndSync, type AppSession } from './app-browser.ts';
import { startAppServer, type AppServer } from './app-server.ts';

export interface SyncedSession extends AppSession {
  /** Milliseconds from "Log in" to "Synced" for this session's first sync. */
  syncMs: number;
}

export interface AppHarness {
  app(products: number): Promise<AppServer>;
  browser(): Promise<Browser>;
  premium(products: number): Promise<SyncedSession>;
  /** Chromium's version, when the run started it. */
  browserVersion(): Promise<string | undefined>;
  close(): Promise<void>;
}

export function createAppHarness(log: (message: string) => void): AppHarness {
  const servers = new Map<number, Promise<AppServer>>();
  const premiums = new Map<number, Promise<SyncedSession>>();
  let browser: Promise<Browser> | undefined;

  const harness: AppHarness = {
    app(products) {
      let server = servers.get(products);
      if (!server) {
        server = startAppServer(products, appDist(log), log);
        servers.set(products, server);
      }
      return server;
    },
    browser: () => (browser ??= launchAppBrowser()),
    premium(products) {
      let session = premiums.get(products);
      if (!session) {
        session = (async () => {
          const app = await harness.app(products);
          const opened = await openAppSession(await harness.browser(), app);
          log(`premium session at ${products.toLocaleString('en-GB')} products: first sync`);
          const syncMs = await signInAndSync(opened.page, 'premium');
          return { ...opened, syncMs };
        })();
        premiums.set(products, session);
      }
      return session;
    },
    browserVersion: async () => (await browser?.catch(() => undefined))?.version(),
    async close() {
      const settled = async <T>(value: Promise<T> | undefined): Promise<T | undefined> =>
        value?.catch(() => undefined);
      for (const session of premiums.values()) await (await settled(session))?.close();
      await (await settled(browser))?.close();
      for (const server of servers.values()) await (await settled(server))?.close();
    },
  };
  return harness;
}

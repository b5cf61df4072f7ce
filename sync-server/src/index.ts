// Starts the whole server: store (embedded or CouchDB), databases, keys, demo data, projector,
// HTTP. Tests call startServer() with a temporary DATA_DIR and port 0; main.ts calls it for npm start.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './platform/config.ts';
import { startEmbeddedStore, type EmbeddedStore } from './platform/store/embedded-store.ts';
import { createStoreClient, type StoreClient } from './platform/store/couch-client.ts';
import { ALL_DATABASES } from './platform/store/databases.ts';
import { createApp } from './app.ts';
import { createAuth, ensureDefaultPlans, reconcileAuditIntents, type Auth } from './identity/index.ts';
import { seedDemoData } from './demo/index.ts';
import {
  createAlertWriter,
  createUnsubscribeLinks,
  ensureModerationIndexes,
  startAlertDigests,
  type AlertDigests,
  startPostsProjection,
  startProjector,
  startViewCounts,
  type PostsProjection,
  type Projector,
  type ViewCounts,
} from './content/index.ts';
import { seedDemoSearches, startPreviewIndex } from './assistant/index.ts';
import {
  createHeldConnections,
  startCatalogueMirror,
  startChangeNotifier,
  startSnapshotKeeper,
  type CatalogueMirror,
  type ChangeNotifier,
  type HeldConnections,
  type SnapshotKeeper,
} from './replication/index.ts';
import {
  CATALOGUE_CHANGES,
  FORUM_TOPICS,
  MASTERS,
  PROJECTIONS,
  PUBLISHED,
} from './platform/store/databases.ts';
import { startRenewalReminders } from './commerce/index.ts';
import { eraseAccount, startAccountErasure } from './privacy/index.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { SNAPSHOT_DATABASES } from '@poct/schemas';
import type { DestinationStream } from 'pino';
import { configureLog } from './platform/log/logger.ts';
import { loadPseudonymKey } from './platform/log/pseudonym-key.ts';
import { observeServer, PENDING_COUNTED } from './platform/metrics/metrics.ts';
import { createSharedSlots } from './platform/rate-limit/shared-slots.ts';

/** How long the held connections of a process that died without closing still count. */
const HELD_LEASE_MS = 15_000;

export interface RunningServer {
  url: string;
  config: Config;
  store: StoreClient;
  embedded: EmbeddedStore | undefined;
  projector: Projector;
  auth: Auth;
  notifier: ChangeNotifier;
  held: HeldConnections;
  forumViews: ViewCounts;
  posts: PostsProjection;
  snapshots: SnapshotKeeper;
  catalogue: CatalogueMirror;
  /** The alert digest's sweep (content/watchlist/digest.ts), for tests that run one at once. */
  digests: AlertDigests;
  /**
   * Stops taking connections, ends held feeds and streams (503, so devices reconnect to another
   * process) and waits up to `timeoutMs` for requests in flight; close() comes after it.
   */
  drain(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where log lines go instead of stdout (the redaction test reads them). */
  logDestination?: DestinationStream;
}

export async function startServer(
  overrides: Partial<Config> = {},
  env = process.env,
  options: StartOptions = {},
): Promise<RunningServer> {
  const config = loadConfig(env, overrides);
  configureLog(config.logLevel, options.logDestination, config.testLogDir);
  const embedded = config.couchdbUrl ? undefined : await startEmbeddedStore(config.dataDir, config.storePort);
  const store = config.couchdbUrl
    ? createStoreClient(config.couchdbUrl)
    : createStoreClient(embedded!.url, embedded!.authorization);
  let auth: Auth | undefined;
  try {
    for (const name of ALL_DATABASES) await store.ensureDatabase(name);
    await ensureModerationIndexes(store);
    const running = await createAuth({ config, store });
    auth = running;
    await ensureDefaultPlans(store);
    if (!config.production) {
      const demo = await seedDemoData({ store, auth, productCount: config.demoProducts });
      // A fresh demo install shows popular searches at once, marked as demo.
      if (demo) await seedDemoSearches(store, demo.searches, new Date().toISOString());
    }
    // A server that died mid-write left audit intents to complete (identity/audit/write-audit.ts).
    await reconcileAuditIntents(store);
    const notifier = startChangeNotifier(store, [
      ...PROJECTIONS,
      ...MASTERS,
      ...PUBLISHED,
      ...FORUM_TOPICS,
      CATALOGUE_CHANGES,
    ]);
    // Alerts about watched products are written in the projector's batches (content/watchlist/).
    const watchers = createAlertWriter({
      store,
      accounts: running.accounts,
      notify: (userId) => notifier.notifyUser(userId, 'alerts'),
    });
    const projector = startProjector({ store, watchers });
    // The projections first: every premium device's first sync asks for them.
    const snapshots = startSnapshotKeeper(store, notifier, SNAPSHOT_DATABASES, {
      dir: path.join(config.dataDir, 'snapshots'),
    });
    // A restarted server serves the snapshots it kept from its first request on.
    await snapshots.loaded;
    // The in-memory copy starts from those snapshots (replication/catalogue/follow-changes.ts).
    const catalogue = startCatalogueMirror(store, snapshots.current);
    const previewIndex = startPreviewIndex(catalogue);
    const heldSlots = createSharedSlots({ store, leaseMs: HELD_LEASE_MS });
    const held = createHeldConnections({
      access: auth.access,
      security: auth.security,
      perUser: config.heldConnectionsPerUser,
      slots: heldSlots,
    });
    const forumViews = startViewCounts(store, config.forumViewFlushMs);
    const posts = startPostsProjection(store);
    const app = createApp({
      pseudonymKey: await loadPseudonymKey(config.dataDir),
      readiness: {
        pendingProjections: (upTo) => projector.pending(upTo),
        missingSnapshots: () => SNAPSHOT_DATABASES.filter((db) => !snapshots.current(db)),
      },
      posts,
      held,
      forumViews,
      config,
      store,
      auth,
      eraseAccount: (account) => eraseAccount(store, running, account),
      projector,
      previewIndex,
      catalogue,
      notifier,
      snapshots,
      storeKind: embedded ? 'embedded' : 'couchdb',
    });
    const unobserve = observeServer({
      heldConnections: () => held.size,
      snapshots: () =>
        SNAPSHOT_DATABASES.flatMap((database) => {
          const snapshot = snapshots.current(database);
          return snapshot ? [{ database, madeAt: snapshot.madeAt, bytes: snapshot.br.length }] : [];
        }),
      projectorPending: () => projector.pending(PENDING_COUNTED),
    });
    const reminders = startRenewalReminders({
      config,
      store,
      accounts: auth.accounts,
      mailer: createMailer(config),
    });
    const erasure = startAccountErasure({ store, auth });
    const digests = startAlertDigests({
      config,
      store,
      accounts: auth.accounts,
      mailer: createMailer(config),
      links: createUnsubscribeLinks(config),
      intervalMs: config.alertDigestSweepMs,
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
    const { port } = server.address() as AddressInfo;
    // Port 0 (tests) has no origin before listening: without PUBLIC_URL, links use the real one.
    if (config.port === 0 && !overrides.publicUrl && !env.PUBLIC_URL)
      config.publicUrl = `http://127.0.0.1:${port}`;
    return {
      url: `http://127.0.0.1:${port}`,
      config,
      store,
      embedded,
      projector,
      auth,
      notifier,
      held,
      forumViews,
      posts,
      snapshots,
      catalogue,
      digests,
      async drain(timeoutMs) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        held.endAll();
        // Keep-alive connections become idle after their last answer: close them as they do.
        server.closeIdleConnections();
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        let timer: NodeJS.Timeout | undefined;
        const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
        await Promise.race([closed, bound]);
        clearInterval(idle);
        clearTimeout(timer);
      },
      async close() {
        unobserve();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        // Before the store goes: the views counted since the last batch.
        await forumViews.stop();
        await heldSlots.close();
        reminders.stop();
        erasure.stop();
        digests.stop();
        previewIndex.stop();
        catalogue.stop();
        posts.stop();
        snapshots.stop();
        notifier.stop();
        running.stop();
        await projector.stop();
        await embedded?.stop();
      },
    };
  } catch (error) {
    auth?.stop();
    await embedded?.stop();
    throw error;
  }
}

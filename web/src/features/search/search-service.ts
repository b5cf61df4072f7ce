// One search worker per signed-in user and tab. It starts before the local database has opened:
// the worker loads the user's cold-start record (cold-start-record.ts), so an offline start
// answers at once; when the sync engine's database is open the feed (features/search/search-feed.ts) takes
// over. Pages share the service, so leaving and reopening the search page rebuilds nothing.
// When the engine stops (sign-out, a 403, a changed tier) the worker ends with it, before the
// controller wipes the device (sync/sync-controller.ts), so no save outlives the wipe; from then
// on only a new engine brings a service back, never the record alone.
// A service made before the engine (a cold start) holds the local database's opening until its
// first answer has been painted (db/storage/database-open-gate.ts): the opening takes the page's thread
// for seconds at 40,000 products, and the first answer needs nothing from it.
import type { MasterData, RatingTotals } from '@poct/schemas';
import { afterNextPaint, holdDatabaseOpening } from '../../db/storage/database-open-gate.ts';
import { feedSearchIndex } from './search-feed.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import type { ColdStartOwner } from './cold-start-record.ts';
import { createSearchClient, type SearchClient, type TimedAnswer } from './search-client.ts';
import { LOCAL_DATA_MARKER } from '../../db/storage/wipe-local-data.ts';
import { readSession } from '../../session/storage.ts';
import { searchOwnerOf } from './search-owner.ts';
import type { SearchQuestion } from './search-catalogue.ts';

export interface SearchService {
  query(question: SearchQuestion): Promise<TimedAnswer>;
  /** Whether the worker holds something to answer from (the record, or the local catalogue). */
  ready(): boolean;
  /** The master data the cards name, as the worker last reported it. */
  masterdata(): ReadonlyMap<string, MasterData>;
  /** Told when what the worker holds changed (more of the catalogue, new names), so pages ask again. */
  subscribe(listener: () => void): () => void;
  setRatings(ratings: RatingTotals): void;
}

interface Entry {
  key: string;
  service: SearchService;
  /** A search page opened on a cold start: hold the database's opening until its first answer. */
  holdOpening(): void;
  /** Whether a sync engine feeds it (else it answers from the record alone). */
  attached(): boolean;
  attach(engine: SyncEngine): void;
  dispose(): void;
}

let current: Entry | null = null;
/** An engine ran in this tab: without one now, its record must not answer (it may be wiped). */
let engineSeen = false;

function createEntry(key: string, owner: ColdStartOwner, client: SearchClient, cold: boolean): Entry {
  const listeners = new Set<() => void>();
  let released = false;
  let holding = false;
  let releaseHold = (): void => {};
  const releaseDatabase = (): void => {
    released = true;
    releaseHold();
  };
  let masterdata: ReadonlyMap<string, MasterData> = new Map();
  let isReady = false;
  let attached: SyncEngine | null = null;
  let stopFeed: (() => void) | undefined;
  const notify = (): void => {
    for (const listener of listeners) listener();
  };
  client.onChange((change) => {
    if (change.masterdata) masterdata = new Map(change.masterdata.map((item) => [item.id, item]));
    isReady = true;
    notify();
  });
  // No usable record: nothing to answer from, so nothing to wait for.
  void client.open(owner).then(
    () => (isReady ? undefined : releaseDatabase()),
    () => releaseDatabase(),
  );

  const entry: Entry = {
    key,
    holdOpening() {
      if (!cold || released || holding || attached) return;
      holding = true;
      holdDatabaseOpening(new Promise<void>((resolve) => (releaseHold = resolve)));
    },
    attached: () => attached !== null,
    service: {
      query: (question) => {
        const answer = client.query(question);
        void answer.then(
          () => afterNextPaint().then(releaseDatabase),
          () => undefined,
        );
        return answer;
      },
      ready: () => isReady,
      masterdata: () => masterdata,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setRatings: (ratings) => void client.setRatings(ratings),
    },
    attach(engine) {
      if (attached === engine) return;
      releaseDatabase();
      stopFeed?.();
      attached = engine;
      engineSeen = true;
      const feed = feedSearchIndex(engine.local, client, () => {
        isReady = true;
        notify();
      });
      // "Synced" means the index answers with everything the sync brought.
      const releaseHold = engine.holdSynced(() => feed.idle());
      // The record is written once the sync has caught up, not after every batch of a first sync.
      let caughtUp = false;
      const followStatus = (): void => {
        const now = engine.getStatus().phase === 'synced';
        if (now !== caughtUp) void client.setCaughtUp((caughtUp = now));
      };
      const stopStatus = engine.subscribe(followStatus);
      followStatus();
      stopFeed = () => {
        feed();
        releaseHold();
        stopStatus();
      };
      engine.onStop(() => {
        if (current === entry) current = null;
        entry.dispose();
      });
    },
    dispose() {
      releaseDatabase();
      stopFeed?.();
      client.terminate();
      listeners.clear();
    },
  };
  return entry;
}

/**
 * The search service for `owner`, fed by `engine` once it runs; null when there is nothing the
 * device may search (an engine ran in this tab and has stopped). `holdOpening`: the search page
 * asks, so a cold start holds the database's opening until its first answer is painted; the
 * keeper that feeds the worker during a first sync on any page (SearchServiceKeeper.ts) does not.
 */
export function searchServiceFor(
  owner: ColdStartOwner,
  engine: SyncEngine | null,
  createClient: () => SearchClient = createSearchClient,
  { holdOpening = true }: { holdOpening?: boolean } = {},
): SearchService | null {
  if (!engine && engineSeen) return null;
  const key = `${owner.userId}|${owner.scope}`;
  if (current?.key !== key) {
    current?.dispose();
    current = createEntry(key, owner, createClient(), engine === null);
  }
  if (holdOpening) current.holdOpening();
  if (engine) current.attach(engine);
  return current.service;
}

/**
 * A cold start at the search page's address (start-early.ts): the service of the saved session's
 * user starts with the app, so its worker reads the cold-start record while the page's chunks
 * load, and holds the database's opening as the page would; the page then takes this service.
 * Nothing when the device holds no data or the user's device no catalogue.
 */
export function startFromSavedSession(
  storage: Storage = localStorage,
  createClient: () => SearchClient = createSearchClient,
): void {
  if (!storage.getItem(LOCAL_DATA_MARKER)) return;
  const owner = searchOwnerOf(readSession(storage)?.user);
  if (owner) searchServiceFor(owner, null, createClient);
}

/**
 * The page has no user whose device may search (signed out, premium ended): a worker that only
 * held the cold-start record ends now, rather than keep 40,000 cards in memory. One fed by an
 * engine ends with the engine.
 */
export function releaseColdSearchService(): void {
  if (current && !current.attached()) {
    current.dispose();
    current = null;
  }
}

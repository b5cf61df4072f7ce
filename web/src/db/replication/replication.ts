// What every replication of a local collection is to the sync engine, whichever way it pulls:
// through RxDB's replication protocol (gateway-replication.ts) or into the packed store
// (packed-replication.ts).
import type { Observable } from 'rxjs';

export interface ReplicationHooks {
  /** The gateway refused this collection: replication stops and is not retried. */
  onRefused(status: 401 | 403): void;
  /** The server refused to store a document (its reason is in the request's language). */
  onRejected(id: string, reason: string): void;
  /** A request reached the server, or did not: the sync status's notion of online. */
  onReachable(reachable: boolean): void;
}

/** What the sync engine needs of a replication (RxDB's replication state has the same members). */
export interface PullState {
  active$: Observable<boolean>;
  received$: Observable<unknown>;
  /** News of a change; with `newsAt` (`performance.now()`), one that a pull asked later answers. */
  reSync(newsAt?: number): void;
  awaitInitialReplication(): Promise<void>;
  cancel(): Promise<unknown>;
}

/** Documents per `_changes` request of either replication. */
export const PULL_BATCH_SIZE = 500;

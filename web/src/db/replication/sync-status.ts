// What the sync indicator shows, derived from plain facts so the rule is testable on its own:
// it never says "synced" while a local write is unconfirmed or the first sync is unfinished.

export type SyncPhase =
  /** Opening the local database. */
  | 'starting'
  /** The first download on this device, with progress. */
  | 'first-sync'
  | 'syncing'
  | 'synced'
  | 'offline'
  /** The server refused (signed out elsewhere, premium ended): no more replication. */
  | 'stopped';

export interface SyncProgress {
  done: number;
  total: number;
}

export interface SyncStatus {
  phase: SyncPhase;
  /** Documents on the device and on the server during the first sync. */
  progress: SyncProgress | null;
  /** Local writes not yet confirmed by the server. */
  pending: number;
  /** ISO time of the last moment everything was in sync. */
  lastSyncedAt: string | null;
  /** What `navigator.storage.persist()` answered; null before asking or when unsupported. */
  persisted: boolean | null;
  /** Documents the server refused to store, with its reason. */
  rejected: Array<{ id: string; reason: string }>;
  /** True in the tab that replicates; the others show its status. */
  leader: boolean;
}

export interface SyncFacts {
  open: boolean;
  refused: boolean;
  online: boolean;
  /** Every collection finished its first round of pulls in this run. */
  caughtUp: boolean;
  /** A full first sync completed on this device before (in any run). */
  everSynced: boolean;
  active: boolean;
  pending: number;
}

export function derivePhase(facts: SyncFacts): SyncPhase {
  if (facts.refused) return 'stopped';
  if (!facts.open) return 'starting';
  if (!facts.online) return 'offline';
  if (!facts.caughtUp) return facts.everSynced ? 'syncing' : 'first-sync';
  if (facts.active || facts.pending > 0) return 'syncing';
  return 'synced';
}

export const INITIAL_STATUS: SyncStatus = {
  phase: 'starting',
  progress: null,
  pending: 0,
  lastSyncedAt: null,
  persisted: null,
  rejected: [],
  leader: false,
};

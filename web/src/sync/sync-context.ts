import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SyncEngine } from '../db/replication/sync-engine.ts';
import type { SyncStatus } from '../db/replication/sync-status.ts';
import type { SyncController } from './sync-controller.ts';

export const SyncContext = createContext<SyncController | null>(null);

function useController(): SyncController {
  const controller = useContext(SyncContext);
  if (!controller) throw new Error('useSync needs a SyncProvider above it');
  return controller;
}

/** The running sync engine (local collections), or null for guests, free users and while starting. */
export function useSyncEngine(): SyncEngine | null {
  const controller = useController();
  return useSyncExternalStore(controller.subscribe, controller.getEngine, controller.getEngine);
}

/** The sync status, or null when nothing syncs on this device. */
export function useSyncStatus(): SyncStatus | null {
  const controller = useController();
  return useSyncExternalStore(controller.subscribe, controller.getStatus, controller.getStatus);
}

/**
 * Whether this device holds everything the sync brings: a first sync has finished here (in this
 * run or an earlier one). Until then a product, a name or a publication that is not on the device
 * may simply not have arrived yet, so views of synced data show that they are loading instead of
 * "missing" or "not stated", and no report PDF is made from them.
 */
export function isSyncComplete(status: SyncStatus | null): boolean {
  return status !== null && (status.lastSyncedAt !== null || status.phase === 'synced');
}

export function useSyncComplete(): boolean {
  return isSyncComplete(useSyncStatus());
}

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SyncEngine } from '../db/sync-engine.ts';
import type { SyncStatus } from '../db/sync-status.ts';
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

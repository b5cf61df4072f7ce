// Conflicts kept on this device (db/conflicts.ts): all of them for the dashboard, one for the
// edit page of its document.
import { useEffect, useState } from 'react';
import type { MasterCollectionName } from '../db/collections.ts';
import { watchConflicts, type Conflict } from '../db/conflicts.ts';
import { useSyncEngine } from '../sync/sync-context.ts';

export function useConflicts(): Conflict[] {
  const engine = useSyncEngine();
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  useEffect(() => {
    if (!engine) return;
    return watchConflicts(engine.local, setConflicts);
  }, [engine]);
  return conflicts;
}

export function useConflictFor(
  collection: MasterCollectionName,
  docId: string | undefined,
): Conflict | undefined {
  return useConflicts().find((conflict) => conflict.master === collection && conflict.doc_id === docId);
}

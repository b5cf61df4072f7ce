// Mounted once in the app (app/App.tsx): during a first sync the search worker is fed whatever
// page is open, so its index is ready at "Synced" and its cold-start record is written once the
// sync has caught up (issue 15: the first key after "Synced" is answered from memory, not after
// indexing 40,000 products). Started only by a first sync: on a later start the search page
// starts it, so opening the local database on another page costs nothing more. The service is
// loaded lazily, like the search page, so the app's first chunk does not grow.
import { useEffect, useState } from 'react';
import type { SyncEngine } from '../db/sync-engine.ts';
import { useSyncStatus } from '../sync/sync-context.ts';
import { useSearchOwner } from './use-search-owner.ts';

export function SearchServiceKeeper(): null {
  const { owner, local } = useSearchOwner();
  const phase = useSyncStatus()?.phase;
  const [firstSyncOf, setFirstSyncOf] = useState<SyncEngine | null>(null);
  if (local && phase === 'first-sync' && firstSyncOf !== local) setFirstSyncOf(local);
  const fed = local && firstSyncOf === local ? local : null;
  useEffect(() => {
    if (!owner || !fed) return;
    void import('./search-service.ts').then(({ searchServiceFor }) =>
      searchServiceFor(owner, fed, undefined, { holdOpening: false }),
    );
  }, [owner, fed]);
  return null;
}

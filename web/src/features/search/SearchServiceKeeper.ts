// Mounted once in the app (app/App.tsx): during a first sync the search worker is fed whatever
// page is open, so its index is ready at "Synced" and its cold-start record is written once the
// sync has caught up (the first key after "Synced" is answered from memory, not after
// indexing 40,000 products). Started only by a first sync: on a later start the search page
// starts it, so opening the local database on another page costs nothing more. The engine's own
// status is followed (not the rendered one, which may skip a short first sync), and the service
// is loaded lazily, like the search page, so the app's first chunk does not grow.
import { useEffect } from 'react';
import { useSearchOwner } from './use-search-owner.ts';

export function SearchServiceKeeper(): null {
  const { owner, local } = useSearchOwner();
  useEffect(() => {
    if (!owner || !local) return;
    let started = false;
    const startOnFirstSync = (): void => {
      if (started || local.getStatus().phase !== 'first-sync') return;
      started = true;
      void import('./search-service.ts').then(({ searchServiceFor }) =>
        searchServiceFor(owner, local, undefined, { holdOpening: false }),
      );
    };
    const stop = local.subscribe(startOnFirstSync);
    startOnFirstSync();
    return stop;
  }, [owner, local]);
  return null;
}

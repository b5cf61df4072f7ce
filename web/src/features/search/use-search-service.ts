// The search service for the signed-in user, from the first render: before the sync engine has
// opened the local database it answers from the cold-start record (search-service.ts). Null for
// guests and free users, whose devices hold no catalogue, and when this device holds no data.
import { useEffect, useMemo } from 'react';
import { LOCAL_DATA_MARKER } from '../../db/storage/wipe-local-data.ts';
import { releaseColdSearchService, searchServiceFor, type SearchService } from './search-service.ts';
import { useSearchOwner } from './use-search-owner.ts';

export function useSearchService(): SearchService | null {
  const { owner, local } = useSearchOwner();
  const service = useMemo(() => {
    if (!owner) return null;
    // Nothing on this device yet (the marker is set before the first sync starts): no record.
    if (!local && !window.localStorage.getItem(LOCAL_DATA_MARKER)) return null;
    return searchServiceFor(owner, local);
  }, [owner, local]);
  useEffect(() => {
    if (!service) releaseColdSearchService();
  }, [service]);
  return service;
}

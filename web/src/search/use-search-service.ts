// The search service for the signed-in user, from the first render: before the sync engine has
// opened the local database it answers from the cold-start record (search-service.ts). Null for
// guests and free users, whose devices hold no catalogue, and when this device holds no data.
import { useEffect, useMemo } from 'react';
import { collectionsFor } from '../db/collections.ts';
import { LOCAL_DATA_MARKER } from '../db/wipe-local-data.ts';
import { useSession } from '../session/use-session.ts';
import { useSyncEngine } from '../sync/sync-context.ts';
import { releaseColdSearchService, searchServiceFor, type SearchService } from './search-service.ts';

export function useSearchService(): SearchService | null {
  const { user, status } = useSession();
  const engine = useSyncEngine();
  const scope = user
    ? collectionsFor({
        premium: user.premium,
        permissions: user.role.permissions,
        linkAccess: user.plan?.link_access,
      }).join(',')
    : '';
  const userId = status === 'signed-in' ? user?.id : undefined;
  const local = engine?.local.collection('catalogue') ? engine : null;
  const service = useMemo(() => {
    if (!userId || !scope.split(',').includes('catalogue')) return null;
    // Nothing on this device yet (the marker is set before the first sync starts): no record.
    if (!local && !window.localStorage.getItem(LOCAL_DATA_MARKER)) return null;
    return searchServiceFor({ userId, scope }, local);
  }, [userId, scope, local]);
  useEffect(() => {
    if (!service) releaseColdSearchService();
  }, [service]);
  return service;
}

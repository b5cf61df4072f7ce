// Whose search it would be (search-owner.ts) for the signed-in user, and the sync engine once its
// local database holds a catalogue. Shared by the search page's service and the app's SearchServiceKeeper.
import { useMemo } from 'react';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import type { ColdStartOwner } from './cold-start-record.ts';
import { searchOwnerOf } from './search-owner.ts';

export function useSearchOwner(): { owner: ColdStartOwner | null; local: SyncEngine | null } {
  const { user, status } = useSession();
  const engine = useSyncEngine();
  const found = status === 'signed-in' ? searchOwnerOf(user) : null;
  const local = engine?.local.collection('catalogue') ? engine : null;
  // The owner stays the same object while the user and scope do: the service is kept by it.
  const userId = found?.userId;
  const scope = found?.scope;
  const owner = useMemo(() => (userId && scope ? { userId, scope } : null), [userId, scope]);
  return { owner, local };
}

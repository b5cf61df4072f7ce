// Whose search it would be: the signed-in user and the collections their tier pulls (the
// cold-start record's owner, cold-start-record.ts), and the sync engine once its local database
// holds a catalogue. Shared by the search page's service and the app's SearchServiceKeeper.
import { useMemo } from 'react';
import { collectionsFor } from '../../db/collections.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import type { ColdStartOwner } from './cold-start-record.ts';

export function useSearchOwner(): { owner: ColdStartOwner | null; local: SyncEngine | null } {
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
  const owner = useMemo(
    () => (userId && scope.split(',').includes('catalogue') ? { userId, scope } : null),
    [userId, scope],
  );
  return { owner, local };
}

// The user's saved comparisons for components: the live list from the local database and the
// user's id for writes. Null for users whose device holds none (guests, free accounts).
import { useEffect, useState } from 'react';
import type { SavedComparison } from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { watchSavedComparisons } from './saved-comparisons.ts';

export interface SavedComparisons {
  local: LocalDatabase;
  userId: string;
  /** Null until the first read. */
  list: SavedComparison[] | null;
}

export function useSavedComparisons(): SavedComparisons | null {
  const engine = useSyncEngine();
  const { user } = useSession();
  const local = engine?.local.collection('saved_comparisons') ? engine.local : null;
  const [read, setRead] = useState<{ local: LocalDatabase; list: SavedComparison[] } | null>(null);
  useEffect(() => {
    if (!local) return;
    const subscription = watchSavedComparisons(local, (list) => setRead({ local, list }));
    return () => subscription?.unsubscribe();
  }, [local]);
  if (!local || !user) return null;
  return { local, userId: user.id, list: read?.local === local ? read.list : null };
}

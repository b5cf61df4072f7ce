// Connects the session to the sync controller: every change of user or tier is handed over,
// and pages read the engine (local collections, status) from context.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../lib/api-context.ts';
import { useSession, useSessionStore } from '../session/use-session.ts';
import { showToast } from '../ui/toast-queue.ts';
import { createSyncController } from './sync-controller.ts';
import { SyncContext } from './sync-context.ts';

export function SyncProvider({ children, baseUrl = '' }: { children: ReactNode; baseUrl?: string }) {
  const store = useSessionStore();
  const api = useApi();
  const { user, status } = useSession();
  const [controller] = useState(() =>
    createSyncController({
      gateway: {
        baseUrl,
        accessToken: store.accessToken,
        // Replication's errors come in the language of the page, like every API call's.
        locale: api.locale,
      },
      onUnauthorized: store.unauthorized,
      onAccessEnded: () => showToast({ severity: 'warn', detail: 'sync.access_ended' }),
      onStorageLost: () => showToast({ severity: 'warn', detail: 'sync.storage_lost' }),
    }),
  );

  const syncUser = useMemo(
    () =>
      user && status === 'signed-in'
        ? {
            id: user.id,
            premium: user.premium,
            permissions: user.role.permissions,
            linkAccess: user.plan?.link_access,
          }
        : null,
    [user, status],
  );
  useEffect(() => {
    // While a saved session is being confirmed nothing changes on the device.
    if (status !== 'starting') controller.update(syncUser);
  }, [controller, syncUser, status]);

  return <SyncContext value={controller}>{children}</SyncContext>;
}

// Screens over this device's master collections render once those are open here; a user whose
// device never holds them (no staff permission) is told so instead. A list may render while they
// open (`listWhileOpening`): it shows its kept first page meanwhile (use-first-page.ts).
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { collectionsFor, isMasterCollection } from '../db/collections.ts';
import { useSession } from '../session/use-session.ts';
import { useSyncEngine } from '../sync/sync-context.ts';
import { Loading } from './LoadStates.tsx';
import { useMasterDatabase } from './use-masters.ts';

export function NeedsMasters({
  children,
  listWhileOpening = false,
}: {
  children: ReactNode;
  listWhileOpening?: boolean;
}) {
  const engine = useSyncEngine();
  const local = useMasterDatabase();
  const { user } = useSession();
  // No engine yet means "still opening" only for users whose device holds the masters at all.
  const holdsMasters =
    !!user &&
    collectionsFor({ premium: user.premium, permissions: user.role.permissions }).some(isMasterCollection);
  if (!engine && holdsMasters) return listWhileOpening ? <>{children}</> : <Loading />;
  if (!local)
    return (
      <p role="alert">
        <Trans>The catalogue master data is not available on this device for your account.</Trans>
      </p>
    );
  return <>{children}</>;
}

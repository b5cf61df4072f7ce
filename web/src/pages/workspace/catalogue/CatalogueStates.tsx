// Shared states of the catalogue pages: loading, not on this device, saved.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { collectionsFor, isMasterCollection } from '../../../db/collections.ts';
import { useSession } from '../../../session/use-session.ts';
import { useSyncEngine } from '../../../sync/sync-context.ts';
import { useMasterDatabase } from './use-masters.ts';

export function Loading() {
  return (
    <p role="status" className="wf-loading">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** Renders `children` once the master collections are open on this device. */
export function NeedsMasters({ children }: { children: ReactNode }) {
  const engine = useSyncEngine();
  const local = useMasterDatabase();
  const { user } = useSession();
  // No engine yet means "still opening" only for users whose device holds the masters at all.
  const holdsMasters =
    !!user &&
    collectionsFor({ premium: user.premium, permissions: user.role.permissions }).some(isMasterCollection);
  if (!engine && holdsMasters) return <Loading />;
  if (!local)
    return (
      <p role="alert">
        <Trans>The catalogue master data is not available on this device for your account.</Trans>
      </p>
    );
  return <>{children}</>;
}

/** "Saved" after a form sent the reader here. */
export function SavedNotice() {
  const state = useLocation().state as { saved?: string } | null;
  const name = state?.saved;
  if (!name) return null;
  return (
    <p role="status" className="wf-saved">
      <Trans>
        “{name}” was saved on this device; it is sent to the server as soon as there is a connection.
      </Trans>
    </p>
  );
}

export function NotFound() {
  return (
    <p role="alert">
      <Trans>This entry does not exist (any more).</Trans>
    </p>
  );
}

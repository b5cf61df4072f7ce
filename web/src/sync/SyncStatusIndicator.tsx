// The sync state in the header: synced / syncing (with progress) / offline / stopped, and when
// everything was last in sync. Details (pending writes, refused documents, whether the browser
// keeps the data) open below it. Announced politely to screen readers when it changes.
import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SyncStatus } from '../db/replication/sync-status.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { useSyncStatus } from './sync-context.ts';
import './sync.css';

/** The sync state in words (the header indicator and the dashboard say the same). */
export function useSyncLabel(status: SyncStatus): ReactNode {
  const { t, i18n } = useLingui();
  const number = (value: number) => formatNumber(value, i18n.locale);
  switch (status.phase) {
    case 'starting':
      return t`Opening local data…`;
    case 'first-sync':
      return status.progress
        ? t`Downloading for offline use: ${number(status.progress.done)} of ${number(status.progress.total)}`
        : t`Downloading for offline use…`;
    case 'syncing':
      return status.pending > 0 ? (
        <Plural value={status.pending} one="Syncing: # change to send" other="Syncing: # changes to send" />
      ) : (
        t`Syncing…`
      );
    case 'synced':
      return t`Synced`;
    case 'offline':
      return status.pending > 0 ? (
        <Plural value={status.pending} one="Offline: # change waiting" other="Offline: # changes waiting" />
      ) : (
        t`Offline`
      );
    case 'stopped':
      return t`Sync stopped`;
  }
}

export function SyncStatusIndicator() {
  const status = useSyncStatus();
  if (!status) return null;
  return <Indicator status={status} />;
}

function Indicator({ status }: { status: SyncStatus }) {
  const { i18n } = useLingui();
  const label = useSyncLabel(status);
  const lastSynced = status.lastSyncedAt ? formatDateTime(status.lastSyncedAt, i18n.locale) : null;
  return (
    <details className={`sync-status sync-status--${status.phase}`} data-sync-phase={status.phase}>
      <summary>
        <span className="sync-status__dot" aria-hidden="true" />
        <span role="status" aria-live="polite" className="sync-status__label">
          {label}
        </span>
      </summary>
      <div className="sync-status__details">
        <p>
          {lastSynced ? (
            <Trans>Last synced: {lastSynced}</Trans>
          ) : (
            <Trans>Not yet synced on this device.</Trans>
          )}
        </p>
        {status.persisted === true && (
          <p>
            <Trans>The browser keeps this data even when space runs low.</Trans>
          </p>
        )}
        {status.persisted === false && (
          <p>
            <Trans>
              The browser did not grant persistent storage: it may delete the offline data when space runs
              low. Installing the app usually grants it.
            </Trans>
          </p>
        )}
        {!status.leader && (
          <p>
            <Trans>Another tab of POCT Atlas is syncing for this one.</Trans>
          </p>
        )}
        {status.rejected.length > 0 && (
          <>
            <p>
              <Trans>The server refused these changes:</Trans>
            </p>
            <ul>
              {status.rejected.map(({ id, reason }) => (
                <li key={id}>
                  {id}: {reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

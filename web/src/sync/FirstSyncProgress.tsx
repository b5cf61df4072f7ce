// The first download on a device takes a while on a slow ward network: show how far it is.
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatNumber } from '../lib/format.ts';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import './sync.css';
import { useSyncStatus } from './sync-context.ts';

export function FirstSyncProgress() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  if (status?.phase !== 'first-sync') return null;
  const progress = status.progress;
  const done = formatNumber(progress?.done ?? 0, i18n.locale);
  const total = progress?.total ?? 0;
  return (
    <div className="first-sync">
      <ProgressBar
        label={
          progress
            ? t({
                message: plural(total, {
                  one: `Preparing offline use: ${done} of # document`,
                  other: `Preparing offline use: ${done} of # documents`,
                }),
              })
            : t`Preparing offline use…`
        }
        {...(progress && progress.total > 0 ? { value: progress.done, maxValue: progress.total } : {})}
      />
    </div>
  );
}

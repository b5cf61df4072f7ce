// The number of unread alerts beside "Workspace" in the site header and "Alerts" in the workspace
// menu; nothing when there are none or the device holds no alerts. The count is read out as
// words ("3 unread alerts").
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAlerts } from '../watchlist/index.ts';

export function UnreadAlerts() {
  const { t } = useLingui();
  const alerts = useAlerts();
  const count = alerts?.unread ?? 0;
  if (count === 0) return null;
  return (
    <>
      {' '}
      <span className="unread-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">
        {t({ message: plural(count, { one: '(# unread alert)', other: '(# unread alerts)' }) })}
      </span>
    </>
  );
}

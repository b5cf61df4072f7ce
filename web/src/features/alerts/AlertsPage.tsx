// /ds/alerts: the alerts about the user's watched products, newest first, each saying what changed
// from what to what and when, in the page's language. The list is a replicated collection, so it
// reads offline too; marking read (one or all) is stored on the device and synced later.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Alert, MasterData } from '@poct/schemas';
import { MASTER_COLLECTIONS } from '../../db/collections.ts';
import { watchMasterData } from '../../db/products.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { useAlerts, type Alerts } from '../watchlist/index.ts';
import { alertSummary } from './alert-text.ts';

function AlertItem({
  alert,
  alerts,
  masterdata,
}: {
  alert: Alert;
  alerts: Alerts;
  masterdata: ReadonlyMap<string, MasterData>;
}) {
  const { t, i18n } = useLingui();
  const pathOf = useRoutePath();
  return (
    <li className="alert" data-unread={alert.read ? undefined : true}>
      <p className="alert__head">
        <Link href={pathOf('product', { id: alert.product_id })} className="alert__product">
          {alert.product_name}
        </Link>{' '}
        {!alert.read && (
          <span className="alert__new">
            <Trans>New</Trans>
          </span>
        )}
      </p>
      <p className="alert__summary">{alertSummary(alert, i18n, masterdata)}</p>
      <p className="alert__meta">
        <time dateTime={alert.at}>{formatDateTime(alert.at, i18n.locale)}</time>
        {!alert.read && (
          <>
            {' '}
            <Button
              variant="secondary"
              onPress={() => void alerts.markRead([alert.id])}
              aria-label={t`Mark the alert about ${alert.product_name} as read`}
            >
              <Trans>Mark as read</Trans>
            </Button>
          </>
        )}
      </p>
    </li>
  );
}

export default function AlertsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Alerts`);
  const localize = useLocalizePath();
  const engine = useSyncEngine();
  const alerts = useAlerts();
  // A device that holds the masters leaves the alerts out (db/collections.ts collectionsFor).
  const staffDevice = MASTER_COLLECTIONS.some((name) => !!engine?.local.collection(name));
  const [masterdata, setMasterdata] = useState<ReadonlyMap<string, MasterData>>(new Map());
  useEffect(() => (engine ? watchMasterData(engine.local, setMasterdata) : undefined), [engine]);

  return (
    <section className="page alerts">
      <h1>
        <Trans>Alerts</Trans>
      </h1>
      {!alerts && staffDevice ? (
        <p>
          <Trans>
            A staff account’s device holds the catalogue for editing, not alerts. Watch products from a
            reader’s account.
          </Trans>
        </p>
      ) : !alerts ? (
        <p>
          <Trans>Alerts about watched products are part of premium access.</Trans>{' '}
          <Link href={localize('/pricing')}>
            <Trans>What premium gives</Trans>
          </Link>
        </p>
      ) : alerts.list.length === 0 ? (
        <p>
          <Trans>
            No alerts yet. Watch products with the bell on a product page or in a comparison: when their data
            change, you find it here.
          </Trans>
        </p>
      ) : (
        <>
          {alerts.unread > 0 && (
            <Button
              variant="secondary"
              onPress={() => void alerts.markRead(alerts.list.filter((a) => !a.read).map((a) => a.id))}
            >
              <Trans>Mark all as read</Trans>
            </Button>
          )}
          <ol className="alerts__list" aria-label={t`Alerts`}>
            {alerts.list.map((alert) => (
              <AlertItem key={alert.id} alert={alert} alerts={alerts} masterdata={masterdata} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

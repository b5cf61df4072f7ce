// The workspace start page: a greeting, the state of this device's data and of one's own edits,
// a reader's favourites, recent searches and comparison (ReaderPanels), conflicts to resolve, and for staff the catalogue figures, the latest changes and the queues
// waiting for them. Each panel shows only what the user may see.
import { lazy, Suspense } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { can, REVIEW_DUE_MONTHS } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { formatDateTime, formatMonth, formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { displayName } from '../../session/display-name.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncStatus } from '../../sync/sync-context.ts';
import { Link } from '../../ui/Link.tsx';
import { Panel, ReaderPanels } from './ReaderPanels.tsx';
import { useCatalogueFigures, useConflictList, useQueues } from './use-dashboard.ts';
import './dashboard.css';

// Keeps the product list's first page, so its first full load after the sync paints at once.
// Loaded only once the sync is complete: the product resource's code is no work for a first sync.
const ProductListKeeper = lazy(() => import('./ProductListKeeper.tsx'));

export default function DashboardPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const { user } = useSession();
  const locale = useLocale();
  const localize = useLocalizePath();
  const status = useSyncStatus();
  const figures = useCatalogueFigures(locale);
  const conflicts = useConflictList();
  const queues = useQueues();
  if (!user) return null;
  const name = displayName(user);
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  const number = (value: number) => formatNumber(value, i18n.locale);

  return (
    <section className="page dashboard">
      {/* Also during a first sync: it keeps the list's first page before "Synced". */}
      {figures && status && (
        <Suspense fallback={null}>
          <ProductListKeeper />
        </Suspense>
      )}
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <p>
        <Trans>Welcome, {name}.</Trans>
      </p>
      <div className="dashboard__grid">
        <ReaderPanels userId={user.id} status={status} />
        {conflicts.length > 0 && (
          <Panel title={t`Conflicts to resolve`} tone="warn">
            <p>
              <Trans>
                Someone else changed these while you edited them. Nothing is lost: open each one and choose
                which version to keep, field by field.
              </Trans>
            </p>
            <ul>
              {conflicts.map((conflict) => (
                <li key={conflict.id}>
                  {conflict.master === 'catalogue_master' ? (
                    <Link href={localize(`/ds/products/edit-${conflict.doc_id}`)}>
                      {String(conflict.remote.name ?? conflict.doc_id)}
                    </Link>
                  ) : (
                    String(conflict.remote.title ?? conflict.doc_id)
                  )}
                </li>
              ))}
            </ul>
          </Panel>
        )}
        {figures && (
          <Panel title={t`Catalogue`}>
            <dl className="dashboard__figures">
              <div>
                <dt>
                  <Trans>Products</Trans>
                </dt>
                <dd>
                  <Trans>
                    {number(figures.products)} ({number(figures.visible)} visible)
                  </Trans>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Links and publications</Trans>
                </dt>
                <dd>{number(figures.links)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Master data items</Trans>
                </dt>
                <dd>{number(figures.masterdata)}</dd>
              </div>
            </dl>
            {can(user, 'products-read') && (
              <Link href={localize('/ds/products')}>
                <Trans>All products</Trans>
              </Link>
            )}
          </Panel>
        )}
        {figures && figures.recent.length > 0 && (
          <Panel title={t`Recent changes`}>
            <ol className="dashboard__recent">
              {figures.recent.map((change) => (
                <li key={`${change.kind}:${change.id}`}>
                  {change.kind === 'product' ? (
                    <Link href={localize(`/ds/products/${change.id}`)}>{change.name}</Link>
                  ) : (
                    change.name
                  )}{' '}
                  <span className="dashboard__meta">
                    {change.by === user.id ? <Trans>{when(change.at)}, by you</Trans> : when(change.at)}
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
        )}
        {figures && figures.dueForReview.count > 0 && (
          <Panel title={t`Due for review`}>
            <p>
              <Plural
                value={figures.dueForReview.count}
                one="# product is due for review: checked longer ago than the review interval, or undated."
                other="# products are due for review: checked longer ago than the review interval, or undated."
              />{' '}
              <Plural
                value={REVIEW_DUE_MONTHS}
                one="Review interval: # month."
                other="Review interval: # months."
              />
            </p>
            <ol className="dashboard__recent">
              {figures.dueForReview.oldest.map((product) => (
                <li key={product.id}>
                  <Link href={localize(`/ds/products/edit-${product.id}`)}>{product.name}</Link>{' '}
                  <span className="dashboard__meta">
                    {product.asOf ? formatMonth(product.asOf, i18n.locale) : <Trans>no date</Trans>}
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
        )}
        {queues.verifications !== null && (
          <Panel title={t`Verification requests`}>
            <p>
              <Link href={localize('/ds/users?status=requested')}>
                <Plural value={queues.verifications} one="# request waits" other="# requests wait" />
              </Link>
            </p>
          </Panel>
        )}
        {queues.quotations !== null && (
          <Panel title={t`Quote requests`}>
            <p>
              <Link href={localize('/ds/quotations')}>
                <Plural value={queues.quotations} one="# quote request" other="# quote requests" />
              </Link>
            </p>
          </Panel>
        )}
      </div>
    </section>
  );
}

// What a reader (a clinician with premium) comes back to: their favourites, their latest
// searches and the products picked for a comparison, each a step back into the catalogue, with
// the state of the data on this device. Names come from the device's catalogue, live.
import { useEffect, useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@poct/schemas';
import { watchProducts } from '../../db/products.ts';
import type { SyncStatus } from '../../db/replication/sync-status.ts';
import { useFavourites } from '../favourites/index.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useComparison } from '../compare/index.ts';
import { useRecentSearches } from '../search/index.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { useSyncLabel } from '../../sync/SyncStatusIndicator.tsx';
import { Link } from '../../ui/Link.tsx';

/** Favourites and the comparison show this many names; the full lists are a link away. */
const SHOWN = 5;

export function ReaderPanels({ userId, status }: { userId: string; status: SyncStatus | null }) {
  const favourites = useFavourites();
  const comparison = useComparison();
  const recent = useRecentSearches(userId);
  const favouriteIds = favourites?.list.slice(0, SHOWN).map((favourite) => favourite.product_id) ?? [];
  const names = useProductNames([...favouriteIds, ...(comparison?.ids ?? [])]);
  return (
    <>
      {status && <SyncPanel status={status} />}
      {favourites && <FavouritesPanel ids={favouriteIds} total={favourites.list.length} names={names} />}
      <RecentSearchesPanel queries={recent} />
      {comparison && <ComparisonPanel ids={comparison.ids} max={comparison.max} names={names} />}
    </>
  );
}

function SyncPanel({ status }: { status: SyncStatus }) {
  const { t, i18n } = useLingui();
  const label = useSyncLabel(status);
  return (
    <Panel title={t`Your data on this device`}>
      <p className="dashboard__sync">{label}</p>
      <p>
        {status.pending > 0 ? (
          <Plural
            value={status.pending}
            one="# change of yours is waiting to reach the server."
            other="# changes of yours are waiting to reach the server."
          />
        ) : (
          <Trans>All your changes are on the server.</Trans>
        )}
      </p>
      {status.lastSyncedAt && (
        <p>
          <Trans>Last synced: {formatDateTime(status.lastSyncedAt, i18n.locale)}</Trans>
        </p>
      )}
    </Panel>
  );
}

function FavouritesPanel(props: { ids: string[]; total: number; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const localize = useLocalizePath();
  return (
    <Panel title={t`Your favourites`}>
      {props.total === 0 ? (
        <p>
          <Trans>
            No favourites yet. Mark products with the star in the search results or on a product page.
          </Trans>
        </p>
      ) : (
        <>
          <ProductList ids={props.ids} names={props.names} />
          <Link href={localize('/ds/favorites')}>
            <Plural value={props.total} one="Your # favourite" other="All # favourites" />
          </Link>
        </>
      )}
    </Panel>
  );
}

function RecentSearchesPanel({ queries }: { queries: readonly string[] }) {
  const { t } = useLingui();
  const localize = useLocalizePath();
  return (
    <Panel title={t`Recent searches`}>
      {queries.length === 0 ? (
        <p>
          <Trans>Your searches on this device will be listed here.</Trans>
        </p>
      ) : (
        <ul className="dashboard__list">
          {queries.map((query) => (
            <li key={query}>
              <Link href={localize(`/search?q=${encodeURIComponent(query)}`)}>{query}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link href={localize('/search')}>
        <Trans>New search</Trans>
      </Link>
    </Panel>
  );
}

function ComparisonPanel(props: { ids: readonly string[]; max: number; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const localize = useLocalizePath();
  const count = props.ids.length;
  return (
    <Panel title={t`Comparison`}>
      {count === 0 ? (
        <p>
          <Plural
            value={props.max}
            one="No products selected. Pick up to # product in the search to compare."
            other="No products selected. Pick up to # products in the search to compare."
          />
        </p>
      ) : (
        <>
          <ProductList ids={props.ids} names={props.names} />
          <Link href={localize('/compare')}>
            <Plural value={count} one="Compare # product" other="Compare # products" />
          </Link>
        </>
      )}
    </Panel>
  );
}

function ProductList({ ids, names }: { ids: readonly string[]; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const localize = useLocalizePath();
  return (
    <ul className="dashboard__list">
      {ids.map((id) => (
        <li key={id}>
          <Link href={localize(`/products/${id}`)}>{names.get(id) ?? t`Product not on this device yet`}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Product names by id from the device's catalogue, updated as it syncs. */
function useProductNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const engine = useSyncEngine();
  const [products, setProducts] = useState<Map<string, Product>>(new Map());
  const key = [...new Set(ids)].join('|');
  useEffect(() => {
    if (!engine || key === '') return;
    return watchProducts(engine.local, key.split('|'), setProducts);
  }, [engine, key]);
  return new Map([...products].map(([id, product]) => [id, product.name]));
}

export function Panel({ title, tone, children }: { title: string; tone?: 'warn'; children: ReactNode }) {
  return (
    <section
      className={tone ? `dashboard__panel dashboard__panel--${tone}` : 'dashboard__panel'}
      aria-label={title}
    >
      <h2>{title}</h2>
      {children}
    </section>
  );
}

// /products/{id} and /ds/products/{id}: everything about one product, read from the device's
// copy of the catalogue, so it works offline. Guests and free users see what premium unlocks
// instead, and nothing premium is fetched for them (their device holds no catalogue at all).
// The alternatives come from the same local catalogue.
import { Trans, useLingui } from '@lingui/react/macro';
import { collectionsFor } from '../../db/collections.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageLoading } from '../../routes/PageLoading.tsx';
import type { PageProps } from '../../routes/page-props.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncComplete, useSyncEngine } from '../../sync/sync-context.ts';
import { Link } from '../../ui/Link.tsx';
import { PremiumInvitation } from './PremiumInvitation.tsx';
import { ProductDetail } from './ProductDetail.tsx';
import { useAlternatives } from './use-alternatives.ts';
import { useProductDetail } from './use-product-detail.ts';
import '../../styles/product.css';

export default function ProductPage({ route, params }: PageProps) {
  const { user, status } = useSession();
  const engine = useSyncEngine();
  const id = params.id ?? '';
  const held = user
    ? collectionsFor({
        premium: user.premium,
        permissions: user.role.permissions,
        linkAccess: user.plan?.link_access,
      })
    : [];
  const mayRead = held.includes('catalogue');

  if (status === 'starting') return <PageLoading />;
  if (!mayRead) return <PremiumInvitation signedIn={!!user} />;
  if (!engine?.local.collection('catalogue')) return <PageLoading />;
  return (
    <LocalProduct
      engine={engine}
      id={id}
      staffView={route.id === 'ds.products.detail'}
      linksLocked={!held.includes('publications')}
    />
  );
}

function LocalProduct({
  engine,
  id,
  staffView,
  linksLocked,
}: {
  engine: SyncEngine;
  id: string;
  staffView: boolean;
  linksLocked: boolean;
}) {
  const state = useProductDetail(engine, id);
  const alternatives = useAlternatives(engine, state.status === 'ready' ? state.product : undefined);
  const { t } = useLingui();
  useDocumentTitle(state.status === 'ready' ? state.product.name : t`Product`);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing') return <ProductUnavailable id={id} />;
  return (
    <ProductDetail
      product={state.product}
      links={state.links}
      masterdata={state.masterdata}
      staffView={staffView}
      linksLocked={linksLocked}
      alternatives={alternatives}
    />
  );
}

function ProductUnavailable({ id }: { id: string }) {
  const localize = useLocalizePath();
  // Until a first sync has finished here, an absent product may simply not have arrived yet.
  const downloading = !useSyncComplete();
  return (
    <section className="page product-unavailable" aria-labelledby="product-unavailable-title">
      <h1 id="product-unavailable-title">
        <Trans>Product not available</Trans>
      </h1>
      {downloading ? (
        <p role="status">
          <Trans>
            The catalogue is still downloading to this device. The product appears here once it has arrived.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            There is no product “{id}” in the catalogue on this device. It may have been withdrawn or hidden
            by the editors, or the address is wrong.
          </Trans>
        </p>
      )}
      <Link href={localize('/search')} variant="button">
        <Trans>Search the catalogue</Trans>
      </Link>
    </section>
  );
}

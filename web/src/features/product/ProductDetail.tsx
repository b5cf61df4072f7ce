// Every field of a product, in the page's language: its safety notices first, overview and facts, its
// tests, connectivity, hardware and consumables, net prices, documents and videos, publications
// alternatives and the quote request. Master data ids are shown by name.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isForProfessionals, safeUrl, type Link, type MasterData, type Product } from '@poct/schemas';
import { FavouriteButton } from '../favourites/index.ts';
import { WatchButton } from '../watchlist/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { LinksLocked } from '../payments/index.ts';
import type { Alternative } from './alternatives.ts';
import { AlternativesSection } from './AlternativesSection.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { Fact, Facts, NotSpecified } from './Facts.tsx';
import { labelledNamesOf, localized, namesOf, needsInformationWarning } from './product-view.ts';
import { PricesSection } from './PricesSection.tsx';
import { PublicationsSection } from './PublicationsSection.tsx';
import { SafetyNoticesSection } from './SafetyNoticesSection.tsx';
import { RegulatorySection } from './RegulatorySection.tsx';
import { SourcesSection } from './SourcesSection.tsx';
import { QuoteRequest } from '../quotations/index.ts';
import { ReviewsSection } from '../reviews/index.ts';
import { SubProductsTable } from './SubProductsTable.tsx';
import { ProfessionalsNotice } from '../../ui/ProfessionalsNotice.tsx';

export interface ProductDetailProps {
  product: Product;
  links: Link[];
  masterdata: ReadonlyMap<string, MasterData>;
  /** The workspace view (/ds/products/{id}) also shows the editors' visibility settings. */
  staffView?: boolean;
  /** The user's plan withholds documents, links and publications: show the invitation instead. */
  linksLocked?: boolean;
  /** Ranked from the device's catalogue (alternatives.ts); left out while it is being read. */
  alternatives?: readonly Alternative[];
}

export function ProductDetail({
  product,
  links,
  masterdata,
  staffView = false,
  linksLocked = false,
  alternatives,
}: ProductDetailProps) {
  const locale = useLocale();
  const shownLinks = product.links_visible ? links.filter((link) => link.visible !== false) : [];
  const description = localized(product.description, locale);
  const image = safeUrl('image', product.image_url);
  const hardware = localized(product.hardware, locale);
  const consumables = localized(product.consumables, locale);
  const names = (ids: readonly string[]) => namesOf(ids, masterdata, locale);

  return (
    <article className="product" aria-labelledby="product-title">
      <header className="product__header">
        <div>
          <h1 id="product-title" className="product__title">
            {product.name}
          </h1>
          <p className="product__maker">{product.manufacturer}</p>
          {isForProfessionals(product) && (
            <p className="product__audience" role="note">
              <ProfessionalsNotice />
            </p>
          )}
        </div>
        <FavouriteButton productId={product.id} productName={product.name} />
        <WatchButton productId={product.id} productName={product.name} />
      </header>

      {needsInformationWarning(product, links) && (
        <p className="product__warning" role="note">
          <strong>
            <Trans>Warning:</Trans>
          </strong>{' '}
          <Trans>This product has no official website or information.</Trans>
        </p>
      )}

      {!linksLocked && <SafetyNoticesSection links={shownLinks} />}

      <div className="product__overview">
        {/* Only our own uploads (the URL policy): a foreign address would let its host follow every reader. */}
        {image && <img className="product__image" src={image} alt={product.name} />}
        {description.text && (
          <p className="product__description" lang={description.lang}>
            {description.text}
          </p>
        )}
      </div>

      <Facts>
        <Fact label={<Trans>Manufacturer (brand)</Trans>}>{product.manufacturer}</Fact>
        <Fact label={<Trans>Distributor</Trans>}>{product.distributor}</Fact>
        <Fact label={<Trans>Provider</Trans>}>{product.provider}</Fact>
        <Fact label={<Trans>Synonyms</Trans>}>{product.synonyms.join(', ')}</Fact>
        <Fact label={<Trans>Parameters</Trans>}>
          {labelledNamesOf(product.parameter_ids, masterdata, locale).join(', ')}
        </Fact>
        <Fact label={<Trans>Methods (device type, procedure)</Trans>}>
          {names(product.method_ids).join(', ')}
        </Fact>
        <Fact label={<Trans>Details</Trans>}>{names(product.detail_ids).join(', ')}</Fact>
        <Fact label={<Trans>Diagnostic areas</Trans>}>{names(product.diagnostic_area_ids).join(', ')}</Fact>
        {staffView && (
          <>
            <Fact label={<Trans>Visible in the catalogue</Trans>}>
              {product.visible ? <Trans>Yes</Trans> : <Trans>No</Trans>}
            </Fact>
            <Fact label={<Trans>Links visible</Trans>}>
              {product.links_visible ? <Trans>Yes</Trans> : <Trans>No</Trans>}
            </Fact>
          </>
        )}
      </Facts>

      <Section id="product-tests" title={<Trans>Tests (sub-products)</Trans>}>
        <SubProductsTable product={product} masterdata={masterdata} />
      </Section>

      <Section id="product-connectivity" title={<Trans>Connectivity</Trans>}>
        <Facts>
          <Fact label={<Trans>Protocols</Trans>}>
            {labelledNamesOf(product.connectivity.connectivity_ids, masterdata, locale).join(', ')}
          </Fact>
          <Fact label={<Trans>Transmission options</Trans>}>
            {names(product.connectivity.transmission_ids).join(', ')}
          </Fact>
          <Fact label={<Trans>Sample types</Trans>}>
            {names(product.connectivity.sample_type_ids).join(', ')}
          </Fact>
        </Facts>
      </Section>

      <Section id="product-equipment" title={<Trans>Hardware and consumables</Trans>}>
        <h3>
          <Trans>Hardware</Trans>
        </h3>
        <Paragraph text={hardware} />
        <h3>
          <Trans>Consumables</Trans>
        </h3>
        <Paragraph text={consumables} />
      </Section>

      <RegulatorySection product={product} />

      <PricesSection price={product.price} running={product} />

      <SourcesSection product={product} />

      {alternatives && <AlternativesSection alternatives={alternatives} staffView={staffView} />}

      <QuoteRequest product={product} masterdata={masterdata} />

      <ReviewsSection productId={product.id} productName={product.name} />

      {!product.links_visible && (
        <p className="product__note">
          <Trans>The editors have hidden the documents and publications of this product for now.</Trans>
        </p>
      )}
      {linksLocked ? (
        <LinksLocked />
      ) : (
        <>
          <DocumentsSection links={shownLinks} />
          <PublicationsSection links={shownLinks} />
        </>
      )}
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="product__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Paragraph({ text }: { text: { text: string; lang: string } }) {
  return text.text ? (
    <p lang={text.lang}>{text.text}</p>
  ) : (
    <p>
      <NotSpecified />
    </p>
  );
}

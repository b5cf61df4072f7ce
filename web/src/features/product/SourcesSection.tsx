// Where the product's data come from and as of when ("Stand"), in the page's language: the
// month the data were checked and each source with its kind and date. An address is a link only
// where the URL policy allows it; a citation stays text.
import { Trans, useLingui } from '@lingui/react/macro';
import { safeUrl, type Product } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatMonth } from '../../lib/format.ts';
import { SOURCE_KIND_LABELS } from './regulatory-labels.ts';

export function SourcesSection({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const sources = product.sources ?? [];
  const dataAsOf = product.data_as_of ? formatMonth(product.data_as_of, locale) : undefined;
  return (
    <section className="product__section" aria-labelledby="product-sources">
      <h2 id="product-sources">
        <Trans>Sources and dates</Trans>
      </h2>
      <p className="product__note">
        {dataAsOf ? (
          <Trans>
            Product data as of: <time dateTime={product.data_as_of}>{dataAsOf}</time>
          </Trans>
        ) : (
          <Trans>The date of the product data is not stated.</Trans>
        )}
      </p>
      {sources.length > 0 && (
        <ul className="product__sources">
          {sources.map((source, index) => {
            const href = safeUrl('website', source.reference);
            const asOf = formatMonth(source.as_of, locale);
            return (
              <li key={index}>
                {i18n._(SOURCE_KIND_LABELS[source.kind])}:{' '}
                {href ? (
                  <a className="link focus-ring" href={href} target="_blank" rel="noopener noreferrer">
                    {source.reference}
                    <span className="visually-hidden">{t`(opens in a new tab)`}</span>
                  </a>
                ) : (
                  source.reference
                )}{' '}
                (
                <Trans>
                  as of <time dateTime={source.as_of}>{asOf}</time>
                </Trans>
                )
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

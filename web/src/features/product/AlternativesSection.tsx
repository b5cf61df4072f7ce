// Up to five alternatives to the product, each linked to its page with the reason in words in
// the page's language ("gleiche Parameter, 3 min schneller"); alternatives.ts ranks them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatNumber } from '../../lib/format.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import { Link } from '../../ui/Link.tsx';
import { reasonParts, type Alternative, type ReasonPart } from './alternatives.ts';

export function AlternativesSection({
  alternatives,
  staffView,
}: {
  alternatives: readonly Alternative[];
  staffView: boolean;
}) {
  const path = useRoutePath();
  const text = useReasonText();
  return (
    <section className="product__section" aria-labelledby="product-alternatives">
      <h2 id="product-alternatives">
        <Trans>Alternatives</Trans>
      </h2>
      {alternatives.length === 0 ? (
        <p className="muted">
          <Trans>No alternatives with the same parameters are in the catalogue.</Trans>
        </p>
      ) : (
        <ol className="product-alternatives">
          {alternatives.map(({ product, reason }) => (
            <li key={product.id} className="product-alternatives__item">
              <Link href={path(staffView ? 'ds.products.detail' : 'product', { id: product.id })}>
                {product.name}
              </Link>{' '}
              <span className="muted">({product.manufacturer})</span>
              <p className="product-alternatives__reason">{reasonParts(reason).map(text).join(', ')}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function useReasonText(): (part: ReasonPart) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return (part) => {
    switch (part.kind) {
      case 'pinned':
        return t`recommended by the editors`;
      case 'same-parameters':
        return t`same parameters`;
      case 'some-parameters': {
        const { shared, of } = part;
        return t`${shared} of ${of} parameters in common`;
      }
      case 'same-sample-type':
        return t`same sample type`;
      case 'other-sample-type':
        return t`other sample type`;
      case 'faster': {
        const minutes = formatNumber(part.minutes, locale);
        return t`${minutes} min faster`;
      }
      case 'slower': {
        const minutes = formatNumber(part.minutes, locale);
        return t`${minutes} min slower`;
      }
      case 'less-sample': {
        const microlitres = formatNumber(part.microlitres, locale);
        return t`${microlitres} µl less sample`;
      }
      case 'more-sample': {
        const microlitres = formatNumber(part.microlitres, locale);
        return t`${microlitres} µl more sample`;
      }
    }
  };
}

// The product's regulatory identity under the IVDR: risk class, self-testing, CE status, the
// device identifiers and the manufacturer's SRN, and where it is available.
import { Trans, useLingui } from '@lingui/react/macro';
import { AVAILABILITY_COUNTRIES, type Product } from '@poct/schemas';
import { Fact, Facts } from './Facts.tsx';
import { CE_STATUS_LABELS, COUNTRY_LABELS } from './regulatory-labels.ts';

export function RegulatorySection({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const regulatory = product.regulatory ?? {};
  const availability = regulatory.availability ?? {};
  const available = AVAILABILITY_COUNTRIES.filter((country) => availability[country] === true);
  const countries = (list: readonly (typeof AVAILABILITY_COUNTRIES)[number][]) =>
    list.map((country) => i18n._(COUNTRY_LABELS[country])).join(', ');
  const classLabel = (label: string | undefined, selfTesting: boolean) => {
    if (!label) return '';
    return selfTesting ? t`Class ${label}, for self-testing` : t`Class ${label}`;
  };
  return (
    <section className="product__section" aria-labelledby="product-regulatory">
      <h2 id="product-regulatory">
        <Trans>Regulatory identity</Trans>
      </h2>
      <Facts>
        <Fact label={<Trans>IVDR class</Trans>}>
          {classLabel(regulatory.ivdr_class, regulatory.self_testing === true)}
        </Fact>
        <Fact label={<Trans>CE status</Trans>}>
          {regulatory.ce_status ? i18n._(CE_STATUS_LABELS[regulatory.ce_status]) : ''}
        </Fact>
        <Fact label={<Trans>Basic UDI-DI</Trans>}>{regulatory.basic_udi_di ?? ''}</Fact>
        <Fact label={<Trans>UDI-DI</Trans>}>{(regulatory.udi_di ?? []).join(', ')}</Fact>
        <Fact label={<Trans>Manufacturer's SRN</Trans>}>{regulatory.srn ?? ''}</Fact>
        <Fact label={<Trans>Available in</Trans>}>{countries(available)}</Fact>
      </Facts>
    </section>
  );
}

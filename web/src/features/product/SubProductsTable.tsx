// The product's tests (sub-products) as a table: one row per test, headed by its name, so a
// screen reader announces the test with every cell. On a narrow screen it scrolls sideways in its
// own box, with a hint (ui/TableScroll.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { subSampleTypeIn, type MasterData, type Product } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatNumber } from '../../lib/format.ts';
import { labelledNamesOf, localized, sampleTypeLabel } from './product-view.ts';
import { Table } from '../../ui/Table.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';

export function SubProductsTable({
  product,
  masterdata,
}: {
  product: Product;
  masterdata: ReadonlyMap<string, MasterData>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  if (product.sub_products.length === 0) {
    return (
      <p className="muted">
        <Trans>No tests are listed for this product.</Trans>
      </p>
    );
  }
  const caption = t`Tests of ${product.name}`;
  return (
    <TableScroll label={caption}>
      <Table
        className="product-table"
        caption={caption}
        headers={[
          { id: 'test', label: t`Test` },
          { id: 'sample-type', label: t`Sample type` },
          { id: 'sub-sample-type', label: t`Sub-sample type` },
          { id: 'sample-volume', label: t`Sample volume`, className: 'product-table__number' },
          { id: 'time-to-result', label: t`Time to result`, className: 'product-table__number' },
          { id: 'parameters', label: t`Parameters` },
          { id: 'loinc', label: t`LOINC` },
          { id: 'extra-information', label: t`Extra information` },
        ]}
      >
        {product.sub_products.map((test) => {
          const volume = formatNumber(test.sample_volume_ul, locale);
          const minutes = formatNumber(test.time_to_result_min, locale);
          const extra = localized(test.extra_info, locale);
          return (
            <tr key={test.id}>
              <th scope="row">{test.name}</th>
              <td>{sampleTypeLabel(test.sample_type_id, masterdata, locale)}</td>
              <td>{subSampleTypeIn(test.sub_sample_type, locale)}</td>
              <td className="product-table__number">{t`${volume} µl`}</td>
              <td className="product-table__number">{t`${minutes} min`}</td>
              <td>{labelledNamesOf(test.parameter_ids, masterdata, locale).join(', ')}</td>
              <td>{(test.loinc_codes ?? []).join(', ')}</td>
              <td lang={extra.lang}>{extra.text}</td>
            </tr>
          );
        })}
      </Table>
    </TableScroll>
  );
}

// Every field of a quote request as a description list, for the
// read dialog of /ds/quotations. Fields the requester left out are shown as "—", so staff see
// that they were asked and not answered.
import { useLingui } from '@lingui/react/macro';
import type { Quotation } from '@poct/schemas';
import { formatDateTime, formatLongDate, formatNumber } from '../../lib/format.ts';

type Row = { label: string; value: string | undefined; kind?: 'email' | 'long' };

export function QuotationDetails({ quotation }: { quotation: Quotation }) {
  const { t, i18n } = useLingui();
  const number = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value, i18n.locale);
  const day = (iso: string | undefined) => (iso ? formatLongDate(iso, i18n.locale) : undefined);
  const language = { de: t`German`, en: t`English` } as const;
  const rows: Row[] = [
    { label: t`Received`, value: formatDateTime(quotation.created_at, i18n.locale) },
    { label: t`Product`, value: quotation.product_name },
    { label: t`Test (sub-product)`, value: quotation.sub_product_name },
    { label: t`Name`, value: quotation.name },
    { label: t`Company`, value: quotation.company },
    { label: t`Email`, value: quotation.email, kind: 'email' },
    { label: t`Phone`, value: quotation.phone },
    { label: t`Subject`, value: quotation.subject },
    { label: t`Message`, value: quotation.message, kind: 'long' },
    { label: t`Number of devices`, value: number(quotation.devices_count) },
    { label: t`Planned purchase date`, value: day(quotation.planned_purchase_date) },
    { label: t`Tests per year`, value: number(quotation.tests_per_year) },
    { label: t`Additional information`, value: quotation.additional_info, kind: 'long' },
    { label: t`Language of the request`, value: quotation.locale && language[quotation.locale] },
  ];
  return (
    <dl className="quotation-details">
      {rows.map(({ label, value, kind }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={kind === 'long' ? 'quotation-details__long' : undefined}>
            {!value ? '—' : kind === 'email' ? <a href={`mailto:${value}`}>{value}</a> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

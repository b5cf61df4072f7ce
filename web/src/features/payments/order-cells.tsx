// The columns both order tables share (the user's own on the profile page, every order at
// /ds/orders for staff): date, [buyer,] plan, net amount, status and the receipt link.
import { Trans, useLingui } from '@lingui/react/macro';
import { safeUrl, type Order } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import type { TableHeader } from '../../ui/Table.tsx';
import { formatCents } from './money.ts';

/** The column headers; staff's table has the buyer after the date. */
export function useOrderHeaders({ withBuyer = false } = {}): TableHeader[] {
  const { t } = useLingui();
  return [
    { id: 'date', label: t`Date` },
    ...(withBuyer ? [{ id: 'user', label: t`User` }] : []),
    { id: 'plan', label: t`Plan` },
    { id: 'net', label: t`Net amount` },
    { id: 'status', label: t`Status` },
    { id: 'receipt', label: t`Receipt` },
  ];
}

/** The cells after the date (and the buyer): plan, net amount, status and the receipt. */
export function OrderCells({ order, plan, status }: { order: Order; plan: string; status: string }) {
  const locale = useLocale();
  // The payment provider's page, when its address passes the URL policy.
  const receipt = safeUrl('website', order.receipt_url);
  return (
    <>
      <td>{plan}</td>
      <td>{formatCents(order.amount_net, order.currency, locale)}</td>
      <td>{status}</td>
      <td>
        {receipt ? (
          <a className="link focus-ring" href={receipt} target="_blank" rel="noopener noreferrer">
            <Trans>Invoice</Trans>
          </a>
        ) : (
          '–'
        )}
      </td>
    </>
  );
}

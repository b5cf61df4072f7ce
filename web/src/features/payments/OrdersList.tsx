// The signed-in user's orders on the profile page: date, plan, net amount, status and the
// receipt, newest first.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { valueOf } from '../../lib/loaded.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Table } from '../../ui/Table.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { OrderCells, useOrderHeaders } from './order-cells.tsx';
import { listMyOrders } from './payments-api.ts';

export function OrdersList() {
  const { t } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const headers = useOrderHeaders();
  const { loaded } = useLoad('my-orders', (signal) => listMyOrders(api, signal));
  const orders = valueOf(loaded);
  const statusText: Record<OrderStatus, string> = { pending: t`pending`, paid: t`paid`, failed: t`failed` };
  return (
    <section aria-labelledby="orders-title" className="orders">
      <h2 id="orders-title">
        <Trans>Your orders</Trans>
      </h2>
      {(loaded.state === 'failed' || loaded.state === 'missing') && (
        <p className="notice">
          <Trans>Your orders could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {orders?.length === 0 && (
        <p>
          <Trans>You have not bought anything yet.</Trans>
        </p>
      )}
      {orders && orders.length > 0 && (
        <Table
          className="table"
          data-testid="orders"
          caption={t`Your orders, newest first. Amounts are net, plus VAT.`}
          headers={headers}
        >
          {orders.map((order) => (
            <tr key={order.id} data-testid="order">
              <td>{formatLongDate(order.created_at, locale)}</td>
              <OrderCells order={order} plan={order.plan_name[locale]} status={statusText[order.status]} />
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

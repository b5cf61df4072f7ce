// /ds/orders: every order, newest first, for staff with `plans-read`: date, buyer,
// plan, net amount, status and the receipt. Read-only. The status filter asks the server
// (GET /api/orders?status=, also taken from the address); the search looks through the loaded
// rows. Server-only data, so the page needs a connection.
import { useCallback, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { isOrderStatus, type Order, type OrderStatus } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { OrderCells, useOrderHeaders } from './order-cells.tsx';
import { Select } from '../../ui/Select.tsx';
import { Table } from '../../ui/Table.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Resource, ResourceViewProps } from '../../workspace/resource.ts';
import '../../styles/account-forms.css';
import '../../workspace/forms/workspace-forms.css';

type StatusChoice = OrderStatus | 'all';
const CHOICES: readonly StatusChoice[] = ['all', 'pending', 'paid', 'failed'];

function useStatusLabels(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return { pending: t`Pending`, paid: t`Paid`, failed: t`Failed` };
}

export const ORDERS: Resource<Order> = {
  source: {
    kind: 'rest',
    path: (query) =>
      `/api/orders${query.status && query.status !== 'all' ? `?status=${encodeURIComponent(query.status)}` : ''}`,
    rows: (answer) => (answer as { orders: Order[] }).orders,
    keepPrevious: true,
  },
  routes: { list: 'ds.orders' },
  title: msg`Orders`,
  intro: msg`Plans bought by card, newest first. Amounts are net, before VAT.`,
  empty: msg`No orders yet.`,
  savedOn: 'server',
  rowKey: (row) => row.id,
  nameOf: (row) => row.id,
  mayCreate: () => false,
  mayEdit: () => false,
  useColumns: () => [],
  useFilters() {
    const { t } = useLingui();
    const initial = new URLSearchParams(useLocation().search).get('status');
    const [status, setStatus] = useState<StatusChoice>(isOrderStatus(initial) ? initial : 'all');
    const [search, setSearch] = useState('');
    const labels = useStatusLabels();
    const locale = useLocale();
    const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const filter = useCallback(
      (row: Order) => {
        const text = [row.email, row.plan_name[locale], row.plan_id].join(' ').toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      },
      [words.join(' '), locale], // eslint-disable-line react-hooks/exhaustive-deps
    );
    const choices: Record<StatusChoice, string> = { all: t`All orders`, ...labels };
    return {
      query: { status, search },
      filter,
      caption: status === 'all' ? t`Orders` : t`Orders: ${choices[status]}`,
      controls: (
        <div className="wf-toolbar">
          <Select
            label={t`Status`}
            options={CHOICES.map((id) => ({ id, label: choices[id] }))}
            selectedKey={status}
            onSelectionChange={(key) => key !== null && setStatus(key as StatusChoice)}
          />
          <TextField label={t`Search orders`} type="search" value={search} onChange={setSearch} />
        </div>
      ),
    };
  },
  View: OrdersTable,
};

function OrdersTable({ rows, filters }: ResourceViewProps<Order>) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const labels = useStatusLabels();
  const headers = useOrderHeaders({ withBuyer: true });
  const shown = rows.filter((row) => filters.filter?.(row) ?? true);
  if (shown.length === 0) {
    const filtered = (filters.query?.status ?? 'all') !== 'all' || !!filters.query?.search?.trim();
    return (
      <p className="muted" role="status" data-testid="orders-empty">
        {filtered ? <Trans>No order matches this filter.</Trans> : i18n._(ORDERS.empty)}
      </p>
    );
  }
  return (
    <>
      <p className="muted" role="status">
        <Plural value={shown.length} one="# order" other="# orders" />
      </p>
      <Table className="account-table" caption={filters.caption ?? t`Orders`} headers={headers}>
        {shown.map((order) => (
          <tr key={order.id} data-order={order.id} data-status={order.status}>
            <th scope="row">
              <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.locale)}</time>
            </th>
            <td>{order.email}</td>
            <OrderCells
              order={order}
              plan={order.plan_name[locale] || order.plan_id}
              status={labels[order.status]}
            />
          </tr>
        ))}
      </Table>
    </>
  );
}

// Orders in the server-only `orders` database, one document per Stripe Checkout Session under
// the id `order-<session id>`. Creating that document is the claim: the store answers 409 to a
// second create, so a return page and a webhook racing for the same session end with one order.
// Lists read the whole `order-` range: fine for thousands of orders; a view would be next.
import type { Order, OrderStatus } from '@poct/schemas';
import { StoreError, type CouchDoc, type StoreClient } from '../store/couch-client.ts';

export const ORDERS_DB = 'orders';
const PREFIX = 'order-';

export function orderIdOf(checkoutSessionId: string): string {
  return `${PREFIX}${checkoutSessionId}`;
}

export function isConflict(error: unknown): boolean {
  return error instanceof StoreError && error.status === 409;
}

type OrderDoc = CouchDoc & Omit<Order, 'id'>;

function orderOf(doc: OrderDoc): Order & { _rev: string } {
  const { _id, _rev, ...fields } = doc;
  return { ...(fields as Omit<Order, 'id'>), id: _id, _rev: _rev! };
}

export interface Orders {
  get(id: string): Promise<(Order & { _rev: string }) | undefined>;
  /** Creates the order; false when one with its id exists already (nothing is changed then). */
  create(order: Order): Promise<boolean>;
  /** Applies `change` to the stored order, retrying on a conflict; undefined if there is none. */
  update(id: string, change: (order: Order) => Order): Promise<Order | undefined>;
  list(filter?: { userId?: string; status?: OrderStatus }): Promise<Order[]>;
}

export function createOrders(store: StoreClient): Orders {
  async function get(id: string) {
    const doc = await store.get<OrderDoc>(ORDERS_DB, id);
    return doc && !doc._deleted ? orderOf(doc) : undefined;
  }
  return {
    get,
    async create(order) {
      const { id, ...fields } = order;
      try {
        await store.put(ORDERS_DB, { ...fields, _id: id });
        return true;
      } catch (error) {
        if (isConflict(error)) return false;
        throw error;
      }
    },
    async update(id, change) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const current = await get(id);
        if (!current) return undefined;
        const { _rev, ...order } = current;
        const next = change(order);
        if (next === order) return order;
        const { id: _id, ...fields } = next;
        try {
          await store.put(ORDERS_DB, { ...fields, _id: id, _rev });
          return next;
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
      }
      throw new Error(`orders: could not update ${id}`);
    },
    async list(filter = {}) {
      const docs = await store.allDocs<OrderDoc>(ORDERS_DB, { startkey: PREFIX, endkey: `${PREFIX}\ufff0` });
      return docs
        .map((doc) => {
          const { _rev: _ignored, ...order } = orderOf(doc);
          return order as Order;
        })
        .filter((order) => !filter.userId || order.user_id === filter.userId)
        .filter((order) => !filter.status || order.status === filter.status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  };
}

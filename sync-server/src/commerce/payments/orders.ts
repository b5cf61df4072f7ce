// Orders in the server-only `orders` database, one document per Stripe Checkout Session under
// the id `order-<session id>`. Creating that document is the claim: the store answers 409 to a
// second create, so a return page and a webhook racing for the same session end with one order.
// Lists read the whole `order-` range: fine for thousands of orders; a view would be next.
import type { Order, OrderStatus } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createDocument, updateDocument } from '../../platform/store/update-document.ts';

export const ORDERS_DB = 'orders';
const PREFIX = 'order-';
/** Conflicts an order write takes before giving up (each waits a short random pause first). */
const UPDATE_RETRIES = 30;

export function orderIdOf(checkoutSessionId: string): string {
  return `${PREFIX}${checkoutSessionId}`;
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
      return (await createDocument(store, ORDERS_DB, { ...fields, _id: id })).created;
    },
    async update(id, change) {
      let result: Order | undefined;
      await updateDocument<OrderDoc>(
        store,
        ORDERS_DB,
        id,
        (doc) => {
          result = undefined;
          if (!doc || doc._deleted) return undefined;
          const { _rev: _ignored, ...order } = orderOf(doc);
          result = change(order);
          if (result === order) return undefined;
          const { id: _id, ...fields } = result;
          return { ...fields, _id: id } as OrderDoc;
        },
        { retries: UPDATE_RETRIES },
      );
      return result;
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

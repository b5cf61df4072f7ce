// What the orders database holds of one buyer, for "Download my data", and what of it stays after
// the buyer's account is erased: tax law (§ 147 AO, § 14b UStG) keeps booking records for ten
// years, so an order keeps what it sold, for how much, when, and the receipt Stripe issued; the
// link to the account and the buyer's email go. The erasure sweep deletes it when the ten years end.
import { FORMER_MEMBER_ID, type Order } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { createOrders, ORDERS_DB } from './orders.ts';

/** Years an order's booking record is kept after its account is erased. */
export const ORDER_RETENTION_YEARS = 10;

export function ordersOf(store: StoreClient, userId: string): Promise<Order[]> {
  return createOrders(store).list({ userId });
}

function retainedUntil(createdAt: string): string {
  const end = new Date(createdAt);
  end.setUTCFullYear(end.getUTCFullYear() + ORDER_RETENTION_YEARS);
  return end.toISOString();
}

/** Keeps of each of the buyer's orders only the booking record tax law requires. */
export async function keepOrdersForTaxOnly(store: StoreClient, userId: string): Promise<void> {
  const orders = createOrders(store);
  for (const order of await orders.list({ userId }))
    await orders.update(order.id, (current) =>
      current.user_id === userId
        ? {
            ...current,
            user_id: FORMER_MEMBER_ID,
            email: '',
            retain_until: retainedUntil(current.created_at),
          }
        : current,
    );
}

/** Deletes the kept booking records whose ten years have ended; how many. */
export async function dropExpiredOrders(store: StoreClient, now: number): Promise<number> {
  let dropped = 0;
  for (const order of await createOrders(store).list({ userId: FORMER_MEMBER_ID })) {
    const until = order.retain_until;
    if (!until || Date.parse(until) > now) continue;
    const outcome = await updateDocument<CouchDoc>(
      store,
      ORDERS_DB,
      order.id,
      (doc) =>
        doc && !doc._deleted && doc.retain_until === until ? { _id: order.id, _deleted: true } : undefined,
      { retries: 3 },
    );
    if (outcome.written) dropped++;
  }
  return dropped;
}

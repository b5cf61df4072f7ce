// Which links name one of a set of products, asked of `publications_master` itself. The projector
// asks after every batch of product changes, so that the links follow their product into or out
// of `publications`.
//
// A Mango `_find` without an index of ours: an index (or a view) would be a design document in
// the master itself, and staff replicate the masters through the gateway, which passes design
// documents on in a pull but refuses them in a push, so a staff device would hold a document it
// can neither use nor write back. The store therefore scans the database for each question
// (CouchDB adds a "no matching index" warning to the answer); at catalogue sizes (a few thousand
// links) that is a fraction of a second per batch of product changes. Pages follow `_id` rather
// than `skip`, so a link written or deleted meanwhile cannot push another one out of the answer.
import type { StoreClient } from '../store/couch-client.ts';

const PAGE_SIZE = 10_000;

/** The ids of the links in `publications_master` whose `product_id` is one of `productIds`. */
export async function findLinkIds(
  store: StoreClient,
  productIds: readonly string[],
  pageSize = PAGE_SIZE,
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const ids: string[] = [];
  let after = '';
  for (;;) {
    const { docs } = await store.json<{ docs: Array<{ _id: string }> }>('publications_master/_find', {
      method: 'POST',
      body: {
        selector: { product_id: { $in: productIds }, _id: { $gt: after } },
        fields: ['_id'],
        sort: [{ _id: 'asc' }],
        limit: pageSize,
      },
    });
    ids.push(...docs.map((doc) => doc._id));
    const last = docs.at(-1);
    if (docs.length < pageSize || !last) return ids;
    after = last._id;
  }
}

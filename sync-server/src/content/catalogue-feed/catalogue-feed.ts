// GET /api/catalogue/feed.atom: a public Atom feed of the newest listed products, their names and
// manufacturers only. It reads the catalogue database (the projection readers replicate, which
// holds no staff fields) and lists only visible products for the public: nothing premium, nothing
// hidden, nothing for professionals only (`audience`). Open to anyone, so it counts against the same per-address limit as the public post reads.
import express from 'express';
import { Feed } from 'feed';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { Auth } from '../../identity/index.ts';

/** How many of the newest products the feed lists. */
export const FEED_ENTRIES = 50;
const FEED_READS_BY_IP = 'catalogue-feed-reads-ip';

interface ListedProduct {
  _id: string;
  [field: string]: unknown;
}

export interface FeedEntry {
  id: string;
  name: string;
  manufacturer: string;
  listedAt: string;
}

/** The newest visible products, newest first, with only the fields the feed may show. */
export function newestListed(docs: readonly ListedProduct[], count = FEED_ENTRIES): FeedEntry[] {
  return docs
    .flatMap((doc) =>
      doc.visible === true &&
      doc.audience !== 'professionals' &&
      typeof doc.name === 'string' &&
      typeof doc.manufacturer === 'string' &&
      typeof doc.created_at === 'string' &&
      !doc._id.startsWith('_')
        ? [{ id: doc._id, name: doc.name, manufacturer: doc.manufacturer, listedAt: doc.created_at }]
        : [],
    )
    .sort((a, b) => b.listedAt.localeCompare(a.listedAt) || a.id.localeCompare(b.id))
    .slice(0, count);
}

export function catalogueAtom(entries: readonly FeedEntry[], publicUrl: string): string {
  const feed = new Feed({
    id: `${publicUrl}/api/catalogue/feed.atom`,
    title: 'POCT Atlas: newly listed products',
    description: 'Point-of-care devices newly listed in the POCT Atlas catalogue',
    link: publicUrl,
    language: 'de',
    copyright: 'POCT Atlas',
    updated: new Date(entries[0]?.listedAt ?? 0),
    feedLinks: { atom: `${publicUrl}/api/catalogue/feed.atom` },
  });
  for (const entry of entries) {
    const link = `${publicUrl}/products/${encodeURIComponent(entry.id)}`;
    feed.addItem({
      id: link,
      link,
      title: `${entry.name} (${entry.manufacturer})`,
      author: [{ name: entry.manufacturer }],
      date: new Date(entry.listedAt),
    });
  }
  return feed.atom1();
}

export function createCatalogueFeedRouter(deps: {
  config: Config;
  store: StoreClient;
  auth: Auth;
}): express.Router {
  const router = express.Router();
  router.get('/feed.atom', async (req, res) => {
    await deps.auth.rateLimiter.consume({
      bucket: FEED_READS_BY_IP,
      key: req.ip ?? '',
      limit: deps.config.postsReadsPerIp,
    });
    const docs = await deps.store.allDocs<ListedProduct>('catalogue');
    res.setHeader('content-type', 'application/atom+xml; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=300');
    res.send(catalogueAtom(newestListed(docs), deps.config.publicUrl));
  });
  return router;
}

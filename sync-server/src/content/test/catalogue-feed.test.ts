// The public Atom feed of newly listed products through the real server: well-formed Atom XML,
// anyone may read it, it lists visible products with their names and manufacturers only, and it
// carries no premium field (prices, tests, descriptions, documents) and no hidden product.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { DEMO_HIDDEN_PRODUCT_ID } from '../../demo/index.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { FEED_ENTRIES } from '../catalogue-feed/catalogue-feed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const children = (element: Element | undefined, name: string) =>
  (element?.elements ?? []).filter((child) => child.name === name);
const textOf = (element: Element | undefined) =>
  (element?.elements ?? []).map((child) => String(child.text ?? child.cdata ?? '')).join('');

describe('GET /api/catalogue/feed.atom', () => {
  it('is Atom XML anyone may read, with names and manufacturers of visible products only', async () => {
    const response = await server.api('/api/catalogue/feed.atom');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const body = await response.text();
    const document = xml2js(body, { compact: false }) as Element;
    const feed = children(document, 'feed')[0];
    expect(feed?.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom');
    for (const required of ['id', 'title', 'updated']) expect(children(feed, required)).toHaveLength(1);

    const entries = children(feed, 'entry');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(FEED_ENTRIES);
    const products = await server.store.allDocs<{ _id: string; [field: string]: unknown }>(
      'catalogue_master',
    );
    const byId = new Map(products.map((product) => [product._id, product]));
    for (const entry of entries) {
      const names = (entry.elements ?? []).map((child) => child.name);
      expect(new Set(names)).toEqual(new Set(['title', 'id', 'link', 'updated', 'author']));
      const id = decodeURIComponent(textOf(children(entry, 'id')[0]).split('/products/')[1] ?? '');
      const product = byId.get(id);
      expect(product?.visible).toBe(true);
      expect(textOf(children(entry, 'title')[0])).toBe(
        `${String(product?.name)} (${String(product?.manufacturer)})`,
      );
    }
    expect(body).not.toContain(DEMO_HIDDEN_PRODUCT_ID);
    // No premium byte: no price, test, description, hardware or staff note of any listed product.
    for (const product of products) {
      const description = product.description as { de: string; en: string };
      expect(body).not.toContain(description.de);
      expect(body).not.toContain(description.en);
      if (typeof product.internal_note === 'string') expect(body).not.toContain(product.internal_note);
    }
    expect(body).not.toMatch(/price|sub_products|consumables|loinc|regulatory/i);
  });

  it('never lists a product for professionals, for nobody signs in to read the feed', async () => {
    const feedIds = async () => {
      const body = await (await server.api('/api/catalogue/feed.atom')).text();
      return [...body.matchAll(/<id>[^<]*\/products\/([^<]+)<\/id>/g)].map((match) =>
        decodeURIComponent(match[1]!),
      );
    };
    const [newest] = await feedIds();
    expect(newest).toBeDefined();
    const stored = (await server.store.get<{ _id: string; _rev: string }>('catalogue_master', newest!))!;
    await server.store.put('catalogue_master', { ...stored, audience: 'professionals' });
    await vi.waitFor(
      async () => {
        expect(await feedIds()).not.toContain(newest);
      },
      { timeout: 30_000, interval: 200 },
    );
  });
});

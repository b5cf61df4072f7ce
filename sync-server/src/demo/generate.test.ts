import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from './categories.ts';
import type { Panel } from './categories.ts';
import type { DemoData } from './index.ts';
import {
  DEMO_HIDDEN_PRODUCT_ID,
  DEMO_PRODUCT_WITH_14_PUBLICATIONS,
  DEMO_PRODUCT_WITH_HIDDEN_LINK,
  DEMO_PRODUCT_WITH_SAFETY_NOTICE,
  DEMO_PRODUCT_WITH_SAFETY_NOTICES,
  DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE,
  generateDemoData,
} from './index.ts';
import {
  LINK_CATEGORIES,
  LINK_TYPES,
  MAX_PUBLICATIONS,
  MIN_DEMO_PRODUCTS,
  PUBLICATIONS_FROM_YEAR,
  SIGNALS,
} from '@poct/schemas';
import { foldSearchText, validateDocument, type MasterDataType } from '@poct/schemas';

let data: DemoData;

beforeAll(() => {
  data = generateDemoData();
});

function linksOf(productId: string) {
  return data.links.filter((link) => link.product_id === productId);
}

describe('generateDemoData', () => {
  it('returns the same data for the same seed and different data for another seed', () => {
    expect(generateDemoData({ seed: 20251, productCount: 420 })).toEqual(data);
    const other = generateDemoData({ seed: 7, productCount: 420 });
    expect(other.products).not.toEqual(data.products);
    expect(other.links).not.toEqual(data.links);
  });

  it('keeps product n the same at any product count', () => {
    const small = generateDemoData({ productCount: 60 });
    expect(small.products).toEqual(data.products.slice(0, 60));
    const firstSixty = new Set(small.products.map((product) => product.id));
    expect(small.links).toEqual(data.links.filter((link) => firstSixty.has(link.product_id)));
  });

  it('makes over 400 products, every one marked as demo data', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(MIN_DEMO_PRODUCTS);
    for (const product of data.products) {
      expect(product.demo).toBe(true);
      expect(product.description.de).toContain('Demodaten');
      expect(product.description.en).toContain('Demo data');
    }
  });

  it('uses at least 40 fictional manufacturers and no real company', () => {
    const makers = new Set(data.products.map((product) => product.manufacturer));
    expect(makers.size).toBeGreaterThanOrEqual(40);
    const real =
      /\b(roche|abbott|siemens|radiometer|sysmex|werfen|biom[ée]rieux|cepheid|beckman|nova biomedical|hemocue|quidel|danaher|sarstedt|eurolyser|alere|menarini|horiba|bayer)\b/i;
    for (const product of data.products) {
      for (const text of [product.name, product.manufacturer, product.distributor, product.provider]) {
        expect(text).not.toMatch(real);
      }
    }
  });

  it('gives documents RxDB ids, fixed 2025 timestamps and an author', () => {
    const all = [...data.masterdata, ...data.products, ...data.links];
    for (const doc of all) {
      expect(doc).not.toHaveProperty('_id');
      expect(doc.created_at.startsWith('2025-')).toBe(true);
      expect(doc.updated_at >= doc.created_at).toBe(true);
      expect(doc.updated_at < '2025-07-01').toBe(true);
      expect(doc.updated_by).toBe('user-staff');
    }
  });

  it('never repeats an id', () => {
    const ids = [...data.masterdata, ...data.products, ...data.links].map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
    const subIds = data.products.flatMap((product) => product.sub_products.map((sub) => sub.id));
    expect(new Set(subIds).size).toBe(subIds.length);
  });

  it('refers only to master data ids that exist, each of the right type', () => {
    const types = new Map(data.masterdata.map((item) => [item.id, item.type]));
    const expectType = (ids: string[], type: MasterDataType): void => {
      for (const id of ids) expect([id, types.get(id)]).toEqual([id, type]);
    };
    for (const product of data.products) {
      expectType(product.parameter_ids, 'parameter');
      expectType(product.method_ids, 'method');
      expectType(product.detail_ids, 'detail');
      expectType(product.diagnostic_area_ids, 'diagnostic_area');
      expectType(product.connectivity.connectivity_ids, 'connectivity');
      expectType(product.connectivity.transmission_ids, 'transmission');
      expectType(product.connectivity.sample_type_ids, 'sample_type');
      for (const sub of product.sub_products) {
        expectType([sub.sample_type_id], 'sample_type');
        expectType(sub.parameter_ids, 'parameter');
      }
    }
    const productIds = new Set(data.products.map((product) => product.id));
    for (const link of data.links) expect(productIds.has(link.product_id)).toBe(true);
  });

  it('holds every price rule for every product', () => {
    for (const { price } of data.products) {
      expect(price.min).toBeGreaterThanOrEqual(0);
      expect(price.max).toBeGreaterThanOrEqual(price.min);
      expect(price.default).toBeGreaterThanOrEqual(price.min);
      expect(price.default).toBeLessThanOrEqual(price.max);
      expect(price.average).toBeGreaterThanOrEqual(price.min);
      expect(price.average).toBeLessThanOrEqual(price.max);
      expect(price.currency).toBe('EUR');
      expect(price.as_of).toBe('2025-07-01');
    }
  });

  it('builds 1 to 6 tests per product inside the reference ranges of their category', () => {
    const panels = new Map<string, Panel>();
    for (const category of DEVICE_CATEGORIES) {
      for (const panel of category.panels) {
        expect(panels.has(panel.name)).toBe(false);
        panels.set(panel.name, panel);
      }
    }
    for (const product of data.products) {
      expect(product.sub_products.length).toBeGreaterThanOrEqual(1);
      expect(product.sub_products.length).toBeLessThanOrEqual(6);
      for (const sub of product.sub_products) {
        const panel = panels.get(sub.name.slice(sub.name.indexOf(' ') + 1));
        if (!panel) throw new Error(`no panel for ${sub.name}`);
        expect(panel.sample_type_ids).toContain(sub.sample_type_id);
        expect(sub.sample_volume_ul).toBeGreaterThanOrEqual(panel.volume_ul[0]);
        expect(sub.sample_volume_ul).toBeLessThanOrEqual(panel.volume_ul[1]);
        expect(sub.time_to_result_min).toBeGreaterThanOrEqual(panel.minutes[0]);
        expect(sub.time_to_result_min).toBeLessThanOrEqual(panel.minutes[1]);
        for (const id of sub.parameter_ids) expect(product.parameter_ids).toContain(id);
        expect(product.connectivity.sample_type_ids).toContain(sub.sample_type_id);
      }
    }
  });

  it('never names a parameter in a product name that the product does not measure', () => {
    // A parameter is named by its code ("CRP", "HbA1c", "INR" of "PT/INR") or a one-word name
    // ("Myoglobin") as a word of the product name; the model designations ("Pro", "S") are not names.
    const modelWords = new Set(['s', 'x', 'pro', 'plus', 'neo', 'mini', 'connect', 'duo', 'one', 'flex']);
    const words = (text: string) =>
      foldSearchText(text)
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
    const parameters = data.masterdata
      .filter((item) => item.type === 'parameter')
      .map((item) => ({
        id: item.id,
        names: [
          ...words(item.code ?? ''),
          ...[item.name.de, item.name.en].flatMap((name) => (words(name).length === 1 ? words(name) : [])),
        ].filter((name) => name.length >= 2),
      }));
    const { products } = generateDemoData({ productCount: 3000 });
    const wrong = products.flatMap((product) => {
      const measured = new Set([
        ...product.parameter_ids,
        ...product.sub_products.flatMap((t) => t.parameter_ids),
      ]);
      const tokens = words(product.name).filter((word) => !modelWords.has(word));
      return parameters
        .filter((p) => !measured.has(p.id) && p.names.some((name) => tokens.includes(name)))
        .map((p) => `${product.name}: ${p.id}`);
    });
    expect(wrong).toEqual([]);
    // The rule sees the names it guards against.
    expect(products.some((p) => words(p.name).includes('crp'))).toBe(true);
    expect(products.some((p) => words(p.name).includes('hba1c'))).toBe(true);
  });

  it('writes German names with umlauts and ß', () => {
    expect(data.products.some((product) => /[äöü]/.test(product.name))).toBe(true);
    expect(data.products.some((product) => /ß/.test(product.name))).toBe(true);
    expect(data.products.some((product) => product.name.includes('Blutgasanalysegerät'))).toBe(true);
    const germanNames = data.masterdata.map((item) => item.name.de);
    expect(germanNames).toContain('Hämoglobin');
    expect(germanNames).toContain('Kompakte Größe');
  });

  it('hides about 5 % of products and of links, and shows most products’ links', () => {
    const hiddenProducts = data.products.filter((product) => !product.visible).length / data.products.length;
    expect(hiddenProducts).toBeGreaterThan(0.02);
    expect(hiddenProducts).toBeLessThan(0.1);
    const hiddenLinks = data.links.filter((link) => !link.visible).length / data.links.length;
    expect(hiddenLinks).toBeGreaterThan(0.02);
    expect(hiddenLinks).toBeLessThan(0.1);
    const linksShown = data.products.filter((product) => product.links_visible).length / data.products.length;
    expect(linksShown).toBeGreaterThan(0.85);
    expect(data.products.find((product) => product.id === DEMO_HIDDEN_PRODUCT_ID)?.visible).toBe(false);
    expect(linksOf(DEMO_PRODUCT_WITH_HIDDEN_LINK).some((link) => !link.visible)).toBe(true);
  });

  it('covers every signal colour, link category and link type', () => {
    expect(new Set(data.links.map((link) => link.signal))).toEqual(new Set(SIGNALS));
    expect(new Set(data.links.map((link) => link.category))).toEqual(new Set(LINK_CATEGORIES));
    expect(new Set(data.links.map((link) => link.type))).toEqual(new Set(LINK_TYPES));
  });

  it('gives links bilingual abstracts, fictional URLs and dates from 2015 to 2026', () => {
    const years = new Set(data.links.map((link) => Number(link.published_at.slice(0, 4))));
    expect(Math.min(...years)).toBe(2015);
    expect(Math.max(...years)).toBe(2026);
    for (let year = 2015; year <= 2026; year++) expect(years.has(year)).toBe(true);
    for (const link of data.links) {
      expect(link.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(link.url.startsWith('https://demo.poct-atlas.test/')).toBe(true);
      expect(link.abstract.de.length).toBeGreaterThan(0);
      expect(link.abstract.en.length).toBeGreaterThan(0);
    }
    const perProduct = new Map<string, number>();
    for (const link of data.links)
      perProduct.set(link.product_id, (perProduct.get(link.product_id) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(14);
  });

  it('leaves some visible products without an official website', () => {
    const withWebsite = new Set(
      data.links.filter((link) => link.type === 'official_website').map((link) => link.product_id),
    );
    const without = data.products.filter((product) => product.visible && !withWebsite.has(product.id));
    expect(without.length).toBeGreaterThan(0);
    expect(withWebsite.has(DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE)).toBe(false);
  });

  it('has one product with exactly 14 visible publications from 2015 to 2026', () => {
    const product = data.products.find((candidate) => candidate.id === DEMO_PRODUCT_WITH_14_PUBLICATIONS);
    expect(product?.visible).toBe(true);
    expect(product?.links_visible).toBe(true);
    const links = linksOf(DEMO_PRODUCT_WITH_14_PUBLICATIONS);
    expect(links).toHaveLength(14);
    expect(links.every((link) => link.visible)).toBe(true);
    const dates = links.map((link) => link.published_at).sort();
    expect(new Set(dates).size).toBe(14);
    expect(dates[0]?.slice(0, 4)).toBe('2015');
    expect(dates[13]?.slice(0, 4)).toBe('2026');
    // The product page's rule for publications (at most 10, from 2019, newest first) must cut on
    // both ends.
    const recent = dates.filter((date) => Number(date.slice(0, 4)) >= PUBLICATIONS_FROM_YEAR);
    expect(recent.length).toBeGreaterThan(MAX_PUBLICATIONS);
    expect(recent.length).toBeLessThan(dates.length);
  });

  it('gives two products valid safety notices, the same for any seed, and no other product any', () => {
    for (const seed of [undefined, 99]) {
      const set = seed === undefined ? data : generateDemoData({ seed, productCount: 5 });
      const notices = set.links.filter((link) => link.type === 'safety_notice');
      expect(new Set(notices.map((link) => link.product_id))).toEqual(
        new Set([DEMO_PRODUCT_WITH_SAFETY_NOTICES, DEMO_PRODUCT_WITH_SAFETY_NOTICE]),
      );
      expect(notices.map((link) => `${link.authority} ${link.reference} ${link.published_at}`)).toEqual([
        'swissmedic Vk_20250612_03 2025-06-12',
        'bfarm 04711/26 2026-03-18',
        'fda Z-0815-2024 2024-09-02',
      ]);
      for (const notice of notices) expect(validateDocument('link', notice)).toEqual({ ok: true });
      const product = set.products.find((candidate) => candidate.id === DEMO_PRODUCT_WITH_SAFETY_NOTICES);
      expect(product).toMatchObject({ visible: true, links_visible: true });
    }
    expect(new Set(data.links.map((link) => link.id)).size).toBe(data.links.length);
  });

  it('keeps the special products the same for any seed', () => {
    const other = generateDemoData({ seed: 99, productCount: 5 });
    expect(other.products.find((product) => product.id === DEMO_HIDDEN_PRODUCT_ID)?.visible).toBe(false);
    expect(other.links.filter((link) => link.product_id === DEMO_PRODUCT_WITH_14_PUBLICATIONS)).toHaveLength(
      14,
    );
  });

  it('scales to 40,000 products with unique, prefix-stable ids in a few seconds', () => {
    const started = performance.now();
    const big = generateDemoData({ productCount: 40_000 });
    const elapsed = performance.now() - started;
    expect(big.products).toHaveLength(40_000);
    expect(new Set(big.products.map((product) => product.id)).size).toBe(40_000);
    expect(new Set(big.links.map((link) => link.id)).size).toBe(big.links.length);
    expect(big.products[0]).toEqual(data.products[0]);
    expect(big.products[419]).toEqual(data.products[419]);
    expect(big.products[39_999]?.id).toBe('prod-40000');
    // Generous bound: it takes about 2 s; this only catches an accidental quadratic step.
    expect(elapsed).toBeLessThan(20_000);
  });
});

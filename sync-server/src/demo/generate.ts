// Builds the whole demo data set. Pure and deterministic: the output depends only on the seed
// and the product count, never on the clock or Math.random, so tests can compare runs and the
// same products come back after a store is wiped.
import { generateMasterData } from './masterdata.ts';
import { generateProduct } from './products.ts';
import { generateLinks } from './publications.ts';
import type { Link, MasterData, Product } from '@poct/schemas';

export const DEFAULT_DEMO_SEED = 20251;
export const DEFAULT_DEMO_PRODUCT_COUNT = 420;

export interface DemoDataOptions {
  seed?: number;
  /** Number of products; product n has the same id and content at any count ≥ n. */
  productCount?: number;
}

export interface DemoData {
  masterdata: MasterData[];
  products: Product[];
  links: Link[];
}

export function generateDemoData({
  seed = DEFAULT_DEMO_SEED,
  productCount = DEFAULT_DEMO_PRODUCT_COUNT,
}: DemoDataOptions = {}): DemoData {
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new RangeError(`productCount must be a whole number ≥ 0, got ${productCount}`);
  }
  const products: Product[] = [];
  const links: Link[] = [];
  for (let number = 1; number <= productCount; number++) {
    const generated = generateProduct(seed, number);
    products.push(generated.product);
    for (const link of generateLinks(seed, generated)) links.push(link);
  }
  return { masterdata: generateMasterData(seed), products, links };
}

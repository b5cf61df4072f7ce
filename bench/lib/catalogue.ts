// The benchmark catalogue: the demo generator's products as search records, or as the search
// worker's cards with their master data. Pure, so the browser page and Node build the same ones.
import { generateDemoData } from '../../sync-server/src/demo/generate.ts';
import type { MasterData } from '@poct/schemas';
import { toSearchRecord, type SearchMasterData, type SearchRecord } from '@poct/schemas/search';
import { toProductCard, type ProductCard } from '../../web/src/search/product-card.ts';

export const BENCH_SEED = 20251;

export function benchRecords(productCount: number): SearchRecord[] {
  const { products, masterdata } = generateDemoData({ seed: BENCH_SEED, productCount });
  const byId = new Map<string, SearchMasterData>(masterdata.map((item) => [item.id, item]));
  return products.map((product) => toSearchRecord(product, byId));
}

export function benchCards(productCount: number): { cards: ProductCard[]; masterdata: MasterData[] } {
  const { products, masterdata } = generateDemoData({ seed: BENCH_SEED, productCount });
  return { cards: products.map(toProductCard), masterdata };
}

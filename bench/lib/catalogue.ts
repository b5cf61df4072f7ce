// The benchmark catalogue: the demo generator's products as search records. Pure, so the
// browser page and Node build the same records.
import { generateDemoData } from '../../sync-server/src/demo/generate.ts';
import { toSearchRecord, type SearchMasterData, type SearchRecord } from '@poct/schemas/search';

export const BENCH_SEED = 20251;

export function benchRecords(productCount: number): SearchRecord[] {
  const { products, masterdata } = generateDemoData({ seed: BENCH_SEED, productCount });
  const byId = new Map<string, SearchMasterData>(masterdata.map((item) => [item.id, item]));
  return products.map((product) => toSearchRecord(product, byId));
}

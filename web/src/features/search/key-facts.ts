// The facts a search result shows about a product, resolved from master data: key parameters,
// sample volume, time to result, connectivity. Pure, so it is tested on its own.
import type { Locale, MasterData } from '@poct/schemas';
import type { ProductCard } from './product-card.ts';

export interface KeyFacts {
  parameters: string[];
  /** Smallest and largest sample volume of its tests, in µl. */
  sampleVolume: { min: number; max: number } | null;
  /** Fastest and slowest time to result of its tests, in minutes. */
  timeToResult: { min: number; max: number } | null;
  connectivity: string[];
}

const MAX_PARAMETERS = 6;

function range(values: number[]): { min: number; max: number } | null {
  const known = values.filter((value) => Number.isFinite(value));
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : null;
}

function names(
  ids: readonly string[],
  masterdata: ReadonlyMap<string, MasterData>,
  locale: Locale,
): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    const item = masterdata.get(id);
    if (item) out.add(item.code ?? item.name[locale]);
  }
  return [...out];
}

export function keyFacts(
  product: Pick<ProductCard, 'parameter_ids' | 'sub_products' | 'connectivity'>,
  masterdata: ReadonlyMap<string, MasterData>,
  locale: Locale,
): KeyFacts {
  const parameterIds = [
    ...product.parameter_ids,
    ...product.sub_products.flatMap((test) => test.parameter_ids),
  ];
  return {
    parameters: names(parameterIds, masterdata, locale).slice(0, MAX_PARAMETERS),
    sampleVolume: range(product.sub_products.map((test) => test.sample_volume_ul)),
    timeToResult: range(product.sub_products.map((test) => test.time_to_result_min)),
    connectivity: names(product.connectivity.connectivity_ids, masterdata, locale),
  };
}

// What the search knows about a product: the texts a person types to find it. The device builds
// it on the main thread from the RxDB documents and sends it to the search worker, so it holds
// plain strings only (no ids of master data, which the worker could not resolve); the server's
// preview search builds the same record from the same projections.
import type { MasterData } from '../collections/masterdata.schema.ts';
import type { Product } from '../collections/product.schema.ts';

export interface SearchRecord {
  id: string;
  name: string;
  manufacturer: string;
  distributor: string;
  synonyms: string[];
  /** Parameter names in German and English, and their short codes (`CRP`, `HbA1c`). */
  parameters: string[];
}

/** The fields of a product that the search record reads (a whole product, or the device's card of it). */
export type SearchSource = Pick<
  Product,
  'id' | 'name' | 'manufacturer' | 'distributor' | 'synonyms' | 'parameter_ids'
> & { sub_products: ReadonlyArray<Pick<Product['sub_products'][number], 'parameter_ids'>> };

/** The fields of a master data document that the search record reads. */
export type SearchMasterData = Pick<MasterData, 'type' | 'name' | 'code'>;

/** Every parameter id of a product: its own and its tests', first seen first, no repeats. */
export function productParameterIds(product: Pick<SearchSource, 'parameter_ids' | 'sub_products'>): string[] {
  const ids = new Set(product.parameter_ids);
  for (const subProduct of product.sub_products) {
    for (const id of subProduct.parameter_ids) ids.add(id);
  }
  return [...ids];
}

/**
 * Maps a product to its search record. Parameter ids that name no parameter in
 * `masterdataById` (not replicated yet, or another type) are left out.
 */
export function toSearchRecord(
  product: SearchSource,
  masterdataById: ReadonlyMap<string, SearchMasterData>,
): SearchRecord {
  const parameters = new Set<string>();
  for (const id of productParameterIds(product)) {
    const parameter = masterdataById.get(id);
    if (parameter?.type !== 'parameter') continue;
    parameters.add(parameter.name.de);
    parameters.add(parameter.name.en);
    if (parameter.code) parameters.add(parameter.code);
  }
  return {
    id: product.id,
    name: product.name,
    manufacturer: product.manufacturer,
    distributor: product.distributor,
    synonyms: [...product.synonyms],
    parameters: [...parameters],
  };
}

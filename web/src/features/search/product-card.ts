// What the search worker keeps of each product: the fields a result card shows (key-facts.ts,
// ProductResult.tsx), the facets filter on (facets/facet-index.ts) and the search record is made
// from (schemas/src/search/search-record.ts). A fifth of a whole product, so 40,000 of them fit
// in the worker and in the cold-start record (cold-start-record.ts) without descriptions and
// prices' history.
import { productItems, REGULATORY_KINDS, type Product, type RegulatoryKind } from '@poct/schemas';
import { productParameterIds } from '@poct/schemas/search';

type SubProduct = Product['sub_products'][number];

export interface ProductCard {
  id: string;
  name: string;
  manufacturer: string;
  distributor: string;
  synonyms: string[];
  /** Every parameter of the product and of its tests, first seen first. */
  parameter_ids: string[];
  method_ids: string[];
  diagnostic_area_ids: string[];
  connectivity: { connectivity_ids: string[]; transmission_ids: string[]; sample_type_ids: string[] };
  sub_products: Array<
    Pick<
      SubProduct,
      'parameter_ids' | 'sample_type_id' | 'sub_sample_type' | 'sample_volume_ul' | 'time_to_result_min'
    >
  >;
  /** Net default price in EUR, when the product states one. */
  price: number | null;
  /** The regulatory identity the facets filter on: IVDR class, CE status, countries available in. */
  regulatory: Record<RegulatoryKind, readonly string[]>;
}

export function toProductCard(product: Product): ProductCard {
  return {
    id: product.id,
    name: product.name,
    manufacturer: product.manufacturer,
    distributor: product.distributor,
    synonyms: [...product.synonyms],
    // The tests' parameters joined into the product's for key facts and the search record; each
    // test keeps its own too, as the conditions about one test read them.
    parameter_ids: productParameterIds(product),
    method_ids: [...product.method_ids],
    diagnostic_area_ids: [...product.diagnostic_area_ids],
    connectivity: {
      connectivity_ids: [...product.connectivity.connectivity_ids],
      transmission_ids: [...product.connectivity.transmission_ids],
      sample_type_ids: [...product.connectivity.sample_type_ids],
    },
    sub_products: product.sub_products.map((test) => ({
      parameter_ids: [...test.parameter_ids],
      sample_type_id: test.sample_type_id,
      sub_sample_type: test.sub_sample_type,
      sample_volume_ul: test.sample_volume_ul,
      time_to_result_min: test.time_to_result_min,
    })),
    price: product.price?.default ?? null,
    regulatory: Object.fromEntries(
      REGULATORY_KINDS.map((kind) => [kind, [...productItems(product, kind)]]),
    ) as Record<RegulatoryKind, string[]>,
  };
}

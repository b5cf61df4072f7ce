// The one empty product and empty sub-product: every field the schema requires, empty. The
// product form starts a new product from it, and the import starts a product (or a test) its
// file fills in. What a caller must fill in before the schema accepts it is left out here
// (prices, a test's sample type, volume and time), so each caller says how it fills them.
import { CURRENCY } from '../constants.ts';
import type { Price, Product, SubProduct } from './product.schema.ts';

/** Set when the product is stored (`created_at`, `updated_at`, `updated_by`). */
type Bookkeeping = 'created_at' | 'updated_at' | 'updated_by';

/** A product before anything is filled in: only the currency of its prices is known. */
export type EmptyProduct = Omit<Product, Bookkeeping | 'price'> & {
  price: Partial<Price> & Pick<Price, 'currency'>;
};

/** A test before anything is filled in: no sample type, volume or time yet. */
export type EmptySubProduct = Omit<SubProduct, 'sample_type_id' | 'sample_volume_ul' | 'time_to_result_min'>;

export function emptyProduct(id: string): EmptyProduct {
  return {
    id,
    name: '',
    description: { de: '', en: '' },
    synonyms: [],
    manufacturer: '',
    distributor: '',
    provider: '',
    price: { currency: CURRENCY },
    hardware: { de: '', en: '' },
    consumables: { de: '', en: '' },
    visible: true,
    links_visible: true,
    parameter_ids: [],
    method_ids: [],
    detail_ids: [],
    diagnostic_area_ids: [],
    connectivity: { connectivity_ids: [], transmission_ids: [], sample_type_ids: [] },
    sub_products: [],
    demo: false,
  };
}

export function emptySubProduct(id: string): EmptySubProduct {
  return { id, name: '', sub_sample_type: '', parameter_ids: [], extra_info: { de: '', en: '' } };
}

// Where a master data item or a product is still referred to, so that deleting it can say
// where it is used instead of leaving products that point at nothing.
import type { Link, Locale, MasterData, Product } from '@poct/schemas';
import { localized } from '../product/index.ts';

export interface Usage {
  /** What refers to the item. */
  kind: 'product' | 'sub_product' | 'tree_item' | 'link';
  /** Id of the referring document (the product for a sub-product). */
  id: string;
  /** Its name (a sub-product: "product / sub-product"). */
  name: string;
  /** The field that holds the reference, e.g. `parameter_ids` or `sub_products.sample_type_id`. */
  field: string;
}

const PRODUCT_FIELDS = ['parameter_ids', 'method_ids', 'detail_ids', 'diagnostic_area_ids'] as const;
const CONNECTIVITY_FIELDS = ['connectivity_ids', 'transmission_ids', 'sample_type_ids'] as const;

/** Products, sub-products and tree items that refer to the master data item `id`; tree items named in `locale`. */
export function masterDataUsages(
  id: string,
  products: readonly Product[],
  masterdata: readonly MasterData[],
  locale: Locale,
): Usage[] {
  const usages: Usage[] = [];
  for (const product of products) {
    for (const field of PRODUCT_FIELDS)
      if (product[field].includes(id))
        usages.push({ kind: 'product', id: product.id, name: product.name, field });
    for (const field of CONNECTIVITY_FIELDS)
      if (product.connectivity[field].includes(id))
        usages.push({ kind: 'product', id: product.id, name: product.name, field: `connectivity.${field}` });
    for (const sub of product.sub_products) {
      const name = `${product.name} / ${sub.name}`;
      if (sub.sample_type_id === id)
        usages.push({ kind: 'sub_product', id: product.id, name, field: 'sub_products.sample_type_id' });
      if (sub.parameter_ids.includes(id))
        usages.push({ kind: 'sub_product', id: product.id, name, field: 'sub_products.parameter_ids' });
    }
  }
  for (const item of masterdata)
    if (item.type === 'tree_item' && item.parent_id === id)
      usages.push({
        kind: 'tree_item',
        id: item.id,
        name: localized(item.name, locale).text,
        field: 'parent_id',
      });
  return usages;
}

/** Links (publications) of the product `id`. */
export function productUsages(id: string, links: readonly Link[]): Usage[] {
  return links
    .filter((link) => link.product_id === id)
    .map((link) => ({ kind: 'link', id: link.id, name: link.title, field: 'product_id' }));
}

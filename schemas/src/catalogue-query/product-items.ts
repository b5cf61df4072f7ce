// A product's items of one kind, as the catalogue query and the MCP tools' counts read them.
import { AVAILABILITY_COUNTRIES, type Product } from '../collections/product.schema.ts';
import type { RegulatoryKind } from './conditions.ts';

export type ProductItemKind =
  | 'manufacturer'
  | 'parameter'
  | 'sample_type'
  | 'connectivity'
  | 'transmission'
  | 'detail'
  | 'method'
  | 'diagnostic_area'
  | RegulatoryKind;

/** Parameters and sample types include those of the product's tests (sub-products). */
export function productItems(product: Product, kind: ProductItemKind): readonly string[] {
  switch (kind) {
    case 'manufacturer':
      return [product.manufacturer];
    case 'parameter':
      return [...product.parameter_ids, ...product.sub_products.flatMap((test) => test.parameter_ids)];
    case 'sample_type':
      return product.sub_products.map((test) => test.sample_type_id);
    case 'connectivity':
      return product.connectivity.connectivity_ids;
    case 'transmission':
      return product.connectivity.transmission_ids;
    case 'detail':
      return product.detail_ids;
    case 'method':
      return product.method_ids;
    case 'diagnostic_area':
      return product.diagnostic_area_ids;
    case 'ivdr_class':
      return product.regulatory?.ivdr_class ? [product.regulatory.ivdr_class] : [];
    case 'ce_status':
      return product.regulatory?.ce_status ? [product.regulatory.ce_status] : [];
    case 'availability':
      return AVAILABILITY_COUNTRIES.filter((country) => product.regulatory?.availability?.[country] === true);
  }
}

import { describe, expect, it } from 'vitest';
import type { Link, MasterData, Product } from '@poct/schemas';
import { masterDataUsages, productUsages } from './where-used.ts';

function product(id: string, fields: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    parameter_ids: [],
    method_ids: [],
    detail_ids: [],
    diagnostic_area_ids: [],
    connectivity: { connectivity_ids: [], transmission_ids: [], sample_type_ids: [] },
    sub_products: [],
    ...fields,
  } as Product;
}

describe('where a master data item is used', () => {
  it('names every product, sub-product and tree item that refers to it, with the field', () => {
    const products = [
      product('p1', { parameter_ids: ['crp'] }),
      product('p2', {
        connectivity: { connectivity_ids: [], transmission_ids: [], sample_type_ids: ['blood'] },
        sub_products: [
          {
            id: 's1',
            name: 'Test',
            sample_type_id: 'blood',
            sub_sample_type: '',
            sample_volume_ul: 1,
            time_to_result_min: 1,
            parameter_ids: ['crp'],
            extra_info: { de: '', en: '' },
          },
        ],
      }),
      product('p3'),
    ];
    const masterdata = [
      { id: 'child', type: 'tree_item', parent_id: 'crp', name: { de: 'Kind', en: 'Child' } },
    ] as MasterData[];
    expect(masterDataUsages('crp', products, masterdata, 'en')).toEqual([
      { kind: 'product', id: 'p1', name: 'Product p1', field: 'parameter_ids' },
      { kind: 'sub_product', id: 'p2', name: 'Product p2 / Test', field: 'sub_products.parameter_ids' },
      { kind: 'tree_item', id: 'child', name: 'Child', field: 'parent_id' },
    ]);
    expect(masterDataUsages('blood', products, [], 'en')).toEqual([
      { kind: 'product', id: 'p2', name: 'Product p2', field: 'connectivity.sample_type_ids' },
      { kind: 'sub_product', id: 'p2', name: 'Product p2 / Test', field: 'sub_products.sample_type_id' },
    ]);
    expect(masterDataUsages('unused', products, masterdata, 'en')).toEqual([]);
    // A tree item is named in the page's language.
    expect(masterDataUsages('crp', products, masterdata, 'de').at(-1)).toMatchObject({ name: 'Kind' });
  });

  it('lists the links of a product', () => {
    const links = [
      { id: 'l1', product_id: 'p1', title: 'Study' },
      { id: 'l2', product_id: 'p2', title: 'Other' },
    ] as Link[];
    expect(productUsages('p1', links)).toEqual([
      { kind: 'link', id: 'l1', name: 'Study', field: 'product_id' },
    ]);
  });
});

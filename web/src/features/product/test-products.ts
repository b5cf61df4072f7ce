// Small products for tests of the product page's parts: a product with its tests, each test
// with its parameters, sample type, volume (µl) and time to result (minutes).
import { emptyProduct, emptySubProduct, type Product, type SubProduct } from '@poct/schemas';

export function test(
  parameters: string[],
  sample: string,
  volume: number,
  minutes: number,
  id = 'sp-1',
): SubProduct {
  return {
    ...emptySubProduct(id),
    name: `Test ${id}`,
    parameter_ids: parameters,
    sample_type_id: sample,
    sample_volume_ul: volume,
    time_to_result_min: minutes,
  };
}

export function product(id: string, tests: SubProduct[], extra: Partial<Product> = {}): Product {
  return {
    ...emptyProduct(id),
    name: `Product ${id}`,
    manufacturer: 'Maker',
    price: { min: 0, max: 0, default: 0, average: 0, currency: 'EUR', as_of: '2026-01-01' },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    sub_products: tests,
    ...extra,
  } as Product;
}

// The one empty product and sub-product: with names, what each caller fills in (prices; a test's
// sample type, volume and time) and the stored bookkeeping, the product schema accepts them; left
// empty, the schema names exactly the fields staff or a file must fill in.
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validate.ts';
import { emptyProduct, emptySubProduct } from './empty-product.ts';

const stored = {
  created_at: '2025-07-01T00:00:00.000Z',
  updated_at: '2025-07-01T00:00:00.000Z',
  updated_by: 'user-staff',
};
const prices = { min: 0, max: 0, default: 0, average: 0, currency: 'EUR', as_of: '2025-07-01' };
const test = { sample_type_id: 'sample-serum', sample_volume_ul: 10, time_to_result_min: 5 };

describe('emptyProduct and emptySubProduct', () => {
  it('are valid once prices and the test figures are filled in', () => {
    const product = {
      ...emptyProduct('product-new'),
      ...stored,
      name: 'Reader One',
      manufacturer: 'Nordwerk AG',
      price: prices,
      sub_products: [{ ...emptySubProduct('test-new'), ...test, name: 'Strip' }],
    };
    expect(validateDocument('product', product)).toEqual({ ok: true });
  });

  it('leave empty only what staff or a file must fill in', () => {
    const result = validateDocument('product', {
      ...emptyProduct('product-new'),
      ...stored,
      sub_products: [emptySubProduct('test-new')],
    });
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.errors.map((error) => error.path).sort();
    expect(paths).toEqual(
      [
        '/name',
        '/manufacturer',
        '/sub_products/0/name',
        '/price/as_of',
        '/price/average',
        '/price/default',
        '/price/max',
        '/price/min',
        '/sub_products/0/sample_type_id',
        '/sub_products/0/sample_volume_ul',
        '/sub_products/0/time_to_result_min',
      ].sort(),
    );
  });
});

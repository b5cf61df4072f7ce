import { describe, expect, it } from 'vitest';
import type { MasterData } from '@poct/schemas';
import { validDocuments, validMasterData } from '../../../../schemas/src/test-fixtures.ts';
import { keyFacts } from './key-facts.ts';

const masters = validMasterData();
const masterdata = new Map<string, MasterData>(Object.values(masters).map((item) => [item.id, item]));

describe('keyFacts', () => {
  it('names parameters by code, connectivity by code, and spans volume and time over the tests', () => {
    const product = validDocuments().product;
    const second = { ...product.sub_products[0]!, id: 'sp-2', sample_volume_ul: 25, time_to_result_min: 12 };
    const facts = keyFacts(
      {
        ...product,
        sub_products: [...product.sub_products, second],
        connectivity: { ...product.connectivity, connectivity_ids: ['conn-poct1a'] },
      },
      masterdata,
      'en',
    );
    expect(facts.parameters).toEqual(['CRP']);
    expect(facts.connectivity).toEqual(['POCT1-A']);
    expect(facts.sampleVolume).toEqual({ min: 10, max: 25 });
    expect(facts.timeToResult).toEqual({ min: 4, max: 12 });
  });

  it('uses the name in the page language when there is no code, and skips unknown ids', () => {
    const product = validDocuments().product;
    const facts = keyFacts(
      { ...product, parameter_ids: ['method-immunoassay', 'missing'], sub_products: [] },
      masterdata,
      'de',
    );
    expect(facts.parameters).toEqual(['Immunoassay']);
    expect(facts.sampleVolume).toBeNull();
    expect(facts.timeToResult).toBeNull();
  });
});

import type { MasterData, Product, SubProduct } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { productParameterIds, toSearchRecord, type SearchMasterData } from './search-record.ts';

const AT = '2025-07-01T09:30:00.000Z';

function subProduct(id: string, parameterIds: string[]): SubProduct {
  return {
    id,
    name: `Test ${id}`,
    sample_type_id: 'sample-whole-blood',
    sub_sample_type: 'Kapillarblut',
    sample_volume_ul: 10,
    time_to_result_min: 4,
    parameter_ids: parameterIds,
    extra_info: { de: '', en: '' },
  };
}

const PRODUCT: Product = {
  id: 'prod-00001',
  created_at: AT,
  updated_at: AT,
  updated_by: 'user-staff',
  name: 'Nordlicht Blutgasanalysegerät S 5',
  description: { de: 'Tragbares Analysegerät', en: 'Portable analyser' },
  synonyms: ['BGA', 'Blutgas'],
  manufacturer: 'Nordlicht Diagnostik GmbH',
  distributor: 'Klinikversorgung Nord GmbH',
  provider: 'Gerätewartung Bayern GmbH',
  price: { min: 1000, max: 2500, default: 1800, average: 1750, currency: 'EUR', as_of: '2025-07-01' },
  hardware: { de: 'Tischgerät', en: 'Benchtop' },
  consumables: { de: 'Kassetten', en: 'Cartridges' },
  visible: true,
  links_visible: true,
  parameter_ids: ['param-ph', 'param-lactate'],
  method_ids: ['method-amperometric'],
  detail_ids: [],
  diagnostic_area_ids: [],
  connectivity: { connectivity_ids: [], transmission_ids: [], sample_type_ids: [] },
  sub_products: [
    subProduct('sp-1', ['param-lactate', 'param-crp']),
    subProduct('sp-2', ['param-missing', 'method-amperometric']),
  ],
  demo: true,
};

function masterdata(entries: (SearchMasterData & { id: string })[]): Map<string, SearchMasterData> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

const MASTERDATA = masterdata([
  { id: 'param-ph', type: 'parameter', name: { de: 'pH-Wert', en: 'pH' }, code: 'pH' },
  { id: 'param-lactate', type: 'parameter', name: { de: 'Laktat', en: 'Lactate' }, code: 'LAC' },
  {
    id: 'param-crp',
    type: 'parameter',
    name: { de: 'C-reaktives Protein', en: 'C-reactive protein' },
    code: 'CRP',
  },
  { id: 'param-same', type: 'parameter', name: { de: 'Troponin I', en: 'Troponin I' } },
  { id: 'method-amperometric', type: 'method', name: { de: 'Amperometrie', en: 'Amperometry' } },
]);

describe('toSearchRecord', () => {
  it('copies the texts a person searches for', () => {
    const record = toSearchRecord(PRODUCT, MASTERDATA);
    expect(record).toMatchObject({
      id: 'prod-00001',
      name: 'Nordlicht Blutgasanalysegerät S 5',
      manufacturer: 'Nordlicht Diagnostik GmbH',
      distributor: 'Klinikversorgung Nord GmbH',
      synonyms: ['BGA', 'Blutgas'],
    });
    expect(record.synonyms).not.toBe(PRODUCT.synonyms);
  });

  it("names the product's and its tests' parameters in German, English and by code, once each", () => {
    expect(toSearchRecord(PRODUCT, MASTERDATA).parameters).toEqual([
      'pH-Wert',
      'pH',
      'Laktat',
      'Lactate',
      'LAC',
      'C-reaktives Protein',
      'C-reactive protein',
      'CRP',
    ]);
  });

  it('leaves out ids that are no parameter, or not replicated yet', () => {
    const parameters = toSearchRecord(PRODUCT, MASTERDATA).parameters;
    expect(parameters).not.toContain('Amperometrie');
    expect(parameters).toHaveLength(8);
  });

  it('writes a name that is the same in both languages once', () => {
    const product = { ...PRODUCT, parameter_ids: ['param-same'], sub_products: [] };
    expect(toSearchRecord(product, MASTERDATA).parameters).toEqual(['Troponin I']);
  });

  it('accepts full master data documents', () => {
    const documents = new Map<string, MasterData>([
      [
        'param-crp',
        {
          id: 'param-crp',
          type: 'parameter',
          name: { de: 'C-reaktives Protein', en: 'C-reactive protein' },
          code: 'CRP',
          created_at: AT,
          updated_at: AT,
        },
      ],
    ]);
    expect(toSearchRecord({ ...PRODUCT, sub_products: [] }, documents).parameters).toEqual([]);
    expect(toSearchRecord({ ...PRODUCT, parameter_ids: ['param-crp'] }, documents).parameters).toContain(
      'CRP',
    );
  });
});

describe('productParameterIds', () => {
  it('lists the product first, then its tests, without repeats', () => {
    expect(productParameterIds(PRODUCT)).toEqual([
      'param-ph',
      'param-lactate',
      'param-crp',
      'param-missing',
      'method-amperometric',
    ]);
  });
});

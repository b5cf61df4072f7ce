// Crafted report data for the tests of the report model and its PDF: three products of two
// companies, one with 14 publications from 2015 to 2026 and a BfArM safety notice, one whose
// links (a safety notice among them) are not shown, and a selected id that is no longer in the
// catalogue; the cost calculator filled in for the first.
import type { Link, MasterData, Product } from '@poct/schemas';
import { validDocuments, validMasterData } from '../../../../schemas/src/test-fixtures.ts';
import type { ReportData } from './report-model.ts';
import type { CostInputs } from './cost-calculator.ts';

/** The first product's calculator: 1,200 patient tests at 12.50 EUR, bought for 5,000 EUR over 5 years. */
export const FIRST_COSTS: CostInputs = {
  testsPerYear: 1200,
  pricePerTest: 12.5,
  qcPerDay: 1,
  qcPerLot: 2,
  daysPerYear: 250,
  lotsPerYear: 4,
  financing: 'purchase',
  devicePrice: 5000,
  depreciationYears: 5,
  leasePerYear: 0,
  servicePerYear: 300,
};

export const masters = validMasterData();

export function product(
  id: string,
  name: string,
  manufacturer: string,
  change: Partial<Product> = {},
): Product {
  return { ...validDocuments().product, id, name, manufacturer, ...change };
}

export function publication(
  productId: string,
  id: string,
  published_at: string,
  change: Partial<Link> = {},
): Link {
  return {
    ...validDocuments().link,
    id,
    product_id: productId,
    published_at,
    title: `Study ${id}`,
    ...change,
  };
}

/** 2015-03-01 … 2026-…: 14 distinct dates, 3 before 2019, so 10 of the 11 recent ones are shown. */
export const FOURTEEN_DATES = [
  '2015-03-12',
  '2016-09-05',
  '2018-01-22',
  '2019-02-14',
  '2019-11-30',
  '2020-06-18',
  '2021-04-09',
  '2022-01-27',
  '2022-10-03',
  '2023-05-15',
  '2024-03-08',
  '2024-12-02',
  '2025-07-21',
  '2026-02-10',
];

export function safetyNotice(productId: string, id: string, change: Partial<Link> = {}): Link {
  return publication(productId, id, '2026-03-18', {
    title: `Dringende Sicherheitsinformation ${id}`,
    type: 'safety_notice',
    category: 'manual_product_documentation',
    signal: 'r',
    authority: 'bfarm',
    reference: '04711/26',
    abstract: { de: 'Betroffene Teststreifen nicht mehr verwenden.', en: 'Stop using affected strips.' },
    ...change,
  });
}

export function reportData(): ReportData {
  const first = product('p-1', 'Grünwald Kardio Süß 200', 'Grünwald Kardiodiagnostik GmbH', {
    sub_products: [
      {
        ...validDocuments().product.sub_products[0]!,
        id: 't-1',
        name: 'Troponin I',
        sample_volume_ul: 15,
        time_to_result_min: 12,
      },
      {
        ...validDocuments().product.sub_products[0]!,
        id: 't-2',
        name: 'CRP',
        sample_volume_ul: 5,
        time_to_result_min: 4,
      },
    ],
  });
  const second = product('p-2', 'Alpenmed Quick', 'Alpenmed AG', {
    links_visible: false,
    price: { min: 400, max: 400, default: 400, average: 400, currency: 'EUR', as_of: '2025-07-01' },
  });
  const third = product('p-3', 'Grünwald Mini', 'Grünwald Kardiodiagnostik GmbH', { sub_products: [] });
  const signals = ['g', 'o', 'r', 'w'] as const;
  // Stored in no particular order: the model sorts.
  const fourteen = [...FOURTEEN_DATES]
    .reverse()
    .sort((a, b) => (a.slice(8) < b.slice(8) ? -1 : 1))
    .map((date, index) => publication('p-1', `l-${date}`, date, { signal: signals[index % 4]! }));
  const masterdata = new Map<string, MasterData>(Object.values(masters).map((item) => [item.id, item]));
  return {
    ids: ['p-1', 'gone', 'p-2', 'p-3'],
    products: [third, second, first],
    masterdata,
    publications: new Map([
      [
        'p-1',
        [
          ...fourteen,
          publication('p-1', 'hidden', '2026-05-01', { visible: false }),
          safetyNotice('p-1', 'fsn-1'),
        ],
      ],
      ['p-2', [publication('p-2', 'not-shown', '2024-01-01'), safetyNotice('p-2', 'fsn-not-shown')]],
    ]),
    costs: new Map([['p-1', FIRST_COSTS]]),
  };
}

// The dashboard's "Due for review": products never dated first, then the oldest check, counted.
import { expect, it } from 'vitest';
import type { Product } from '@poct/schemas';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { catalogueFigures } from './use-dashboard.ts';

const product = (id: string, data_as_of?: string): Product => ({
  ...validDocuments().product,
  id,
  name: `Product ${id}`,
  ...(data_as_of ? { data_as_of } : {}),
});

it('lists the products not checked for the set months, undated ones first, then the oldest', () => {
  const products = [
    product('fresh', '2026-05-01'),
    product('old', '2024-01-01'),
    product('undated'),
    product('older', '2023-06-01'),
    product('year-ago', '2025-07-15'),
  ];
  const parts = { products, links: 0, masterdata: 0, latestLinks: [], latestMasterdata: [] };
  const { dueForReview } = catalogueFigures(parts, 'de', '2026-07-15');
  expect(dueForReview.count).toBe(4);
  expect(dueForReview.oldest.map((entry) => entry.id)).toEqual(['undated', 'older', 'old', 'year-ago']);
});

import { describe, expect, it } from 'vitest';
import { REVIEW_DUE_MONTHS } from './constants.ts';
import { isDueForReview, monthsBefore } from './review-due.ts';

describe('products due for review', () => {
  it('counts months in the calendar, the last day of a shorter month standing in', () => {
    expect(monthsBefore('2026-07-15', 12)).toBe('2025-07-15');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-10', 3)).toBe('2025-10-10');
  });

  it(`is due when the data were checked ${REVIEW_DUE_MONTHS} months ago or more, or never`, () => {
    expect(isDueForReview({}, '2026-07-15')).toBe(true);
    expect(isDueForReview({ data_as_of: '2025-07-15' }, '2026-07-15', 12)).toBe(true);
    expect(isDueForReview({ data_as_of: '2025-07-16' }, '2026-07-15', 12)).toBe(false);
    expect(isDueForReview({ data_as_of: '2026-07-01' }, '2026-07-15', 12)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseSearchQuery, SEARCH_EVENT_LIMITS } from './search-statistic.schema.ts';

describe('normaliseSearchQuery', () => {
  it.each([
    ['  Gerät ', 'geraet'],
    ['GERAET', 'geraet'],
    ['HbA1c / CRP', 'hba1c crp'],
    ['Straße', 'strasse'],
    ['!!!', ''],
  ])('counts %j as %j', (input, expected) => {
    expect(normaliseSearchQuery(input)).toBe(expected);
  });

  it('cuts a long query to the limit without a trailing space', () => {
    const long = `${'a'.repeat(SEARCH_EVENT_LIMITS.maxQueryLength - 1)} bcd`;
    const normalised = normaliseSearchQuery(long);
    expect(normalised.length).toBeLessThanOrEqual(SEARCH_EVENT_LIMITS.maxQueryLength);
    expect(normalised).toBe('a'.repeat(SEARCH_EVENT_LIMITS.maxQueryLength - 1));
  });
});

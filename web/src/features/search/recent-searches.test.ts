import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_PREFIX, rememberSearch } from './recent-searches.ts';

const stored = (userId: string) =>
  JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_PREFIX + userId) ?? '[]') as string[];

describe('recent searches', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the latest searches as typed, newest first, each query once', () => {
    rememberSearch(window.localStorage, 'u1', 'CRP');
    rememberSearch(window.localStorage, 'u1', '  Altmühl  ');
    rememberSearch(window.localStorage, 'u1', 'crp');
    expect(stored('u1')).toEqual(['crp', 'Altmühl']);
  });

  it('keeps each user apart, ignores empty searches and keeps a bounded list', () => {
    rememberSearch(window.localStorage, 'u2', ' !? ');
    expect(stored('u2')).toEqual([]);
    for (let index = 0; index < RECENT_SEARCHES_MAX + 3; index++)
      rememberSearch(window.localStorage, 'u2', `query ${index}`);
    expect(stored('u2')).toHaveLength(RECENT_SEARCHES_MAX);
    expect(stored('u2')[0]).toBe(`query ${RECENT_SEARCHES_MAX + 2}`);
    expect(stored('u1')).toEqual([]);
  });
});

// The series runs in the browser's time zone; here the process's, set to Europe/Berlin for these
// tests (Node reads TZ afresh when it changes), so the daylight-saving case below is real.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriesStarts } from './slot-series.ts';

beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('seriesStarts', () => {
  it('makes one slot for "once", whatever the count', () => {
    expect(seriesStarts({ date: '2031-03-03', time: '10:00', repeat: 'once', count: 9 })).toEqual([
      new Date(2031, 2, 3, 10, 0).toISOString(),
    ]);
  });

  it('skips Saturday and Sunday on weekdays', () => {
    // 2031-03-07 is a Friday.
    const starts = seriesStarts({ date: '2031-03-07', time: '09:30', repeat: 'weekdays', count: 3 });
    expect(starts.map((iso) => new Date(iso).getDay())).toEqual([5, 1, 2]);
  });

  it('keeps the local time of day across a daylight-saving change, weekly', () => {
    const starts = seriesStarts({ date: '2031-03-24', time: '10:00', repeat: 'weekly', count: 3 });
    expect(starts).toHaveLength(3);
    for (const iso of starts) {
      expect(new Date(iso).getHours()).toBe(10);
      expect(new Date(iso).getDay()).toBe(1);
    }
    // Summer time begins on 30 March 2031: the same 10:00 is an hour earlier in UTC.
    expect(starts).toEqual([
      '2031-03-24T09:00:00.000Z',
      '2031-03-31T08:00:00.000Z',
      '2031-04-07T08:00:00.000Z',
    ]);
  });

  it('gives nothing for a date or time it cannot read', () => {
    expect(seriesStarts({ date: '', time: '10:00', repeat: 'daily', count: 2 })).toEqual([]);
    expect(seriesStarts({ date: '2031-03-03', time: '10', repeat: 'daily', count: 2 })).toEqual([]);
  });

  it('makes `count` daily slots a day apart', () => {
    const starts = seriesStarts({ date: '2031-05-01', time: '14:15', repeat: 'daily', count: 4 });
    expect(starts.map((iso) => new Date(iso).getDate())).toEqual([1, 2, 3, 4]);
  });
});

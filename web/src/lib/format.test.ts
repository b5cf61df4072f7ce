import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatCalendarDate,
  formatDay,
  formatMoney,
  formatNumber,
  formatNumberRange,
  languageTag,
} from './format.ts';

// Intl writes a narrow or normal no-break space before "€" and in times; compare with plain spaces.
const plain = (text: string) => text.replace(/[\s\u202f\u00a0]/g, ' ');

describe('formatting in the page language', () => {
  it('writes decimals and ranges the way each language does', () => {
    expect(formatNumber(12.5, 'de')).toBe('12,5');
    expect(formatNumber(12.5, 'en')).toBe('12.5');
    expect(formatNumber(5000, 'de')).toBe('5.000');
    expect(formatNumberRange({ min: 2.1, max: 16 }, 'de')).toBe('2,1–16');
    expect(formatNumberRange({ min: 2.1, max: 16 }, 'en')).toBe('2.1–16');
    expect(formatNumberRange({ min: 7, max: 7 }, 'de')).toBe('7');
  });

  it('tells an age from a given moment in minutes, hours or days', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(formatAge('2026-11-20T11:59:30.000Z', now, 'de')).toBe('in dieser Minute');
    expect(formatAge('2026-11-20T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(formatAge('2026-11-20T09:00:00.000Z', now, 'de')).toBe('vor 3 Stunden');
    expect(formatAge('2026-11-17T12:00:00.000Z', now, 'en')).toBe('3 days ago');
  });

  it('writes euros the way each language does', () => {
    expect(plain(formatMoney(1234.5, 'de'))).toBe('1.234,50 €');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
  });

  it('writes calendar dates in words, independent of the time zone', () => {
    expect(formatCalendarDate('2025-07-01', 'de')).toBe('1. Juli 2025');
    expect(formatCalendarDate('2025-07-01', 'en')).toBe('1 July 2025');
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });

  it('never writes an ISO date in a list', () => {
    expect(formatDay('2026-11-23T12:00:00.000Z', 'de')).toBe('23.11.2026');
    expect(formatDay('2026-11-23T12:00:00.000Z', 'en')).toBe('23 Nov 2026');
  });

  it('takes a regional tag for each page language', () => {
    expect(languageTag('de')).toBe('de-DE');
    expect(languageTag('en')).toBe('en-GB');
  });
});

// The slot picker's days are the visitor's: a slot at 23:30 UTC belongs to the next day in
// Berlin, and each slot's accessible name carries its full date.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { slotsByDay } from './SlotPicker.tsx';

beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const slot = (start: string, minutes = 30) => ({
  id: `slot-${start}`,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

describe('slotsByDay', () => {
  it('groups by the day in the browser’s time zone and names each slot with its full date', () => {
    const days = slotsByDay(
      [slot('2031-06-02T08:00:00.000Z'), slot('2031-06-02T22:30:00.000Z'), slot('2031-06-03T07:00:00.000Z')],
      'de',
    );
    expect(days.map((day) => [day.key, day.slots.length])).toEqual([
      ['2031-06-02', 1],
      ['2031-06-03', 2],
    ]);
    expect(days[0]!.label).toBe('Montag, 2. Juni 2031');
    expect(days[1]!.slots[0]!.time).toMatch(/^00:30\s*–\s*01:00( Uhr)?$/);
    expect(days[1]!.slots[0]!.full).toContain('3. Juni 2031');
  });
});

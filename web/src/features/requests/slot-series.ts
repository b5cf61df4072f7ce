// A series of demo slots as staff think of it: from a first day at a time of day, in the staff
// member's own time zone (the browser's), once or repeated daily, on weekdays or weekly. Each
// start is made in local time and only then turned into UTC, so "10:00 every Monday" stays
// 10:00 across a daylight-saving change (its UTC hour moves instead).
export type Repeat = 'once' | 'daily' | 'weekdays' | 'weekly';

export interface SeriesInput {
  /** `YYYY-MM-DD`, the first day. */
  date: string;
  /** `HH:MM`, local time of day. */
  time: string;
  repeat: Repeat;
  /** How many slots (1 when `once`). */
  count: number;
}

/** The series' starts in UTC (ISO with `Z`); empty when the date or time cannot be read. */
export function seriesStarts({ date, time, repeat, count }: SeriesInput): string[] {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return [];
  const [year, month, first] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  const wanted = repeat === 'once' ? 1 : Math.max(0, Math.floor(count));
  const starts: string[] = [];
  for (let offset = 0; starts.length < wanted && offset < wanted * 7 + 7; offset++) {
    if (repeat === 'weekly' && offset % 7 !== 0) continue;
    const start = new Date(year, month, first + offset, hours, minutes);
    const weekday = start.getDay();
    if (repeat === 'weekdays' && (weekday === 0 || weekday === 6)) continue;
    starts.push(start.toISOString());
    if (repeat === 'once') break;
  }
  return starts;
}

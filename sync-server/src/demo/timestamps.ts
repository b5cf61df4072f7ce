// Fixed points in time for the demo data. Nothing reads the clock: every date is drawn from a
// seeded stream inside a fixed window, so two runs with the same seed are byte-identical.
import type { Random } from './random.ts';

/** Author of every generated document (`updated_by`): the demo staff account. */
export const DEMO_AUTHOR_ID = 'user-staff';

/** The product specification quotes its prices "as of July 2025". */
export const PRICE_AS_OF = '2025-07-01';

// Parsed once: a benchmark catalogue of 40,000 products stamps about 240,000 documents, and
// parsing the window bounds each time cost a tenth of the run.
const CREATED_FROM = Date.parse('2025-01-02T07:00:00Z');
const CREATED_TO = Date.parse('2025-06-01T18:00:00Z');
const UPDATED_TO = Date.parse('2025-06-30T18:00:00Z');

/** `created_at` in the first half of 2025 and an `updated_at` not earlier, before July 2025. */
export function documentTimes(random: Random): { created_at: string; updated_at: string } {
  const createdMs = CREATED_FROM + Math.floor(random.next() * ((CREATED_TO - CREATED_FROM) / 1000)) * 1000;
  const created = new Date(createdMs).toISOString();
  const updated = random.chance(0.4)
    ? new Date(createdMs + Math.floor(random.next() * ((UPDATED_TO - createdMs) / 1000)) * 1000).toISOString()
    : created;
  return { created_at: created, updated_at: updated };
}

// The bench's results table: a run rewrites the rows of the figures it ran, in their place, and
// keeps every other row; what it writes reads back as the same rows.
import { describe, expect, it } from 'vitest';
import type { Measurement } from './report.ts';
import { mergeRows, readRows, rowOf, TABLE_END, TABLE_START, writeRows } from './results-table.ts';

const measurement = (figure: string, label: string, p95: number): Measurement => ({
  figure,
  label,
  values: { median: p95 / 2, p95 },
  unit: 'ms',
  goalOf: 'p95',
  goal: { op: '<=', value: 16 },
});

const page = `# Bench\n\n${TABLE_START}\n\n| figure | what | goal | latest result | unit |\n| --- | --- | --- | --- | --- |\n| search | old a \\| b | p95 ≤ 16 | 20.0 (missed) | ms |\n| chat | answer | p95 ≤ 50 | 10.0 (met) | ms |\n| search | old c | p95 ≤ 2 | 1.00 (met) | ms |\n\n${TABLE_END}\n\nAfter.\n`;

describe('bench results table', () => {
  it('When a figure ran, then its rows are replaced where they stood and the other figures keep theirs', () => {
    const rows = mergeRows(
      readRows(page),
      ['search', 'typed'],
      [
        measurement('search', '40,000 products', 0.97),
        measurement('typed', 'typed to painted', 33),
        { figure: 'search', label: 'no goal', values: { median: 1 }, unit: 'ms' },
      ],
    );
    expect(rows.map((row) => [row.figure, row.what, row.result])).toEqual([
      ['search', '40,000 products', '0.970 (met)'],
      ['chat', 'answer', '10.0 (met)'],
      ['typed', 'typed to painted', '33.0 (missed)'],
    ]);
  });

  it('When the table is written, then it reads back as the same rows and the text around it stays', async () => {
    const rows = readRows(page);
    expect(rows[0]?.what).toBe('old a | b');
    const written = await writeRows(page, rows, 'bench/README.md');
    expect(readRows(written)).toEqual(rows);
    expect(written.startsWith('# Bench\n')).toBe(true);
    expect(written.trimEnd().endsWith('After.')).toBe(true);
  });

  it('When a measurement has no goal, then it gives no row', () => {
    expect(rowOf({ figure: 'bundle', label: 'lazy x', values: { gzip: 3 }, unit: 'KB' })).toBeUndefined();
    expect(
      rowOf({ ...measurement('x', 'y', 5), goal: { op: '>=', value: 10 }, goalOf: 'ratio' }),
    ).toMatchObject({
      goal: 'ratio ≥ 10.0',
      result: '– (no value)',
    });
  });
});

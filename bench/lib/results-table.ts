// The one table of bench/README.md: every measurement that has a goal, its goal and its latest
// result. `npm run bench` rewrites the rows of the figures it ran and keeps the others, so the
// table always holds the latest result of every figure (a quick run writes nothing here).
import prettier from 'prettier';
import { meetsGoal, type Measurement } from './report.ts';

export const TABLE_START = '<!-- results:start (written by npm run bench) -->';
export const TABLE_END = '<!-- results:end -->';
const HEADER = ['figure', 'what', 'goal', 'latest result', 'unit'];

export interface ResultRow {
  figure: string;
  what: string;
  goal: string;
  result: string;
  unit: string;
}

function format(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '–' : '∞';
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-GB');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

/** The row a measurement with a goal gives; none without a goal. */
export function rowOf(measurement: Measurement): ResultRow | undefined {
  const { goal, goalOf } = measurement;
  if (!goal || !goalOf) return undefined;
  const value = measurement.values[goalOf];
  const verdict = meetsGoal(measurement);
  const mark = verdict === undefined ? 'no value' : verdict ? 'met' : 'missed';
  return {
    figure: measurement.figure,
    what: measurement.label,
    goal: `${goalOf} ${goal.op === '<=' ? '≤' : '≥'} ${format(goal.value)}`,
    result: `${value === undefined ? '–' : format(value)} (${mark})`,
    unit: measurement.unit,
  };
}

const escape = (text: string): string => text.replaceAll('|', '\\|');
const unescape = (text: string): string => text.replaceAll('\\|', '|');

/** The rows between the markers of `markdown`. */
export function readRows(markdown: string): ResultRow[] {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('bench/README.md has no results table markers');
  return markdown
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => unescape(cell.trim()));
      const [figure = '', what = '', goal = '', result = '', unit = ''] = cells;
      return { figure, what, goal, result, unit };
    });
}

/**
 * The rows after a run of `ran`: each figure that ran has exactly its new rows, where its old
 * rows stood (a new figure at the end); every other figure keeps its rows.
 */
export function mergeRows(
  old: readonly ResultRow[],
  ran: readonly string[],
  measurements: readonly Measurement[],
): ResultRow[] {
  const fresh = measurements.map(rowOf).filter((row) => row !== undefined);
  const merged: ResultRow[] = [];
  const placed = new Set<string>();
  const place = (figure: string) => {
    if (placed.has(figure)) return;
    placed.add(figure);
    merged.push(...fresh.filter((row) => row.figure === figure));
  };
  for (const row of old) {
    if (ran.includes(row.figure)) place(row.figure);
    else merged.push(row);
  }
  for (const figure of ran) place(figure);
  return merged;
}

/** `markdown` with its table replaced by `rows`, formatted as Prettier formats the file. */
export async function writeRows(markdown: string, rows: readonly ResultRow[], file: string): Promise<string> {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('bench/README.md has no results table markers');
  const line = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  const table = [
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) => line([row.figure, row.what, row.goal, row.result, row.unit])),
  ].join('\n');
  const text = `${markdown.slice(0, start)}${TABLE_START}\n\n${table}\n\n${markdown.slice(end)}`;
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

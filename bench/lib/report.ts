// What a figure reports, and how the harness prints and stores it. A measurement may carry a
// goal; goals are printed beside the figure and never asserted (a benchmark informs, CI tests).

export type GoalOperator = '<=' | '>=';

export interface Goal {
  op: GoalOperator;
  value: number;
}

export interface Measurement {
  /** Figure id, e.g. "search". */
  figure: string;
  /** What was measured, e.g. "40,000 products · product-index · chromium". */
  label: string;
  /** Named values, in print order, e.g. { median: 0.4, p95: 1.2 }. */
  values: Record<string, number>;
  unit: string;
  /** Which of `values` the goal applies to. */
  goalOf?: string;
  goal?: Goal;
  /** Anything else worth keeping in the JSON (samples are summarised, not stored). */
  detail?: Record<string, unknown>;
}

export function meetsGoal(measurement: Measurement): boolean | undefined {
  const { goal, goalOf } = measurement;
  if (!goal || !goalOf) return undefined;
  const value = measurement.values[goalOf];
  if (value === undefined || Number.isNaN(value)) return undefined;
  return goal.op === '<=' ? value <= goal.value : value >= goal.value;
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

function goalText(measurement: Measurement): string {
  const { goal, goalOf } = measurement;
  if (!goal || !goalOf) return '';
  const verdict = meetsGoal(measurement);
  const mark = verdict === undefined ? '?' : verdict ? 'met' : 'MISSED';
  const unit = goalOf === 'ratio' || goalOf.startsWith('×') ? '×' : ` ${measurement.unit}`;
  return `${goalOf} ${goal.op} ${format(goal.value)}${unit}: ${mark}`;
}

/** A plain-text table: one row per measurement, its values, and its goal with the verdict. */
export function renderTable(measurements: readonly Measurement[]): string {
  const rows = measurements.map((m) => [
    m.figure,
    m.label,
    Object.entries(m.values)
      .map(([name, value]) => `${name} ${format(value)}`)
      .join('  '),
    m.unit,
    goalText(m),
  ]);
  const header = ['figure', 'what', 'values', 'unit', 'goal'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] as number))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

// Small statistics for benchmark samples: every figure reports through these, so "p95" means
// the same thing everywhere (nearest-rank percentile of the raw samples).

export interface Summary {
  n: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function p95(samples: readonly number[]): number {
  return percentile(samples, 95);
}

export function summarize(samples: readonly number[]): Summary {
  const sum = samples.reduce((total, sample) => total + sample, 0);
  return {
    n: samples.length,
    median: median(samples),
    p95: p95(samples),
    max: samples.length === 0 ? Number.NaN : Math.max(...samples),
    mean: samples.length === 0 ? Number.NaN : sum / samples.length,
  };
}

/** How many times `baseline` is `value` (baseline / value): 10 means ten times faster or smaller. */
export function ratio(baseline: number, value: number): number {
  return value > 0 ? baseline / value : Number.POSITIVE_INFINITY;
}

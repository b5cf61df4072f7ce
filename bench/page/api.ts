// What the bench page offers to the harness (bench/lib/browser.ts calls it by name).
import type { EngineName } from '../lib/engines.ts';

export interface TypingResult {
  /** Milliseconds per keystroke, in keystroke order. */
  times: number[];
  totals: number[];
}

export interface BenchPageApi {
  /** Generates the demo catalogue of `size` products as search records, in the page. */
  prepare(size: number): { records: number; ms: number };
  /** Builds an engine over the prepared records and keeps it. */
  build(engine: EngineName): { ms: number };
  /** Forgets an engine, so that its memory can be collected. */
  drop(engine: EngineName): void;
  /** Runs each query once, in order, timing each. */
  type(engine: EngineName, queries: string[], limit: number): TypingResult;
  /** Starts the real search worker and sends it the records; resolves when it has built the index. */
  workerReplace(): Promise<{ ms: number; workerMs: number }>;
  /** Each query as a round trip to the worker, waiting for each answer before the next. */
  workerType(queries: string[], limit: number): Promise<TypingResult & { workerTimes: number[] }>;
  workerStop(): void;
}

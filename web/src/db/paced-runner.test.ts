// The pace of the staff screens' refreshes: at once after a quiet spell, then never more often
// than the pause (or four times the work's own duration), and always once more after the last
// change, so the screen ends up showing it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedRunner } from './paced-runner.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pacedRunner', () => {
  it('runs at once after a quiet spell, then once per pause however many changes come', async () => {
    let runs = 0;
    const runner = pacedRunner(() => runs++, { minGapMs: 1_000, costFactor: 4 });
    runner.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    for (let change = 0; change < 50; change++) {
      runner.poke();
      await vi.advanceTimersByTimeAsync(10);
    }
    // 500 ms of changes inside the first pause: nothing yet, then one run for all of them.
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    runner.stop();
  });

  it('waits longer after costly work', async () => {
    let runs = 0;
    const runner = pacedRunner(
      async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
      { minGapMs: 100, costFactor: 4 },
    );
    runner.poke();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(1);
    runner.poke();
    // The work took 500 ms: the next run waits 2 s (4 × 500), not the 100 ms pause.
    await vi.advanceTimersByTimeAsync(1_900);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(2);
    runner.stop();
  });

  it('runs nothing after stop', async () => {
    let runs = 0;
    const runner = pacedRunner(() => runs++, { minGapMs: 100, costFactor: 4 });
    runner.poke();
    runner.stop();
    runner.poke();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(0);
  });
});

// Runs a piece of work after changes, at a pace a sync cannot overrun: the first change after a
// quiet spell runs it at once (in the next task, so one write's events count once), and while
// changes keep arriving (a first sync writes hundreds per batch) it runs again only after a
// pause of `minGapMs`, or `costFactor` times its own last duration if longer. So a screen over
// 40,000 documents spends at most about 1 / (1 + costFactor) of the time on this work during a
// sync, instead of once per replication batch.

export interface PacedRunner {
  /** Something changed: run the work (soon, or after the pause). */
  poke(): void;
  stop(): void;
}

export interface Pace {
  minGapMs: number;
  costFactor: number;
}

export const DEFAULT_PACE: Pace = { minGapMs: 250, costFactor: 4 };

export function pacedRunner(work: () => unknown, pace: Pace = DEFAULT_PACE): PacedRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let pending = false;
  let stopped = false;
  let readyAt = 0;

  const run = async () => {
    timer = undefined;
    if (stopped) return;
    pending = false;
    running = true;
    const started = performance.now();
    try {
      await work();
    } catch (error) {
      // After stop() nobody waits for the answer (a database closed under a closed screen).
      if (!stopped) throw error;
    } finally {
      const cost = performance.now() - started;
      running = false;
      readyAt = performance.now() + Math.max(pace.minGapMs, pace.costFactor * cost);
      if (pending) schedule();
    }
  };

  const schedule = () => {
    if (stopped || running || timer !== undefined) return;
    timer = setTimeout(() => void run(), Math.max(0, readyAt - performance.now()));
  };

  return {
    poke() {
      pending = true;
      schedule();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

// One queue per key in this process: the tasks of one key run one after another, those of
// different keys side by side. Read-change-write updates of one store document queue here, so a
// burst of parallel requests to one process costs no conflicts; conflicts then come only from
// other processes sharing the store (rate-limit/rate-limiter.ts, ads/ad-ledger.ts).
export type SerialQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createSerialQueue(): SerialQueue {
  const queues = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}

/** A short random wait before retry `attempt` after a conflict, so two processes do not collide again at once. */
export function conflictPause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
}

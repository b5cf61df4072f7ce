// A job the server runs every `intervalMs` and once soon after start (not during it): renewal
// reminders, the erasure of closed accounts. A failed run is logged and the next one tries again;
// timers never keep the process alive. Jobs that several processes run at once make themselves
// safe (a mark created before acting, a store lock).
import { log } from './log/logger.ts';

const FIRST_RUN_AFTER_MS = 5_000;

export interface PeriodicJob {
  stop(): void;
}

export function startPeriodicJob(
  what: { area: string; failure: string },
  run: () => Promise<unknown>,
  intervalMs: number,
): PeriodicJob {
  const once = () => {
    run().catch((error: unknown) => log.error({ area: what.area, err: error }, what.failure));
  };
  const timer = setInterval(once, intervalMs);
  timer.unref();
  const first = setTimeout(once, FIRST_RUN_AFTER_MS);
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}

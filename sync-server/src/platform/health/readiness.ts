// Liveness and readiness apart. Live: the process answers (a supervisor restarts it otherwise).
// Ready: it can serve what devices ask first, so a load balancer may send it traffic: the store
// answers, the projections have caught up with the masters (within READY_PROJECTOR_LAG changes)
// and every shared database has a snapshot for first syncs.
import type { StoreClient } from '../store/couch-client.ts';

/** What readiness asks of the areas that keep projections and snapshots (index.ts wires them). */
export interface ReadinessSources {
  /** Changes on the masters not yet projected, counted up to `upTo + 1`. */
  pendingProjections(upTo: number): Promise<number>;
  /** The shared databases that have no snapshot yet. */
  missingSnapshots(): string[];
}

export interface Readiness {
  ok: boolean;
  checks: { store: boolean; projections: boolean; snapshots: boolean };
  missingSnapshots: string[];
}

/** The store's root answered within `timeoutMs`. */
export async function storeAnswers(store: StoreClient, timeoutMs: number): Promise<boolean> {
  try {
    const answer = await store.request('', { signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

export async function checkReadiness(
  store: StoreClient,
  sources: ReadinessSources,
  options: { maxProjectorLag: number; timeoutMs: number },
): Promise<Readiness> {
  const missingSnapshots = sources.missingSnapshots();
  const storeOk = await storeAnswers(store, options.timeoutMs);
  const projections =
    storeOk &&
    (await withTimeout(sources.pendingProjections(options.maxProjectorLag), options.timeoutMs)
      .then((pending) => pending <= options.maxProjectorLag)
      .catch(() => false));
  const checks = { store: storeOk, projections, snapshots: missingSnapshots.length === 0 };
  return { ok: checks.store && checks.projections && checks.snapshots, checks, missingSnapshots };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

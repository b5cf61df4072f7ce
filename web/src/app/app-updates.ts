// The update policy of the service worker (see pwa.ts), kept apart from the virtual module
// `virtual:pwa-register` so that it can be tested outside a build.
import { BUILD_CHECK_INTERVAL_MS } from '@poct/schemas';
import { showToast } from '../ui/toast-queue.ts';

export interface UpdateCheckOptions {
  intervalMs?: number;
  isOnline?: () => boolean;
}

/** Asks `registration` for a new version every interval while online; returns a stop function. */
export function startUpdateChecks(
  registration: { update(): Promise<unknown> },
  { intervalMs = BUILD_CHECK_INTERVAL_MS, isOnline = () => navigator.onLine }: UpdateCheckOptions = {},
): () => void {
  const timer = setInterval(() => {
    if (!isOnline()) return;
    registration.update().catch((error: unknown) => {
      // A failed check (server down, network lost mid-way) keeps the running version.
      console.warn('Checking for a new version failed', error);
    });
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Shows the update toast at most once per page and reloads at most once. */
export function createUpdatePrompt(activate: () => Promise<void>) {
  let shown = false;
  let reloading = false;
  return function prompt(): void {
    if (shown) return;
    shown = true;
    showToast({
      severity: 'info',
      detail: 'app.update_available',
      action: {
        label: 'app.reload',
        onAction: () => {
          if (reloading) return;
          reloading = true;
          void activate();
        },
      },
      life: 0,
    });
  };
}

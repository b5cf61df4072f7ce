// Registers the service worker (production builds only). A new version waits until the user
// chooses to reload, so nothing half-typed is lost; the server is asked for a new build every
// hour (spec section 9).
import { registerSW } from 'virtual:pwa-register';
import { BUILD_CHECK_INTERVAL_MS } from '@poct/schemas';
import { showToast } from '../ui/toast-queue.ts';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      showToast({
        severity: 'info',
        detail: 'app.update_available',
        action: { label: 'app.reload', onAction: () => void updateServiceWorker(true) },
        life: 0,
      });
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), BUILD_CHECK_INTERVAL_MS);
    },
  });
}

// Registers the service worker (production builds only) and keeps the app current without
// ever pulling the floor from under the user:
// - every 60 minutes the browser is asked to fetch the service worker script,
//   whose precache manifest names every file of the build: a new build means a new worker;
// - a new worker waits; the user gets a toast "new version available" with Reload, and only
//   that button activates it and reloads, once (workbox-window reloads on `controlling`);
// - offline, no check is made and the installed version keeps serving from its cache;
// - a worker that is already waiting when the page opens (a deploy during a previous visit)
//   shows the same toast, and a reload that was asked for is never asked again, so no loop.
import { registerSW } from 'virtual:pwa-register';
import { createUpdatePrompt, startUpdateChecks } from './app-updates.ts';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const prompt = createUpdatePrompt(() => updateServiceWorker(true));
  const updateServiceWorker = registerSW({
    onNeedRefresh: prompt,
    onRegisteredSW(_url, registration) {
      if (registration) startUpdateChecks(registration);
    },
  });
}

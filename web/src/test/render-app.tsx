// Renders the whole app (real history and router, Lingui catalogues, session, layouts) at an address, the
// way main.tsx does, with a memory history and a fake server.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { stripLocalePrefix } from '@poct/schemas';
import { App } from '../app/App.tsx';
import { createServices } from '../app/services.ts';
import { activateLocale } from '../i18n/catalog.ts';
import { createMemoryAppHistory } from '../routes/app-history.ts';
import { fakeServer, type Handler } from './fake-server.ts';

export async function renderApp(path: string, routes: Record<string, Handler> = {}) {
  await activateLocale(stripLocalePrefix(path).locale);
  const server = fakeServer(routes);
  const services = createServices({ history: () => createMemoryAppHistory(path), fetch: server.fetch });
  await services.session.start();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<App services={services} />));
  return {
    container,
    services,
    requests: server.requests,
    location: () => services.history.state.location,
    unmount: () => act(() => root.unmount()),
  };
}

/** Polls (inside act, so lazy pages and effects settle) until `check` stops throwing. */
export async function waitFor<T>(check: () => T, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

export function heading(container: HTMLElement): string {
  const h1 = container.querySelector('h1');
  if (!h1) throw new Error('no h1 yet');
  return h1.textContent ?? '';
}

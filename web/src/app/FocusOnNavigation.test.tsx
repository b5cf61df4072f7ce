import { describe, expect, it } from 'vitest';
import { act, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { createMemoryAppHistory } from '../routes/app-history.ts';
import { mount } from '../test/mount.tsx';
import { AppRouter } from './AppRouter.tsx';
import { FocusOnNavigation } from './FocusOnNavigation.tsx';

// A page that first shows a loading state with its own heading, then swaps it for the content
// with a new heading element, as the comparison report does while it reads the device's data.
function SwappingPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <section key="report">
      <h1>Report</h1>
      <button type="button">Download</button>
    </section>
  ) : (
    <section key="loading">
      <h1>Loading</h1>
    </section>
  );
}

// The page by address, as app/RouteView.tsx picks it, under the app's own router.
function Shell() {
  const { pathname } = useLocation();
  return (
    <main>
      <FocusOnNavigation />
      {pathname === '/compare' ? <SwappingPage /> : <h1>Home</h1>}
    </main>
  );
}

async function start() {
  const history = createMemoryAppHistory('/');
  const view = await mount(
    <AppRouter history={history}>
      <Shell />
    </AppRouter>,
  );
  return { history, view };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  return check();
};

describe('focus after navigation', () => {
  it('follows a page whose loading heading is replaced by its content heading', async () => {
    const { history, view } = await start();
    await act(async () => history.navigate('/compare'));
    expect(await until(() => document.activeElement?.textContent === 'Report')).toBe(true);
    expect(document.activeElement?.tagName).toBe('H1');
    await view.unmount();
  });

  it('leaves the focus where the user has moved it before the content arrives', async () => {
    const { history, view } = await start();
    await act(async () => history.navigate('/compare'));
    expect(await until(() => document.activeElement?.textContent === 'Loading')).toBe(true);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(await until(() => view.container.textContent?.includes('Report') ?? false)).toBe(true);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(document.activeElement).toBe(outside);
    outside.remove();
    await view.unmount();
  });
});

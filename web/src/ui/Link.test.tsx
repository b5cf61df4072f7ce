import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createMemoryAppHistory, type HeldNavigation } from '../routes/app-history.ts';
import { AppRouter } from '../app/AppRouter.tsx';
import { mount } from '../test/mount.tsx';
import { Link } from './Link.tsx';

let view: Awaited<ReturnType<typeof mount>> | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

async function inApp(href: string, extra: Record<string, string> = {}) {
  const history = createMemoryAppHistory('/de/search');
  view = await mount(
    <AppRouter history={history}>
      <Link href={href} variant="nav" className="extra" {...extra}>
        Go
      </Link>
    </AppRouter>,
  );
  return { history, anchor: view.container.querySelector('a')! };
}

/**
 * Clicks like a user; whether the browser would still follow the link (nothing before the
 * document prevented it). The document then stops it: the test page has no server to load.
 */
async function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}): Promise<boolean> {
  let followed = false;
  const last = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', last, { once: true });
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => anchor.dispatchEvent(event));
  return followed;
}

describe('links', () => {
  it('are anchors with their address and classes that navigate inside the app on a click', async () => {
    const { history, anchor } = await inApp('/de/products/p-1?tab=tests');
    expect(anchor.getAttribute('href')).toBe('/de/products/p-1?tab=tests');
    expect(anchor.className).toBe('link link--nav extra');
    expect(await click(anchor)).toBe(false);
    expect(history.state.location.pathname).toBe('/de/products/p-1');
    expect(history.state.location.search).toBe('?tab=tests');
  });

  it('leave a click with a modifier key, a new tab or another site to the browser', async () => {
    const { history, anchor } = await inApp('/de/compare');
    expect(await click(anchor, { ctrlKey: true })).toBe(true);
    expect(await click(anchor, { metaKey: true })).toBe(true);
    expect(history.state.location.pathname).toBe('/de/search');
    await view?.unmount();
    const blank = await inApp('/de/compare', { target: '_blank' });
    expect(await click(blank.anchor)).toBe(true);
    await view?.unmount();
    const away = await inApp('https://www.bfarm.de/');
    expect(await click(away.anchor)).toBe(true);
    expect(away.history.state.location.pathname).toBe('/de/search');
  });

  it('wait, like every in-app navigation, while a page holds its unsaved changes', async () => {
    const { history, anchor } = await inApp('/de/compare');
    let held: HeldNavigation | null = null;
    history.block(
      () => true,
      (next) => (held = next),
    );
    await click(anchor);
    expect(history.state.location.pathname).toBe('/de/search');
    expect(held).not.toBeNull();
    await act(async () => held!.proceed());
    expect(history.state.location.pathname).toBe('/de/compare');
  });

  it('are plain anchors outside the app router', async () => {
    view = await mount(<Link href="/de/about">About</Link>);
    const anchor = view.container.querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('/de/about');
    expect(anchor.className).toBe('link link--inline');
  });
});

// After a navigation within the app (not the first page load), the keyboard focus moves to the
// new page's heading, so a screen reader announces the page and Tab goes on from its top. The
// heading appears once the page's chunk has loaded, so it is awaited (a few seconds at most). A
// page that swaps its loading state for its content (the comparison report) replaces its heading
// on the way: the focus follows to the new one while nobody has moved it elsewhere. A page that
// focuses a field of its own (search, sign-in, chat) keeps it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5000;

export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    let focused: HTMLElement | null = null;
    const look = () => {
      if (document.querySelector('main :is(input, textarea, select):focus')) return;
      if (focused) {
        const lost = !focused.isConnected && focusIsNowhere();
        if (!lost && document.activeElement !== focused) return; // the user has moved on
        if (lost) focused = null;
      }
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!focused && heading && !document.querySelector('.page-loading')) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
        focused = heading;
      }
      if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

function focusIsNowhere(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

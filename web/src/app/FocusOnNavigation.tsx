// After a navigation within the app (not the first page load), the keyboard focus moves to the
// new page's heading, so a screen reader announces the page and Tab goes on from its top. The
// heading appears once the page's chunk has loaded, so it is awaited (a few seconds at most). A
// page that focuses a field of its own (search, sign-in, chat) keeps it.
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
    const look = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (document.querySelector('main :is(input, textarea, select):focus')) return;
      if (heading && !document.querySelector('.page-loading')) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      } else if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

// Scroll positions as react-router's data-router <ScrollRestoration> kept them: back and forward
// return to where the page was left (also after a reload, from session storage), a link to
// `#id` scrolls to that element, any other new address starts at the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'react-router-scroll-positions';

function readSaved(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    return new Map(Object.entries(saved));
  } catch {
    return new Map();
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= readSaved();
  const key = useRef(location.key);
  const firstPage = useRef(true);

  useEffect(() => {
    const saved = positions.current as Map<string, number>;
    window.history.scrollRestoration = 'manual';
    const remember = () => saved.set(key.current, window.scrollY);
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(saved)));
      } catch {
        // Storage full or denied: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions.current?.get(location.key);
    const restoring = firstPage.current || navigationType === 'POP';
    firstPage.current = false;
    if (restoring && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
  return null;
}

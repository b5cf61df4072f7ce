// Runs before every web test file.
import { afterEach } from 'vitest';

// Tells React that tests wrap updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  // A file may run in Node (`// @vitest-environment node`) to talk to the real server.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  document.body.innerHTML = '';
});

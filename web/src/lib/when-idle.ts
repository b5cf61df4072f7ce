// Work the page can put off: run when the browser is idle (at the latest after 2 s).

/** Runs `step` when the page is idle (at the latest after 2 s); returns how to cancel it. */
export function whenIdle(step: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(step, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(step, 50);
  return () => clearTimeout(handle);
}

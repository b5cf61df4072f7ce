// `value` as of the last painted frame: a part of the page fed from it renders only after the
// frame that shows the rest has been painted (requestAnimationFrame, then a task), as a
// transition that a newer key interrupts. React's own deferral (useDeferredValue) may render
// before that paint and delay it; this never does. The search page shows a key's results first
// and then the facet counts and each card's buttons (a first letter that replaces
// twenty cards paints in a frame).
import { startTransition, useEffect, useState } from 'react';

export function usePaintedValue<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState<{ value: T }>({ value: initial });
  useEffect(() => {
    if (Object.is(shown.value, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: the next key interrupts this render instead of waiting behind it.
      timer = setTimeout(() => startTransition(() => setShown({ value })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown.value;
}

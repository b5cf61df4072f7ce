// Holding a navigation while the user decides (unsaved changes): the app history's blocker
// (routes/app-history.ts) as a hook, shaped like react-router's data-router `useBlocker`.
import { createContext, use, useEffect, useRef, useState } from 'react';
import type { AppHistory, BlockerFunction, HeldNavigation } from './app-history.ts';

/** The app's history, provided by app/AppRouter.tsx. */
export const AppHistoryContext = createContext<AppHistory | null>(null);

export type Blocker =
  ({ state: 'blocked' } & HeldNavigation) | { state: 'unblocked'; proceed?: undefined; reset?: undefined };

/** `shouldBlock` is read when a navigation starts, so it may read refs. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = use(AppHistoryContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(() => history?.block((args) => latest.current(args), setHeld), [history]);
  return held ? { state: 'blocked', ...held } : { state: 'unblocked' };
}

// The declarative <Router> over the app's history (routes/app-history.ts), with the error
// boundary around every page and the app's own scroll restoration. Like react-router's own
// routers it takes each new address in a transition, so a page whose chunk is still loading
// keeps the previous page on screen instead of a loading state; a navigation that asks for
// `flushSync` (signing out) renders at once.
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'react-router';
import type { AppHistory } from '../routes/app-history.ts';
import { AppHistoryContext } from '../routes/use-blocker.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';

export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(history.state);
  useLayoutEffect(() => {
    const apply = (update: { flushSync: boolean }) => {
      if (update.flushSync) flushSync(() => setState(history.state));
      else startTransition(() => setState(history.state));
    };
    const unsubscribe = history.subscribe(apply);
    apply({ flushSync: false }); // a navigation between the first render and now
    return unsubscribe;
  }, [history]);
  return (
    <AppHistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        <RouteErrorBoundary location={state.location}>{children}</RouteErrorBoundary>
        <ScrollRestoration />
      </Router>
    </AppHistoryContext>
  );
}

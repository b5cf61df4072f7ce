// The app's history: react-router's browser history (a memory one in tests) behind a small store
// that app/AppRouter.tsx renders a declarative <Router> from. The app matches its pages itself
// (app/RouteView.tsx) and has no loaders or actions, so react-router's data router would only
// add weight before the first render; the one thing of it the app used, holding a navigation
// while a form has unsaved changes, is `block` here (see workspace/forms/UnsavedChangesGuard.tsx).
import {
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  parsePath,
  type Location,
  type NavigationType,
  type Navigator,
  type To,
} from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface HistoryState {
  action: NavigationType;
  location: Location;
}

/** Whether a navigation from `currentLocation` to `nextLocation` waits for the user. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A held navigation: `proceed` goes on with it, `reset` stays. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

export interface AppHistory {
  readonly state: HistoryState;
  /** `flushSync`: the navigation asked to render at once, not in a transition. */
  subscribe(listener: (update: { flushSync: boolean }) => void): () => void;
  /** What <Router> navigates through: every in-app navigation passes the blocker. */
  readonly navigator: Navigator;
  navigate(to: To, options?: { replace?: boolean }): void;
  /**
   * Holds each navigation `shouldBlock` says yes to (links, `navigate`, the back and forward
   * buttons) and hands it to `onHeld`; `onHeld(null)` once it has gone on or been dropped.
   * One blocker at a time; the returned function removes it.
   */
  block(shouldBlock: BlockerFunction, onHeld: (held: HeldNavigation | null) => void): () => void;
}

export function createAppHistory(): AppHistory {
  return wrapHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

/** For tests: the same history in memory, starting at `path`, without touching the window's. */
export function createMemoryAppHistory(path: string): AppHistory {
  return wrapHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
}

function wrapHistory(history: History): AppHistory {
  let state: HistoryState = { action: history.action, location: history.location };
  const listeners = new Set<(update: { flushSync: boolean }) => void>();
  let flushSync = false;
  let blocker: { shouldBlock: BlockerFunction; onHeld: (held: HeldNavigation | null) => void } | null = null;
  // A held back/forward step is undone with history.go(-delta); its own pop event is not a navigation.
  let undoingPop = false;
  let proceedingPop = false;

  const holds = (to: To, navState: unknown): boolean => {
    if (!blocker) return false;
    const path = typeof to === 'string' ? parsePath(to) : to;
    const nextLocation: Location = {
      ...state.location,
      hash: '',
      search: '',
      ...path,
      state: navState,
      key: '',
    };
    return blocker.shouldBlock({ currentLocation: state.location, nextLocation });
  };
  const hold = (go: () => void) => {
    const held = blocker;
    if (!held) return;
    held.onHeld({
      proceed: () => {
        held.onHeld(null);
        go();
      },
      reset: () => held.onHeld(null),
    });
  };

  history.listen(({ action, location, delta }) => {
    if (action === 'POP') {
      if (undoingPop) {
        undoingPop = false;
        return;
      }
      if (
        !proceedingPop &&
        delta &&
        blocker?.shouldBlock({ currentLocation: state.location, nextLocation: location })
      ) {
        undoingPop = true;
        history.go(-delta);
        hold(() => {
          proceedingPop = true;
          history.go(delta);
        });
        return;
      }
      proceedingPop = false;
    }
    state = { action, location };
    const update = { flushSync };
    flushSync = false;
    for (const listener of listeners) listener(update);
  });

  const guarded = (method: 'push' | 'replace', to: To, navState: unknown, atOnce?: boolean) => {
    const go = () => {
      flushSync = atOnce === true;
      history[method](to, navState);
    };
    if (holds(to, navState)) hold(go);
    else go();
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, navState, options) => guarded('push', to, navState, options?.flushSync),
    replace: (to, navState, options) => guarded('replace', to, navState, options?.flushSync),
  };

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigator,
    navigate: (to, options) => (options?.replace ? navigator.replace(to) : navigator.push(to)),
    block(shouldBlock, onHeld) {
      const own = { shouldBlock, onHeld };
      blocker = own;
      return () => {
        if (blocker === own) blocker = null;
      };
    },
  };
}

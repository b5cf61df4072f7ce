import { describe, expect, it } from 'vitest';
import { createMemoryAppHistory, type HeldNavigation } from './app-history.ts';

function blocked(path: string) {
  const history = createMemoryAppHistory(path);
  let held: HeldNavigation | null = null;
  const unblock = history.block(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    (next) => (held = next),
  );
  return { history, held: () => held, unblock };
}

describe('the app history', () => {
  it('holds a link while the blocker says so, and goes on or stays as the user decides', () => {
    const { history, held } = blocked('/ds/plans/edit-p1');
    history.navigator.push('/ds/plans');
    expect(history.state.location.pathname).toBe('/ds/plans/edit-p1');
    held()?.reset();
    expect(held()).toBeNull();
    expect(history.state.location.pathname).toBe('/ds/plans/edit-p1');

    history.navigator.push('/ds/plans');
    held()?.proceed();
    expect(held()).toBeNull();
    expect(history.state.location.pathname).toBe('/ds/plans');
  });

  it('undoes a held back step and takes it when the user leaves', () => {
    const history = createMemoryAppHistory('/ds/plans');
    history.navigate('/ds/plans/edit-p1');
    let held: HeldNavigation | null = null;
    history.block(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
      (next) => (held = next),
    );
    history.navigator.go(-1);
    expect(history.state.location.pathname).toBe('/ds/plans/edit-p1');
    expect(held).not.toBeNull();
    (held as HeldNavigation | null)?.proceed();
    expect(history.state.location.pathname).toBe('/ds/plans');
  });

  it('lets everything through once the blocker is gone, and tells its listeners', () => {
    const { history, unblock } = blocked('/a');
    const updates: boolean[] = [];
    history.subscribe(({ flushSync }) => updates.push(flushSync));
    unblock();
    history.navigator.push('/b', undefined, { flushSync: true });
    history.navigate('/c', { replace: true });
    expect(history.state).toMatchObject({ action: 'REPLACE', location: { pathname: '/c' } });
    expect(updates).toEqual([true, false]);
  });
});

// The search page's two address writers (the query after a pause, the filter at once) share one
// queue. React Router's setter updates from the parameters of the render it came from, so two
// writes before the next render each dropped the other's change (a ticked filter lost to the
// query's delayed write). Each write here starts from the address last asked for until it lands,
// and goes onto the app history's current address: a navigation still rendering (the language
// switch, taken in a transition by app/AppRouter.tsx) keeps its path.
import { use, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AppHistoryContext } from '../../routes/use-blocker.ts';

export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/** The address this page asked for last, until it has landed. One address bar: one queue. */
let intended: string | null = null;

export function useSearchParamsWriter(): [URLSearchParams, (update: ParamsUpdate) => void] {
  const [params] = useSearchParams();
  const history = use(AppHistoryContext);
  const key = params.toString();
  useEffect(() => {
    if (intended === key) intended = null;
  }, [key]);
  // Leaving the page drops a write that never landed, so the next visit starts from its address.
  useEffect(
    () => () => {
      intended = null;
    },
    [],
  );
  const write = useCallback(
    (update: ParamsUpdate) => {
      if (!history) return;
      const { pathname, search, hash } = history.state.location;
      const next = update(new URLSearchParams(intended ?? search));
      intended = next.toString();
      // Replacing the entry: typing and ticking boxes must not fill the back button.
      history.navigate({ pathname, search: intended ? `?${intended}` : '', hash }, { replace: true });
    },
    [history],
  );
  return [params, write];
}

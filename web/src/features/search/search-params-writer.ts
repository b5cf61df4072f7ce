// The search page's two address writers (the query after a pause, the filter at once) share one
// queue. React Router's setter updates from the parameters of the render it came from, so two
// writes before the next render each dropped the other's change (a ticked filter lost to the
// query's delayed write). Each write here starts from the address last asked for until it lands.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/** The address this page asked for last, until it has landed. One address bar: one queue. */
let intended: string | null = null;

export function useSearchParamsWriter(): [URLSearchParams, (update: ParamsUpdate) => void] {
  const [params, setParams] = useSearchParams();
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
  const latest = useRef(setParams);
  useEffect(() => {
    latest.current = setParams;
  }, [setParams]);
  const write = useCallback((update: ParamsUpdate) => {
    const next = update(new URLSearchParams(intended ?? window.location.search));
    intended = next.toString();
    // Replacing the entry: typing and ticking boxes must not fill the back button.
    latest.current(next, { replace: true });
  }, []);
  return [params, write];
}

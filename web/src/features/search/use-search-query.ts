// The query lives in the address (`?q=`), so a search can be shared, reloaded and gone back to.
// The field shows its own state, though: React Router applies an address change as a transition,
// after the key's event, and a field controlled by the address alone was set back to the older
// text whenever it re-rendered in between, losing keys (found by the bench's typed-to-painted
// figure). Addresses this hook wrote itself are recognised when they land; any other change of
// the address (back, a link, a popular search) replaces the field's text.
// The address follows the field after a pause, not per key: each address change re-renders the
// route, which a key's answer should not wait for.
import { useCallback, useEffect, useRef, useState } from 'react';
import { setPendingParams } from '../../lib/pending-search.ts';
import { useSearchParamsWriter } from './search-params-writer.ts';

/** Writes still on their way to the address are few; a bound keeps a lost one from piling up. */
const MAX_PENDING = 50;
/** Quiet time after the last key before the address is written. */
export const ADDRESS_DELAY_MS = 400;

export function useSearchQuery(): [string, (query: string) => void] {
  const [params, writeParams] = useSearchParamsWriter();
  const inAddress = params.get('q') ?? '';
  const [query, setQuery] = useState(inAddress);
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      setPendingParams(null);
    },
    [],
  );

  useEffect(() => {
    const index = pending.current.indexOf(inAddress);
    if (index >= 0) {
      // One of ours landed: it and any older one are done.
      pending.current = pending.current.slice(index + 1);
      if (pending.current.length === 0 && timer.current === undefined) setPendingParams(null);
      return;
    }
    pending.current = [];
    setPendingParams(null);
    clearTimeout(timer.current);
    timer.current = undefined;
    setQuery(inAddress);
  }, [inAddress]);

  const update = useCallback(
    (next: string) => {
      setQuery(next);
      // Until the address has it, links that carry the address along carry the new query.
      setPendingParams({ q: next });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        pending.current = [...pending.current, next].slice(-MAX_PENDING);
        writeParams((current) => {
          if (next) current.set('q', next);
          else current.delete('q');
          return current;
        });
      }, ADDRESS_DELAY_MS);
    },
    [writeParams],
  );
  return [query, update];
}

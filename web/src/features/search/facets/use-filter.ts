// The filter from the address, and a setter that writes it back (replacing the history entry,
// so ticking boxes does not fill the back button).
import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '../search-params-writer.ts';
import { parseFilter, writeFilter, type FilterState, type FilterUpdate } from './filter-state.ts';

export function useFilter(): [FilterState, (update: FilterUpdate) => void] {
  const [params, writeParams] = useSearchParamsWriter();
  // Keyed by the filter's own parameters: the query's `q` landing in the address must not make a
  // new filter, which would ask the search worker again (typed to painted).
  const key = writeFilter(new URLSearchParams(), parseFilter(params)).toString();
  const filter = useMemo(() => parseFilter(new URLSearchParams(key)), [key]);
  const setFilter = useCallback(
    (update: FilterUpdate) => writeParams((current) => writeFilter(current, update(parseFilter(current)))),
    [writeParams],
  );
  return [filter, setFilter];
}

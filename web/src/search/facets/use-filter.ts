// The filter from the address, and a setter that writes it back (replacing the history entry,
// so ticking boxes does not fill the back button).
import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '../search-params-writer.ts';
import { parseFilter, writeFilter, type FilterState } from './filter-state.ts';

export function useFilter(): [FilterState, (next: FilterState) => void] {
  const [params, writeParams] = useSearchParamsWriter();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string stands for the params
  const filter = useMemo(() => parseFilter(params), [key]);
  const setFilter = useCallback(
    (next: FilterState) => writeParams((current) => writeFilter(current, next)),
    [writeParams],
  );
  return [filter, setFilter];
}

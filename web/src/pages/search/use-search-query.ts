// The query lives in the address (`?q=`), so a search can be shared, reloaded and gone back to.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        // Typing must not fill the history with one entry per letter.
        { replace: true },
      ),
    [setParams],
  );
  return [query, setQuery];
}

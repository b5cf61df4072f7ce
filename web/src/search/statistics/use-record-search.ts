// Feeds the search page's current search to the recorder: call it with the query, the number
// found and the filters once the count for that query is known, or null while there is none.
import { useEffect } from 'react';
import type { RecordedSearch } from './search-outbox.ts';
import { cancelPendingSearch, recordSearch } from './search-statistics.ts';

export function useRecordSearch(search: RecordedSearch | null): void {
  // By value: a new object with the same search must not restart the settle timer.
  const key = search ? JSON.stringify(search) : '';
  useEffect(() => {
    if (key === '') cancelPendingSearch();
    else recordSearch(JSON.parse(key) as RecordedSearch);
  }, [key]);
}

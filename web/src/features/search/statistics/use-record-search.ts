// Feeds the search page's current search to the recorder: call it with the query, the number
// found and the filters once the count for that query is known, or null while there is none.
// A signed-in user's settled query also joins their recent searches (the dashboard lists them).
import { useEffect } from 'react';
import { useSession } from '../../../session/use-session.ts';
import { rememberSearch } from '../recent-searches.ts';
import type { RecordedSearch } from './search-outbox.ts';
import { SETTLE_MS } from './search-recorder.ts';
import { cancelPendingSearch, recordSearch } from './search-statistics.ts';

export function useRecordSearch(search: RecordedSearch | null): void {
  // By value: a new object with the same search must not restart the settle timer.
  const key = search ? JSON.stringify(search) : '';
  useEffect(() => {
    if (key === '') cancelPendingSearch();
    else recordSearch(JSON.parse(key) as RecordedSearch);
  }, [key]);
  const userId = useSession().user?.id;
  const query = search?.query ?? '';
  useEffect(() => {
    if (!userId || query.trim() === '') return;
    const timer = setTimeout(() => rememberSearch(window.localStorage, userId, query), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [userId, query]);
}

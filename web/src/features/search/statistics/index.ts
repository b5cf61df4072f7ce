// Search statistics on the device: record settled searches (sent in batches, also after being
// offline) and show the popular searches.
export { cancelPendingSearch, recordSearch, settlePendingSearch } from './search-statistics.ts';
export { PopularSearches } from './PopularSearches.tsx';
export { usePopularSearches, type PopularSearch } from './popular-searches.ts';
export type { RecordedSearch } from './search-outbox.ts';
export { useRecordSearch } from './use-record-search.ts';
export { filterEvents } from './filter-events.ts';

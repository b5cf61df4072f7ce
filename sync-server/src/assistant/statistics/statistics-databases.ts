// The server-only databases of the search statistics (never replicated, REST only).
/** One document per normalised query: count, found by the latest search, last searched. */
export const QUERIES_DB = 'search_queries';
/** One document per filter value (facet + value): count, last used. */
export const FILTERS_DB = 'search_filters';
/**
 * Ids of the events already counted, `YYYY-MM-DD:<event id>` by the day of the event, so a
 * repeat is refused by the store itself (409 on create) and old ids can be pruned by range.
 */
export const EVENT_IDS_DB = 'search_event_ids';

export const STATISTICS_DATABASES = [QUERIES_DB, FILTERS_DB, EVENT_IDS_DB] as const;

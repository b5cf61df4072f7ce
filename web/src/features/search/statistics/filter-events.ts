// The search page's filter as the statistics count it: one entry per chosen value.
import { MULTI_FACETS, type FilterState } from '../facets/filter-state.ts';
import type { SearchEventFilter } from '@poct/schemas';

export function filterEvents(filter: FilterState): SearchEventFilter[] {
  const events: SearchEventFilter[] = MULTI_FACETS.flatMap((facet) =>
    filter.values[facet].map((value) => ({ facet, value })),
  );
  if (filter.maxSampleVolume !== null)
    events.push({ facet: 'max_sample_volume', value: String(filter.maxSampleVolume) });
  if (filter.maxTimeToResult !== null)
    events.push({ facet: 'max_time_to_result', value: String(filter.maxTimeToResult) });
  if (filter.price.min !== null || filter.price.max !== null)
    events.push({ facet: 'price', value: `${filter.price.min ?? ''}-${filter.price.max ?? ''}` });
  return events;
}

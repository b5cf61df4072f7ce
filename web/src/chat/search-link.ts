// "Open in search with these filters": the conditions the search page's filter can express
// (web/src/search/facets/filter-state.ts), in its address form. The search filter is coarser
// (any chosen value, product-wide volume and time), so search may show a few more products;
// details, transmissions and exclusions have no search filter and are left out.
import type { Condition } from '@poct/schemas';
import { EMPTY_FILTER, writeFilter, type FilterState } from '../search/facets/filter-state.ts';

export function searchParamsFor(conditions: readonly Condition[]): URLSearchParams {
  const filter: FilterState = structuredClone(EMPTY_FILTER);
  let text = '';
  for (const c of conditions) {
    if (c.kind === 'parameter') filter.values.parameter.push(...c.ids);
    else if (c.kind === 'sample_type') filter.values.sample_type.push(...c.ids);
    else if (c.kind === 'method') filter.values.method.push(...c.ids);
    else if (c.kind === 'diagnostic_area') filter.values.diagnostic_area.push(...c.ids);
    else if (c.kind === 'connectivity') filter.values.connectivity.push(c.id);
    else if (c.kind === 'max_volume') filter.maxSampleVolume = c.ul;
    else if (c.kind === 'max_time') filter.maxTimeToResult = c.minutes;
    else if (c.kind === 'price') filter.price = { min: c.min, max: c.max };
    else if (c.kind === 'manufacturer') text = c.names[0] ?? '';
    else if (c.kind === 'text') text = c.text;
  }
  const params = writeFilter(new URLSearchParams(), filter);
  if (text) params.set('q', text);
  return params;
}

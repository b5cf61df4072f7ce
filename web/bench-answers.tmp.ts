// Micro-benchmark: SearchCatalogue.answer (the worker's per-key answer) over 40,000 demo cards.
import { generateDemoData } from '/work/wt-answers/sync-server/src/demo/index.ts';
import { toProductCard } from '/work/wt-answers/web/src/features/search/product-card.ts';
import { SearchCatalogue } from '/work/wt-answers/web/src/features/search/search-catalogue.ts';

const { products, masterdata } = generateDemoData({ productCount: 40_000 });
const cards = products.map(toProductCard);
const t0 = performance.now();
const catalogue = new SearchCatalogue(cards, masterdata);
const buildMs = performance.now() - t0;
const empty = { parameter: [], connectivity: [], transmission: [], sample_type: [], method: [], diagnostic_area: [] };
const base = { values: empty, match: { parameter: 'all', connectivity: 'all', transmission: 'all' }, maxSampleVolume: null, maxTimeToResult: null, price: { min: null, max: null }, sort: 'relevance' };
const filters: Record<string, any> = {
  none: base,
  crp: { ...base, values: { ...empty, parameter: ['param-crp'] } },
  'crp+capillary+10ul': { ...base, values: { ...empty, parameter: ['param-crp'], sample_type: ['sample-capillary-wb'] }, maxSampleVolume: 10 },
  'crp+hba1c': { ...base, values: { ...empty, parameter: ['param-crp', 'param-hba1c'] } },
  'crp+hba1c+15min': { ...base, values: { ...empty, parameter: ['param-crp', 'param-hba1c'] }, maxTimeToResult: 15 },
};
const queries = ['analyser', 'crp gerät', 'nordlicht', 'blutgas', 'troponin'];
for (const [name, filter] of Object.entries(filters)) {
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const q of ['', ...queries])
      for (let cut = 1; cut <= Math.max(1, q.length); cut++) {
        const s = performance.now();
        catalogue.answer({ query: q.slice(0, cut), filter, limit: 20 });
        times.push(performance.now() - s);
      }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(`${name.padEnd(20)} keys ${times.length}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${times.at(-1)!.toFixed(2)} ms`);
}
console.log(`build ${buildMs.toFixed(0)} ms`);

// /search and /ds/search. Premium users search the whole catalogue on the device, also offline;
// guests and free users get the server's preview (at most two hits, the total and an invitation).
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isFiltering, isPriceInverted, type FilterState } from './facets/filter-state.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSyncEngine, useSyncStatus } from '../../sync/sync-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { PremiumPath } from '../payments/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CompareBar } from '../compare/index.ts';
import { ResultList } from './ResultList.tsx';
import { FilterPanel } from './facets/FilterPanel.tsx';
import { useFilter } from './facets/use-filter.ts';
import { useLocalSearch, type LocalSearchResult } from './use-local-search.ts';
import type { SearchService } from './search-service.ts';
import { useSearchService } from './use-search-service.ts';
import { usePaintedValue } from './use-painted-value.ts';
import { useRatingTotals } from '../reviews/index.ts';
import type { RatingTotals } from '@poct/schemas';
import { usePreviewSearch } from './use-preview-search.ts';
import { useSearchQuery } from './use-search-query.ts';
import { filterEvents, PopularSearches, settlePendingSearch, useRecordSearch } from './statistics/index.ts';
import './search.css';

const PAGE_SIZE = 20;

export default function SearchPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Search`);
  const [query, setQuery] = useSearchQuery();
  const service = useSearchService();
  const localize = useLocalizePath();

  return (
    <section className="page search-page">
      <h1>
        <Trans>Search</Trans>
      </h1>
      <p className="search-page__changes">
        <Link href={localize('/catalogue/changes')}>
          <Trans>What changed in the catalogue</Trans>
        </Link>
      </p>
      <search>
        <TextField
          label={t`Product, manufacturer or parameter`}
          type="search"
          value={query}
          onChange={setQuery}
          autoFocus
          className="search-page__field"
        />
      </search>
      {service ? <LocalResults service={service} query={query} /> : <PreviewResults query={query} />}
    </section>
  );
}

// Memoised, and its parts too: a key changes the query only, so it asks the worker at once (no
// deferred render first) and re-renders no result card, facet or filter field until the answer
// changes them (typed to painted).
const LocalResults = memo(function LocalResults({
  service,
  query,
}: {
  service: SearchService;
  query: string;
}) {
  const [filter, setFilter] = useFilter();
  const deferredFilter = useDeferredValue(filter);
  // A new query or filter starts again at the first page.
  const pageKey = `${query}|${JSON.stringify(deferredFilter)}`;
  const [paging, setPaging] = useState({ key: pageKey, limit: PAGE_SIZE });
  const limit = paging.key === pageKey ? paging.limit : PAGE_SIZE;
  const ratings = useRatingTotals(useSyncEngine());
  const [result, latest] = useLocalSearch(service, query, deferredFilter, limit, ratings);
  const status = useSyncStatus();
  const active = query.trim() !== '' || isFiltering(filter);
  // What the answer on screen found for the text it answers, so a key does not restart the
  // recorder's timer with the previous text's count.
  useRecordSearch(
    active && result
      ? { query: result.query, found: result.total, filters: filterEvents(deferredFilter) }
      : null,
  );
  const showMore = useCallback(() => setPaging({ key: pageKey, limit: limit + PAGE_SIZE }), [pageKey, limit]);
  // The facet counts follow once the results are painted: a key's results paint first.
  const panel = usePaintedValue(latest);
  return (
    <div className="search-page__layout">
      {panel ? (
        <FilterPanel
          filter={filter}
          counts={panel.counts}
          masterdata={panel.masterdata}
          onChange={setFilter}
          updating={panel !== latest}
        />
      ) : (
        <div />
      )}
      {!active ? (
        <SearchTips filters />
      ) : !result ? (
        <p className="search-page__state">
          <Trans>Searching…</Trans>
        </p>
      ) : (
        <Results
          result={result}
          filter={deferredFilter}
          ratings={ratings}
          firstSync={status?.phase === 'first-sync'}
          onMore={showMore}
        />
      )}
      <CompareBar />
    </div>
  );
});

function Results({
  result,
  filter,
  ratings,
  firstSync,
  onMore,
}: {
  result: LocalSearchResult;
  /** The filter the results answer: sorted by price, the cards show it. */
  filter: FilterState;
  ratings: RatingTotals;
  firstSync: boolean;
  onMore(): void;
}) {
  const { t } = useLingui();
  const { products, total, masterdata } = result;
  return (
    // data-query: which text the results on screen answer, so `npm run bench` can time a key
    // press to its results being painted (bench/figures/typed.ts).
    <div className="search-page__results" data-query={result.query}>
      <p role="status" className="search-page__count">
        {total === 0 && isPriceInverted(filter) ? (
          <Trans>The lowest price is above the highest: no product can match.</Trans>
        ) : total === 0 ? (
          <Trans>No products found. Try the filter; the product may be unavailable.</Trans>
        ) : (
          <Plural value={total} one="# product" other="# products" />
        )}
      </p>
      {firstSync && (
        <p className="search-page__note">
          <Trans>The catalogue is still downloading; more results will follow.</Trans>
        </p>
      )}
      <ResultList
        label={t`Results`}
        products={products}
        masterdata={masterdata}
        ratings={ratings}
        showPrice={filter.sort === 'price'}
        onClickCapture={settlePendingSearch}
      />
      {products.length < total && (
        <Button variant="secondary" onPress={onMore}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </div>
  );
}

function PreviewResults({ query: typed }: { query: string }) {
  // The server is asked once React has time, not within the key's own render.
  const query = useDeferredValue(typed);
  const { result, failed } = usePreviewSearch(true, query);
  useRecordSearch(result && result.query === query ? { query, found: result.total } : null);
  if (!query.trim()) return <SearchTips />;
  if (failed) {
    return (
      <p role="alert">
        <Trans>The server cannot be reached. Check your connection and try again.</Trans>
      </p>
    );
  }
  if (!result)
    return (
      <p className="search-page__state">
        <Trans>Searching…</Trans>
      </p>
    );
  return (
    <div className="search-page__results">
      <p role="status" className="search-page__count">
        {result.total === 0 ? (
          <Trans>No products found. Try the filter; the product may be unavailable.</Trans>
        ) : (
          <Plural value={result.total} one="# product" other="# products" />
        )}
      </p>
      <ol className="results">
        {result.hits.map((hit) => (
          <li key={hit.id}>
            <article className="result">
              <h2 className="result__name">{hit.name}</h2>
              <p className="result__manufacturer">{hit.manufacturer}</p>
            </article>
          </li>
        ))}
      </ol>
      {result.total > result.hits.length && (
        <aside className="search-page__invitation">
          <p>
            <Trans>
              Premium shows all <Plural value={result.total} one="# result" other="# results" /> with filters,
              details and publications. Premium is free for verified healthcare professionals.
            </Trans>
          </p>
          <div className="search-page__invitation-actions">
            <PremiumPath />
          </div>
        </aside>
      )}
    </div>
  );
}

function SearchTips({ filters = false }: { filters?: boolean }) {
  return (
    <div className="search-page__tips">
      <p>
        <Trans>
          Type a product name, a manufacturer or a parameter such as CRP or HbA1c. Several words narrow the
          search; small typos are forgiven.
        </Trans>
      </p>
      {filters && (
        <p>
          <Trans>Or choose filters to browse the whole catalogue.</Trans>
        </p>
      )}
      <PopularSearches />
    </div>
  );
}

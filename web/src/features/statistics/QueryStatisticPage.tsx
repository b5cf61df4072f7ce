// /ds/products/query-statistic: every query searched, how often, what its latest search found
// and when; searchable, sortable, paged by the server; CSV export; charts of the most searched
// queries and of those that found nothing.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../lib/api-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { StatChart } from './StatChart.tsx';
import { StatScreen } from './StatScreen.tsx';
import { downloadText, toCsv } from './csv.ts';
import { PagedStatTable, useDateTime, useStatPaging, type StatColumn } from './StatTable.tsx';
import { queryString, useStatistics, type Page, type QueryRow, type SearchReport } from './use-statistics.ts';

const PAGE_SIZE = 50;
const CHART_SIZE = 10;
type Found = 'any' | 'none' | 'some';

export default function QueryStatisticPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Search queries`);
  const api = useApi();
  const formatDate = useDateTime();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>('any');
  const paging = useStatPaging({ by: 'count', dir: 'desc' }, PAGE_SIZE);
  const { sort, offset } = paging;
  const [exporting, setExporting] = useState(false);

  const filters = { q: search.trim(), found, sort: sort.by, dir: sort.dir };
  const page = useStatistics<Page<QueryRow>>(
    `/api/search/statistics/queries?${queryString({ ...filters, offset, limit: PAGE_SIZE })}`,
  );
  const top = useStatistics<Page<QueryRow>>(
    `/api/search/statistics/queries?${queryString({ sort: 'count', dir: 'desc', limit: CHART_SIZE })}`,
  );
  const report = useStatistics<SearchReport>(`/api/search/statistics/report?limit=${CHART_SIZE}`);

  const columns: StatColumn<QueryRow>[] = [
    { id: 'query', header: t`Query`, sortable: true, cell: (row) => row.display },
    { id: 'count', header: t`Searches`, numeric: true, sortable: true, cell: (row) => row.count },
    {
      id: 'found',
      header: t`Found (latest search)`,
      numeric: true,
      sortable: true,
      cell: (row) => row.found,
    },
    {
      id: 'zero_count',
      header: t`Found nothing (times)`,
      numeric: true,
      sortable: true,
      cell: (row) => row.zero_count,
    },
    {
      id: 'last_searched_at',
      header: t`Last searched`,
      sortable: true,
      cell: (row) => <time dateTime={row.last_searched_at}>{formatDate(row.last_searched_at)}</time>,
    },
  ];

  async function exportCsv() {
    setExporting(true);
    try {
      const rows: QueryRow[] = [];
      for (let next = 0; ; next += 500) {
        const chunk = await api.request<Page<QueryRow>>(
          `/api/search/statistics/queries?${queryString({ ...filters, offset: next, limit: 500 })}`,
        );
        rows.push(...chunk.items);
        if (rows.length >= chunk.total || chunk.items.length === 0) break;
      }
      const csv = toCsv(
        ['query', 'count', 'found', 'zero_count', 'last_searched_at', 'first_searched_at'],
        rows.map((row) => [
          row.query,
          row.count,
          row.found,
          row.zero_count,
          row.last_searched_at,
          row.first_searched_at,
        ]),
      );
      downloadText(`search-queries-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } finally {
      setExporting(false);
    }
  }

  return (
    <StatScreen
      title={<Trans>Search queries</Trans>}
      intro={
        <Trans>
          What people searched for, how often, how many products the latest search found and when it was last
          searched.
        </Trans>
      }
      error={page.error}
    >
      <div className="stat-charts">
        {top.data && (
          <StatChart
            title={t`Most searched`}
            description={t({
              message: plural(CHART_SIZE, {
                one: 'The query searched most often, with how many times it was searched.',
                other: 'The # queries searched most often, with how many times each was searched.',
              }),
            })}
            categoryName={t`Query`}
            valueName={t`Searches`}
            bars={top.data.items.map((row) => ({ label: row.display, value: row.count }))}
          />
        )}
        {report.data && (
          <StatChart
            title={t`Searched most often without a result`}
            description={t`Queries whose latest search found nothing, with how many times they found nothing.`}
            categoryName={t`Query`}
            valueName={t`Found nothing (times)`}
            tone="warning"
            bars={report.data.gaps.map((row) => ({ label: row.display, value: row.zero_count }))}
          />
        )}
      </div>
      <div className="stat-toolbar">
        <TextField
          label={t`Search queries`}
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            paging.restart();
          }}
        />
        <Select
          label={t`Result`}
          options={[
            { id: 'any', label: t`All queries` },
            { id: 'none', label: t`Found nothing` },
            { id: 'some', label: t`Found products` },
          ]}
          selectedKey={found}
          onSelectionChange={(key) => {
            setFound(String(key) as Found);
            paging.restart();
          }}
        />
        <Button variant="secondary" onPress={() => void exportCsv()} isDisabled={exporting || !page.data}>
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {page.data && (
        <PagedStatTable
          caption={t`Search queries`}
          columns={columns}
          rowKey={(row) => row.query}
          page={page.data}
          paging={paging}
        />
      )}
    </StatScreen>
  );
}

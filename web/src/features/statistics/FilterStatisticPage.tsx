// /ds/products/filter-statistic: which filter values searches used and when last, with a chart
// of the most used ones.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Select } from '../../ui/Select.tsx';
import { StatChart } from './StatChart.tsx';
import { StatScreen } from './StatScreen.tsx';
import { PagedStatTable, useDateTime, useStatPaging, type StatColumn } from './StatTable.tsx';
import { filterValueText } from './filter-values.ts';
import { queryString, useStatistics, type FilterRow, type Page } from './use-statistics.ts';

const PAGE_SIZE = 50;
/** The choice for "every facet" (a select key cannot be empty). */
const ALL = 'all';

export default function FilterStatisticPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Filter usage`);
  const locale = useLocale();
  const formatDate = useDateTime();
  const [facet, setFacet] = useState('');
  const paging = useStatPaging({ by: 'count', dir: 'desc' }, PAGE_SIZE);
  const { sort, offset } = paging;
  const page = useStatistics<Page<FilterRow>>(
    `/api/search/statistics/filters?${queryString({ facet, sort: sort.by, dir: sort.dir, offset, limit: PAGE_SIZE })}`,
  );
  const top = useStatistics<Page<FilterRow>>(
    `/api/search/statistics/filters?${queryString({ facet, limit: 10 })}`,
  );

  const FACETS: Record<string, string> = {
    parameter: t`Parameter`,
    connectivity: t`Connectivity`,
    transmission: t`Transmission`,
    sample_type: t`Sample type`,
    sub_sample_type: t`Sub-sample type`,
    method: t`Method`,
    diagnostic_area: t`Diagnostic area`,
    max_sample_volume: t`Sample volume up to (µl)`,
    max_time_to_result: t`Time to result up to (min)`,
    price: t`Price (EUR)`,
  };
  const facetName = (id: string) => FACETS[id] ?? id;
  const valueName = (row: FilterRow) => filterValueText(row, i18n, locale);

  const columns: StatColumn<FilterRow>[] = [
    { id: 'facet', header: t`Filter`, sortable: true, cell: (row) => facetName(row.facet) },
    { id: 'value', header: t`Value`, sortable: true, cell: valueName },
    { id: 'count', header: t`Uses`, numeric: true, sortable: true, cell: (row) => row.count },
    {
      id: 'last_used_at',
      header: t`Last used`,
      sortable: true,
      cell: (row) => <time dateTime={row.last_used_at}>{formatDate(row.last_used_at)}</time>,
    },
  ];

  return (
    <StatScreen
      title={<Trans>Filter usage</Trans>}
      intro={<Trans>Which filter values searches used, how often and when last.</Trans>}
      error={page.error}
    >
      {top.data && top.data.items.length > 0 && (
        <div className="stat-charts">
          <StatChart
            title={t`Most used filter values`}
            description={t`The filter values searches used most often, with how many searches used each.`}
            categoryName={t`Filter value`}
            valueName={t`Uses`}
            bars={top.data.items.map((row) => ({
              label: `${facetName(row.facet)}: ${valueName(row)}`,
              value: row.count,
            }))}
          />
        </div>
      )}
      <div className="stat-toolbar">
        <Select
          label={t`Filter`}
          options={[
            { id: ALL, label: t`All filters` },
            ...Object.entries(FACETS).map(([id, name]) => ({ id, label: name })),
          ]}
          selectedKey={facet === '' ? ALL : facet}
          onSelectionChange={(key) => {
            setFacet(key === ALL || key === null ? '' : String(key));
            paging.restart();
          }}
        />
      </div>
      {page.data && (
        <PagedStatTable
          caption={t`Filter usage`}
          columns={columns}
          rowKey={(row) => `${row.facet}=${row.value}`}
          page={page.data}
          paging={paging}
        />
      )}
    </StatScreen>
  );
}

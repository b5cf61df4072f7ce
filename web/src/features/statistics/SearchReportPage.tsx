// /ds/search-report: the catalogue's gaps. Queries whose latest search found nothing, most often
// unanswered first: products people look for that the catalogue lacks, or names it does not know.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Link } from '../../ui/Link.tsx';
import { StatChart } from './StatChart.tsx';
import { StatScreen } from './StatScreen.tsx';
import { StatTable, useDateTime, type StatColumn } from './StatTable.tsx';
import { useStatistics, type QueryRow, type SearchReport } from './use-statistics.ts';
import { formatNumber } from '../../lib/format.ts';

export default function SearchReportPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Search report`);
  const localize = useLocalizePath();
  const formatDate = useDateTime();
  const report = useStatistics<SearchReport>('/api/search/statistics/report?limit=100');
  const number = (value: number) => formatNumber(value, i18n.locale);
  const percent = (part: number, whole: number) =>
    formatNumber(whole === 0 ? 0 : part / whole, i18n.locale, { style: 'percent', maximumFractionDigits: 1 });

  const columns: StatColumn<QueryRow>[] = [
    {
      id: 'query',
      header: t`Query`,
      cell: (row) => (
        <Link href={localize(`/ds/search?q=${encodeURIComponent(row.query)}`)}>{row.display}</Link>
      ),
    },
    { id: 'zero_count', header: t`Found nothing (times)`, numeric: true, cell: (row) => row.zero_count },
    { id: 'count', header: t`Searches`, numeric: true, cell: (row) => row.count },
    {
      id: 'last_searched_at',
      header: t`Last searched`,
      cell: (row) => <time dateTime={row.last_searched_at}>{formatDate(row.last_searched_at)}</time>,
    },
  ];

  return (
    <StatScreen
      title={<Trans>Search report</Trans>}
      intro={
        <Trans>
          Queries whose latest search found nothing, most often first: products people look for that the
          catalogue lacks, or names it does not know yet.
        </Trans>
      }
      error={report.error}
    >
      {report.data && (
        <>
          <dl className="stat-totals">
            <div>
              <dt>
                <Trans>Searches</Trans>
              </dt>
              <dd>{number(report.data.totals.searches)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Different queries</Trans>
              </dt>
              <dd>{number(report.data.totals.queries)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Searches that found nothing</Trans>
              </dt>
              <dd>
                {number(report.data.totals.zero_searches)} (
                {percent(report.data.totals.zero_searches, report.data.totals.searches)})
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Queries without a result now</Trans>
              </dt>
              <dd>{number(report.data.totals.zero_queries)}</dd>
            </div>
          </dl>
          {report.data.gaps.length === 0 ? (
            <p>
              <Trans>Every query found something.</Trans>
            </p>
          ) : (
            <>
              <div className="stat-charts">
                <StatChart
                  title={t`Searched most often without a result`}
                  description={t`Queries whose latest search found nothing, with how many times they found nothing.`}
                  categoryName={t`Query`}
                  valueName={t`Found nothing (times)`}
                  tone="warning"
                  bars={report.data.gaps
                    .slice(0, 10)
                    .map((row) => ({ label: row.display, value: row.zero_count }))}
                />
              </div>
              <StatTable
                caption={t`Catalogue gaps`}
                columns={columns}
                rows={report.data.gaps}
                rowKey={(row) => row.query}
              />
            </>
          )}
        </>
      )}
    </StatScreen>
  );
}

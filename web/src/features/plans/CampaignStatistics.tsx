// A campaign's figures below its edit form: totals against the budget, impressions and clicks per
// day as charts (each with its table one press away), and every day's figures in a table. Read
// from GET /api/ads/statistics/:id (advertisements-read); the figures live on the server only.
import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCY, type AdStatistics } from '@poct/schemas';
import { LoadFailed, Loading } from '../../workspace/LoadStates.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import { StatChart, StatTable, type StatColumn } from '../statistics/index.ts';

type Day = AdStatistics['days'][number];

export default function CampaignStatistics({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { loaded, reload } = useApiGet<AdStatistics>(`/api/ads/statistics/${encodeURIComponent(id)}`);
  const money = (value: number) =>
    i18n.number(value, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 3 });
  const count = (value: number) => i18n.number(value);
  // A day `YYYY-MM-DD` is a UTC date (the server counts by UTC days).
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' });

  let body;
  if (loaded.state === 'loading') body = <Loading />;
  else if (loaded.state === 'failed') body = <LoadFailed text={loaded.text} onRetry={reload} />;
  else if (loaded.state === 'missing')
    body = (
      <p>
        <Trans>Figures appear once the campaign is complete and saved.</Trans>
      </p>
    );
  else {
    const figures = loaded.value;
    const { impressions, clicks, spend } = figures.totals;
    const budget = money(figures.budget);
    const spent = money(spend);
    const columns: StatColumn<Day>[] = [
      { id: 'date', header: t`Day`, cell: (row) => <time dateTime={row.date}>{date(row.date)}</time> },
      { id: 'impressions', header: t`Impressions`, numeric: true, cell: (row) => count(row.impressions) },
      { id: 'clicks', header: t`Clicks`, numeric: true, cell: (row) => count(row.clicks) },
      { id: 'spend', header: t`Spend`, numeric: true, cell: (row) => money(row.spend) },
    ];
    const charts = [
      {
        figure: 'impressions',
        title: t`Impressions per day`,
        description: t`How many times the banner was shown on each day.`,
        valueName: t`Impressions`,
      },
      {
        figure: 'clicks',
        title: t`Clicks per day`,
        description: t`How many times the banner was clicked on each day.`,
        valueName: t`Clicks`,
      },
    ] as const;
    body = (
      <>
        <dl className="campaign-statistics__totals">
          <dt>
            <Trans>Impressions</Trans>
          </dt>
          <dd>{count(impressions)}</dd>
          <dt>
            <Trans>Clicks</Trans>
          </dt>
          <dd>{count(clicks)}</dd>
          <dt>
            <Trans>Spend</Trans>
          </dt>
          <dd>
            <Trans>
              {spent} of {budget}
            </Trans>
          </dd>
        </dl>
        {figures.days.length === 0 ? (
          <p className="muted">
            <Trans>Not shown yet.</Trans>
          </p>
        ) : (
          <>
            <div className="stat-charts">
              {charts.map((chart) => (
                <StatChart
                  key={chart.valueName}
                  {...chart}
                  categoryName={t`Day`}
                  bars={figures.days.map((day) => ({ label: date(day.date), value: day[chart.figure] }))}
                />
              ))}
            </div>
            <StatTable
              caption={t`Figures per day`}
              columns={columns}
              rows={figures.days}
              rowKey={(row) => row.date}
            />
          </>
        )}
      </>
    );
  }

  return (
    <section className="campaign-statistics" aria-labelledby="campaign-statistics-title">
      <h2 id="campaign-statistics-title">
        <Trans>Campaign figures</Trans>
      </h2>
      {body}
    </section>
  );
}

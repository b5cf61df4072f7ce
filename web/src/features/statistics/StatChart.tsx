// A horizontal bar chart of statistics (recharts, SVG), with the same figures as a table one
// press away. The figure is named by its caption and described by a sentence that says what the
// bars count; the toggle controls the table (aria-controls / aria-expanded), so a screen reader
// user can read exact figures instead of the drawing. Numbers are formatted for the page's
// language on the axis, on the bars and in the table. Imported only by the statistics pages,
// so recharts lands in their chunks and never in the app's entry.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { Button } from '../../ui/Button.tsx';
import './statistics.css';
import { Table } from '../../ui/Table.tsx';
import { formatNumber } from '../../lib/format.ts';

export interface ChartBar {
  label: string;
  value: number;
}

const TONES = { primary: '#0b5f73', warning: '#a34a00' } as const;
const BAR_HEIGHT = 32;

export function StatChart({
  title,
  description,
  categoryName,
  valueName,
  bars,
  tone = 'primary',
}: {
  title: string;
  /** One sentence: what the bars count. */
  description: string;
  /** Header of the label column in the table. */
  categoryName: string;
  /** The value axis label and the header of the value column. */
  valueName: string;
  bars: readonly ChartBar[];
  tone?: keyof typeof TONES;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const format = (value: unknown) => formatNumber(Number(value), i18n.locale);
  const ids = { title: `${id}-title`, description: `${id}-description`, table: `${id}-table` };

  return (
    <figure className="stat-chart" aria-labelledby={ids.title} aria-describedby={ids.description}>
      <div className="stat-chart__head">
        <figcaption id={ids.title} className="stat-chart__title">
          {title}
        </figcaption>
        {bars.length > 0 && (
          <Button
            variant="quiet"
            aria-expanded={asTable}
            aria-controls={ids.table}
            onPress={() => setAsTable((shown) => !shown)}
          >
            {asTable ? <Trans>Hide table</Trans> : <Trans>Show as table</Trans>}
          </Button>
        )}
      </div>
      <p id={ids.description} className="stat-chart__description">
        {description}
      </p>
      {bars.length === 0 ? (
        <p className="muted">
          <Trans>No figures yet.</Trans>
        </p>
      ) : (
        <BarChart
          className="stat-chart__svg"
          data={bars as ChartBar[]}
          layout="vertical"
          responsive
          style={{ inlineSize: '100%', blockSize: bars.length * BAR_HEIGHT + 56 }}
          margin={{ top: 4, right: 48, bottom: 24, left: 8 }}
          title={title}
          desc={description}
        >
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis
            type="number"
            allowDecimals={false}
            tickFormatter={format}
            label={{ value: valueName, position: 'insideBottom', offset: -16 }}
          />
          <YAxis type="category" dataKey="label" width={160} interval={0} />
          <Bar dataKey="value" name={valueName} fill={TONES[tone]} isAnimationActive={false}>
            <LabelList dataKey="value" position="right" formatter={format} className="stat-chart__value" />
          </Bar>
        </BarChart>
      )}
      <Table
        id={ids.table}
        className="stat-table"
        hidden={!asTable}
        caption={title}
        headers={[
          { id: 'category', label: categoryName },
          { id: 'value', label: valueName, className: 'stat-table__number' },
        ]}
      >
        {bars.map((bar) => (
          <tr key={bar.label}>
            <th scope="row">{bar.label}</th>
            <td className="stat-table__number">{format(bar.value)}</td>
          </tr>
        ))}
      </Table>
    </figure>
  );
}

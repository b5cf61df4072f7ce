// A horizontal bar chart drawn with plain elements: each bar is a row with its label and value
// written out, so the chart reads the same to a screen reader (a list) as to the eye, and the
// table beside it carries the full figures.
import './statistics.css';

export interface Bar {
  label: string;
  value: number;
}

export function BarChart({
  title,
  bars,
  tone = 'primary',
}: {
  title: string;
  bars: readonly Bar[];
  tone?: 'primary' | 'warning';
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="stat-chart">
      <figcaption className="stat-chart__title">{title}</figcaption>
      <ol className="stat-chart__bars">
        {bars.map((bar) => (
          <li key={bar.label} className="stat-chart__row">
            <span className="stat-chart__label">{bar.label}</span>
            <span className="stat-chart__track" aria-hidden="true">
              <span
                className={`stat-chart__bar stat-chart__bar--${tone}`}
                style={{ inlineSize: `${(bar.value / max) * 100}%` }}
              />
            </span>
            <span className="stat-chart__value">{bar.value}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

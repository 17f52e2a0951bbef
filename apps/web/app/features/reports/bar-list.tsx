import { useId } from 'react';
import { niceMax } from './chart-scale';

export interface BarRow {
  label: string;
  value: number;
  /** The same figure in the previous period, drawn as a thin mark under the bar. */
  previous?: number;
}

/**
 * Horizontal bars, one row each (top products, payment methods, the funnel): the label above its
 * bar so that long names fit a 360 px screen. Server-rendered SVG with a text alternative.
 */
export function BarList({
  title,
  summary,
  rows,
  format,
}: {
  title: string;
  summary: string;
  rows: BarRow[];
  format: (value: number) => string;
}) {
  const id = useId();
  const width = 360;
  const rowH = 40;
  const top = niceMax(Math.max(0, ...rows.flatMap((r) => [r.value, r.previous ?? 0])));
  const w = (v: number) => (v / top) * (width - 4);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${Math.max(rowH, rows.length * rowH)}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="chart-svg chart-bars"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {rows.map((r, i) => (
          <g key={`${r.label}-${i}`} transform={`translate(0 ${i * rowH})`}>
            <text x={0} y={13} className="chart-label">
              {r.label}
              <tspan className="chart-value"> {format(r.value)}</tspan>
            </text>
            <rect x={0} y={18} width={Math.max(1, w(r.value))} height={12} className="chart-part-1" />
            {r.previous !== undefined ? (
              <rect x={0} y={32} width={Math.max(1, w(r.previous))} height={3} className="chart-previous">
                <title>{`Previous period: ${format(r.previous)}`}</title>
              </rect>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}

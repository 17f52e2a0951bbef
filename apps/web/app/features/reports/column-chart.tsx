import { useId } from 'react';
import { labelledIndexes, niceMax, ticks } from './chart-scale';

export interface ChartKey {
  name: string;
  /** A class of reports.css that colours this part (`chart-part-1` …). */
  className: string;
}

/**
 * Columns over time, drawn on the server as SVG (no script needed). Each column may stack several
 * parts (orders by state). The drawing is 360 units wide, so its text is full size on a 360 px
 * phone and at most twice that on a wide screen; `summary` is its text alternative, and the page
 * shows the same figures as a table beside it.
 */
export function ColumnChart({
  title,
  summary,
  labels,
  parts,
  keys,
  format,
}: {
  title: string;
  summary: string;
  /** One per column: "1 Mar", "Week of 2 Mar". */
  labels: string[];
  /** parts[column][key] */
  parts: number[][];
  keys: ChartKey[];
  format: (value: number) => string;
}) {
  const id = useId();
  const width = 360;
  const height = 200;
  const left = 56;
  const bottom = 24;
  const top = niceMax(Math.max(0, ...parts.map((p) => p.reduce((a, b) => a + b, 0))));
  const plotH = height - bottom - 8;
  const slot = (width - left - 4) / Math.max(1, labels.length);
  const barW = Math.max(1, Math.min(24, slot * 0.7));
  const y = (v: number) => 8 + plotH - (v / top) * plotH;
  const labelled = labelledIndexes(labels.length, 6);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="chart-svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {ticks(top).map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={left} x2={width} y1={y(t)} y2={y(t)} className="chart-grid" />
            <text x={left - 4} y={y(t) + 4} textAnchor="end" className="chart-axis">
              {format(t)}
            </text>
          </g>
        ))}
        {parts.map((stack, i) => {
          let base = 0;
          const x = left + i * slot + (slot - barW) / 2;
          return (
            <g key={i}>
              {stack.map((v, k) => {
                if (v <= 0) return null;
                const rect = (
                  <rect
                    key={k}
                    x={x}
                    y={y(base + v)}
                    width={barW}
                    height={y(base) - y(base + v)}
                    className={keys[k]!.className}
                  >
                    <title>{`${labels[i]}: ${keys.length > 1 ? `${keys[k]!.name} ` : ''}${format(v)}`}</title>
                  </rect>
                );
                base += v;
                return rect;
              })}
              {labelled.has(i) ? (
                <text x={x + barW / 2} y={height - 8} textAnchor="middle" className="chart-axis" aria-hidden="true">
                  {labels[i]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {keys.length > 1 ? (
        <figcaption>
          <ul className="chart-keys">
            {keys.map((k) => (
              <li key={k.name}>
                <span className={`chart-swatch ${k.className}`} aria-hidden="true" /> {k.name}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}

import { changeText } from './chart-scale';

export interface Figure {
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
}

/** The range's headline figures, each beside the previous period's and the change. */
export function Comparison({ figures }: { figures: Figure[] }) {
  return (
    <dl className="report-figures">
      {figures.map((f) => {
        const change = changeText(f.current, f.previous);
        return (
          <div key={f.label} className="report-figure">
            <dt>{f.label}</dt>
            <dd>
              <span className="admin-figure">{f.format(f.current)}</span>{' '}
              <span className="admin-muted">
                previous period {f.format(f.previous)}
                {change ? ` (${change})` : ''}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import type { ReportPeriod } from '@oja/shared/reports';

const dayMs = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Ready-made ranges ending on `today` (the shop's date), as query strings. */
export function quickRanges(today: string) {
  return [
    { label: 'Last 7 days', query: `from=${shift(today, -6)}&to=${today}` },
    { label: 'Last 30 days', query: `from=${shift(today, -29)}&to=${today}` },
    { label: 'Last 90 days', query: `from=${shift(today, -89)}&to=${today}` },
    { label: 'Last 12 months', query: `from=${shift(today, -364)}&to=${today}` },
  ];
}

/**
 * The report's range: two dates and the grain, sent as a plain GET form (no script needed), and
 * the usual ranges as links. `extra` keeps the report's other choices (top products' "by").
 */
export function RangeForm({
  period,
  today,
  extra = {},
  error,
}: {
  period: ReportPeriod | null;
  today: string;
  extra?: Record<string, string>;
  error?: string;
}) {
  const keep = new URLSearchParams(extra).toString();
  return (
    <>
      <form method="get" className="admin-filters report-range" aria-label="Report range">
        {Object.entries(extra).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field">
          <label htmlFor="report-from">From</label>
          <input id="report-from" type="date" name="from" defaultValue={period?.from} required />
        </div>
        <div className="field">
          <label htmlFor="report-to">To</label>
          <input id="report-to" type="date" name="to" defaultValue={period?.to} required />
        </div>
        <div className="field">
          <label htmlFor="report-grain">By</label>
          <select id="report-grain" name="grain" defaultValue={period?.grain ?? 'day'}>
            <option value="day">Day</option>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </select>
        </div>
        <button type="submit" className="button button-quiet">
          Show
        </button>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="report-quick">
        {quickRanges(today).map((r) => (
          <a key={r.label} href={`?${r.query}${keep ? `&${keep}` : ''}`}>
            {r.label}
          </a>
        ))}
      </p>
      {period ? (
        <p className="admin-muted">
          {period.from} to {period.to} ({period.days} day{period.days === 1 ? '' : 's'}, {period.time_zone}), compared
          with {period.previous_from} to {period.previous_to}.
        </p>
      ) : null}
    </>
  );
}

import { data, type RouterContextProvider } from 'react-router';
import type { Report, ReportName } from '@oja/shared/reports';
import { apiOf, sharedApiData } from '../../lib/api.server';

const allowed = ['from', 'to', 'grain', 'by'];

/** The shop's date today in its time zone (for the ready-made ranges). */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * A report for the page's query. A range the API refuses (it ends before it begins) comes back as
 * the message beside the form, not as an error page.
 */
export async function loadReport(context: Readonly<RouterContextProvider>, request: Request, name: ReportName) {
  const params = new URLSearchParams();
  for (const [key, value] of new URL(request.url).searchParams) {
    if (allowed.includes(key) && value !== '') params.set(key, value);
  }
  const [result, shop] = await Promise.all([
    apiOf(context).request('GET', `/api/admin/reports/${name}?${params}`),
    sharedApiData(context, '/api/shop/'),
  ]);
  const today = todayIn(shop.time_zone);
  if (result.ok) return { report: result.data as Report, error: null, today, by: params.get('by') };
  if (result.status !== 400) throw data(result.error, { status: result.status });
  return { report: null, error: result.error.detail, today, by: params.get('by') };
}

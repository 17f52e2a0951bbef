import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused, thrown, type FakeAnswer } from '../../lib/fake-api.test-support';
import { loadReport } from './report-loader.server';

const report = { name: 'sales', rows: [] };
const api = (answers: Record<string, FakeAnswer>) =>
  fakeApi({ 'GET /api/shop/': ok({ time_zone: 'Africa/Lagos' }), ...answers });
const page = (query: string) => new Request(`https://shop.test/admin/reports/sales?${query}`);

afterEach(() => vi.useRealTimers());

describe('loadReport', () => {
  it('passes on only the report’s own, non-empty query fields', async () => {
    const { context, calls } = api({
      'GET /api/admin/reports/sales?from=2026-11-01&grain=week&by=category': ok(report),
    });
    const loaded = await loadReport(context, page('from=2026-11-01&to=&grain=week&by=category&admin=1'), 'sales');
    expect(loaded).toEqual({ report, error: null, today: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), by: 'category' });
    expect(calls.map((c) => c.path)).toContain('/api/admin/reports/sales?from=2026-11-01&grain=week&by=category');
  });

  it('gives today’s date in the shop’s time zone, not the server’s', async () => {
    // 23:30 UTC on 30 November is already 1 December in Lagos (UTC+1).
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 30, 23, 30), toFake: ['Date'] });
    const { context } = api({ 'GET /api/admin/reports/sales?': ok(report) });
    expect((await loadReport(context, page(''), 'sales')).today).toBe('2026-12-01');
  });

  it('a range the API refuses is the message beside the form; other failures the error page', async () => {
    const refusing = api({
      'GET /api/admin/reports/sales?from=2026-11-30&to=2026-11-01': refused(400, 'The range ends before it begins.'),
    });
    expect(await loadReport(refusing.context, page('from=2026-11-30&to=2026-11-01'), 'sales')).toMatchObject({
      report: null,
      error: 'The range ends before it begins.',
      by: null,
    });
    const broken = api({ 'GET /api/admin/reports/sales?': refused(503, 'Briefly unavailable', 'unavailable') });
    expect(await thrown(loadReport(broken.context, page(''), 'sales'))).toMatchObject({ init: { status: 503 } });
  });
});

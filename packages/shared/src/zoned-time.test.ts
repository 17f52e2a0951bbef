import { describe, expect, it } from 'vitest';
import { epochToZoned, zonedToEpoch } from './zoned-time.ts';

describe('date-times in the shop time zone', () => {
  it('reads a local date-time in Lagos (UTC+1) and writes it back', () => {
    const ms = zonedToEpoch('2026-12-01T09:00', 'Africa/Lagos');
    expect(ms).toBe(Date.UTC(2026, 11, 1, 8, 0));
    expect(epochToZoned(ms!, 'Africa/Lagos')).toBe('2026-12-01T09:00');
  });

  it('follows summer time where there is one', () => {
    expect(zonedToEpoch('2026-07-01T12:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 11, 0));
    expect(zonedToEpoch('2026-01-01T12:00', 'Europe/London')).toBe(Date.UTC(2026, 0, 1, 12, 0));
  });

  it('answers null for text that is not a date-time', () => {
    expect(zonedToEpoch('', 'Africa/Lagos')).toBeNull();
    expect(zonedToEpoch('tomorrow', 'Africa/Lagos')).toBeNull();
  });
});

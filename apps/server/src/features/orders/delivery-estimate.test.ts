import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery-estimate.ts';

describe('deliveryEstimate', () => {
  // Thursday 26 November 2026, 23:30 in Lagos (22:30 UTC).
  const thursdayNight = Date.UTC(2026, 10, 26, 22, 30);

  it('counts business days from the shop’s today, skipping the weekend', () => {
    expect(deliveryEstimate({ min: 1, max: 3 }, thursdayNight, 'Africa/Lagos')).toEqual({
      from: '2026-11-27', // Friday
      to: '2026-12-01', // Tuesday: Saturday and Sunday do not count
    });
  });

  it('uses the date of the shop’s time zone, not the server’s', () => {
    // 00:30 Friday in Lagos is still Thursday 23:30 UTC.
    const fridayInLagos = Date.UTC(2026, 10, 26, 23, 30);
    expect(deliveryEstimate({ min: 0, max: 1 }, fridayInLagos, 'Africa/Lagos')).toEqual({
      from: '2026-11-27',
      to: '2026-11-30',
    });
    expect(deliveryEstimate({ min: 0, max: 1 }, fridayInLagos, 'UTC')).toEqual({
      from: '2026-11-26',
      to: '2026-11-27',
    });
  });

  it('gives no estimate without delivery days', () => {
    expect(deliveryEstimate(null, thursdayNight, 'Africa/Lagos')).toBeNull();
  });
});

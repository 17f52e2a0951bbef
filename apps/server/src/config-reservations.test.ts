import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('reservation settings', () => {
  it('defaults to caps for a grocery household, and a 24-hour hold while staff review', () => {
    const config = loadConfig({});
    expect(config.reservations).toEqual({
      maxPerLine: 20,
      maxUnitsPerOrder: 100,
      maxUnpaidOrders: 3,
      maxUnitsPerCustomer: 100,
      maxUnitsPerAddress: 300,
      maxSharePercent: 20,
      shareFloor: 5,
    });
    expect(config.orders).toMatchObject({ expiryHours: 48, reviewHoldHours: 24 });
  });

  it('reads every cap from the environment', () => {
    const config = loadConfig({
      RESERVE_MAX_PER_LINE: '12',
      RESERVE_MAX_UNITS_PER_ORDER: '60',
      RESERVE_MAX_UNPAID_ORDERS: '1',
      RESERVE_MAX_UNITS_PER_CUSTOMER: '80',
      RESERVE_MAX_UNITS_PER_ADDRESS: '1000',
      RESERVE_MAX_SHARE_PERCENT: '12.5',
      RESERVE_SHARE_FLOOR: '2',
      REVIEW_HOLD_HOURS: '6',
    });
    expect(config.reservations).toEqual({
      maxPerLine: 12,
      maxUnitsPerOrder: 60,
      maxUnpaidOrders: 1,
      maxUnitsPerCustomer: 80,
      maxUnitsPerAddress: 1000,
      maxSharePercent: 12.5,
      shareFloor: 2,
    });
    expect(config.orders.reviewHoldHours).toBe(6);
  });

  it('refuses caps that are not whole numbers of at least 1, and shares outside 1–100 %', () => {
    const env = {
      RESERVE_MAX_PER_LINE: '0',
      RESERVE_MAX_UNPAID_ORDERS: 'two',
      RESERVE_MAX_UNITS_PER_ADDRESS: '1.5',
      RESERVE_MAX_SHARE_PERCENT: '150',
      REVIEW_HOLD_HOURS: '0',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(env)) expect(message).toContain(`  ${name}: `);
  });
});

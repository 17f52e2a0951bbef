import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { runHoardingDrill } from '@oja/testing/drills/hoarding-drill';
import {
  clientLine,
  lagosAddress,
  makeStockedProduct,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';

// The security review's attack: fresh accounts on one network reserving a product's whole stock.
const uncapped = await createTestApp(uncappedReservations);
const withDefaults = await createTestApp();
const behindProxy = await createTestApp({ TRUST_PROXY: 'true', RESERVE_SHARE_FLOOR: '2' });

const drill = { accounts: 8, stock: 100, hoarderIp: '203.0.113.66', shopperIp: '198.51.100.7', shopperWants: 3 };

describe('the hoarding drill', () => {
  it('without the caps, fresh accounts on one network take the whole shelf and a shopper finds it empty', async () => {
    const { app, db, config } = uncapped;
    const report = await runHoardingDrill(app, db, config.reservations, drill);
    expect(report).toMatchObject({ heldByHoarder: 100, heldPercent: 100, stockLeft: 0, shopperStatus: 409 });
  });

  it('with the default policy, they hold no more than the configured share, and a shopper still buys', async () => {
    const { app, db, config } = withDefaults;
    const share = config.reservations.maxSharePercent;
    const report = await runHoardingDrill(app, db, config.reservations, drill);
    expect(report.heldByHoarder).toBeLessThanOrEqual(Math.floor((drill.stock * share) / 100));
    expect(report.heldByHoarder).toBeGreaterThan(0); // one household's worth still sells
    expect(report.shopperStatus).toBe(201);
    // Never oversold: every unit is either on the shelf or in an unpaid order.
    expect(report.stockLeft + report.ordered).toBe(drill.stock);
    expect(report.stockLeft).toBe(drill.stock - report.heldByHoarder - drill.shopperWants);
    expect(Object.keys(report.statuses).sort()).toEqual(['201', '409']);
  });
});

describe('the address behind a reverse proxy (TRUST_PROXY)', () => {
  it("counts the client's forwarded address, not the proxy's", async () => {
    const { app, db } = behindProxy;
    const p = await makeStockedProduct(db, { quantity: 10 }); // 20 % → 2
    const order = async (forwardedFor: string, quantity: number) =>
      app.inject({
        method: 'POST',
        url: '/api/place-order/',
        payload: { address: lagosAddress, items: [clientLine(p.id, quantity)] },
        headers: { ...(await makeSignedInUser(db)).auth, 'x-forwarded-for': forwardedFor },
        remoteAddress: '127.0.0.1',
      });
    const first = await order('203.0.113.9', 2);
    expect(first.statusCode).toBe(201);
    const stored = await db
      .selectFrom('orders')
      .select('client_ip')
      .where('order_ref', '=', first.json().order_id)
      .executeTakeFirstOrThrow();
    expect(stored.client_ip).toBe('203.0.113.9');
    expect((await order('203.0.113.9', 1)).statusCode).toBe(409);
    expect((await order('198.51.100.20', 2)).statusCode).toBe(201);
  });
});

import Database from 'better-sqlite3';

/**
 * TEST SETUP until payments exist (issue 6): records a verified payment of the order's total in
 * the journeys' shop database and moves the order from awaiting to opened, as the payment service
 * will. Writes the SQLite file directly while the shop runs (WAL mode allows it).
 */
export function markOrderPaid(orderRef: string) {
  const db = new Database('test-results/e2e-data/oja.sqlite');
  try {
    db.pragma('busy_timeout = 5000');
    const now = Date.now();
    db.transaction(() => {
      const order = db
        .prepare("select id, total_minor, currency from orders where order_ref = ? and state = 'awaiting'")
        .get(orderRef) as { id: number; total_minor: number; currency: string } | undefined;
      if (!order) throw new Error(`No unpaid order ${orderRef}`);
      db.prepare(
        `insert into payments (order_id, provider, reference, status, amount_minor, currency, verified_at, created_at, updated_at)
         values (?, 'test', ?, 'success', ?, ?, ?, ?, ?)`,
      ).run(order.id, `e2e-${orderRef}`, order.total_minor, order.currency, now, now, now);
      db.prepare("update orders set state = 'opened', paid_at = ?, updated_at = ? where id = ?").run(
        now,
        now,
        order.id,
      );
      db.prepare(
        `insert into order_events (order_id, from_state, to_state, actor_kind, note, created_at)
         values (?, 'awaiting', 'opened', 'provider', 'paid (journey test setup)', ?)`,
      ).run(order.id, now);
    })();
  } finally {
    db.close();
  }
}

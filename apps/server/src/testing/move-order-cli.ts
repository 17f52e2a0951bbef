// A TEST HELPER, not part of the shop: moves an order along its lifecycle in the journeys' database
// the way the back office does (the conditional state update and the one function that records
// order events, which also notifies the customer). Run by e2e/support/order-states.ts.
//   node --import tsx apps/server/src/testing/move-order-cli.ts <order ref> <state> [<state> …]
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import type { OrderState } from '../db/schema.ts';
import { moveOrder } from './order-factories.ts';

const [ref, ...states] = process.argv.slice(2);
const database = openDatabase(loadConfig().database);
try {
  const order = await database.db
    .selectFrom('orders')
    .select('id')
    .where('order_ref', '=', ref!)
    .executeTakeFirstOrThrow();
  for (const state of states) await moveOrder(database.db, order.id, state as OrderState, { kind: 'staff' });
  console.log(`moved ${ref} to ${states.join(', ')}`);
} finally {
  await database.destroy();
}

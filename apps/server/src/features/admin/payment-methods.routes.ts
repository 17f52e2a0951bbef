import { staffOrderDetailSchema } from '@oja/shared/staff-orders';
import { idParamSchema } from '@oja/shared/staff';
import {
  onDeliveryOutcomeSchema,
  onDeliveryRulesSchema,
  transferConfirmationBodySchema,
  transferQueueSchema,
} from '@oja/shared/payment-methods';
import {
  confirmTransfer,
  loadOnDeliveryRules,
  recordDeliveryOutcome,
  saveOnDeliveryRules,
  transferQueue,
} from '../payments/index.ts';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { getOrder } from './orders.service.ts';
import { staffOf } from '../accounts/index.ts';

const staff = { tags: ['staff'] };

/**
 * Bank transfers and pay on delivery in the back office (docs/decisions/0033): the queue of
 * transfers to confirm, the confirmation, the outcome at the door, and the pay-on-delivery rules.
 */
export async function paymentMethodAdminRoutes(app: ApiScope, ctx: AdminContext) {
  app.get('/transfers/', { schema: { ...staff, response: { 200: transferQueueSchema } } }, async (req) => {
    staffOf(req);
    return transferQueue(ctx.db);
  });

  app.post(
    '/orders/:id/transfer-confirmation',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: transferConfirmationBodySchema,
        response: { 200: staffOrderDetailSchema },
      },
    },
    async (req) => {
      const actor = staffOf(req);
      const b = req.body;
      await confirmTransfer(ctx, actor, req.params.id, {
        amountMinor: b.amount,
        currency: b.currency,
        receivedOn: b.received_on,
        bankReference: b.bank_reference,
      });
      return getOrder(ctx, actor, req.params.id);
    },
  );

  app.post(
    '/orders/:id/delivery-outcome',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: onDeliveryOutcomeSchema,
        response: { 200: staffOrderDetailSchema },
      },
    },
    async (req) => {
      const actor = staffOf(req);
      await recordDeliveryOutcome(ctx.db, ctx.publicUrl, actor.id, req.params.id, req.body.outcome);
      return getOrder(ctx, actor, req.params.id);
    },
  );

  app.get('/on-delivery-rules/', { schema: { ...staff, response: { 200: onDeliveryRulesSchema } } }, async (req) => {
    staffOf(req);
    return loadOnDeliveryRules(ctx.db);
  });

  app.put(
    '/on-delivery-rules/',
    { schema: { ...staff, body: onDeliveryRulesSchema, response: { 200: onDeliveryRulesSchema } } },
    async (req) => {
      return saveOnDeliveryRules(ctx.db, staffOf(req), req.body);
    },
  );
}

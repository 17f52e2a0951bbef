import { pageLanguageOf, requestLanguage, sayIn } from '../../i18n/index.ts';

import { z } from 'zod';
import { rowIdParamSchema } from '@oja/shared/ids';
import {
  orderCountsSchema,
  orderDetailSchema,
  orderSummarySchema,
  placeOrderBodySchema,
  quoteBodySchema,
  quoteSchema,
} from '@oja/shared/orders';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { requireUser, requireVerifiedUser } from '../accounts/index.ts';
import { limitVoucherGuesses, unknownVoucher, voucherGuessLimits } from '../promotions/index.ts';
import { loadFeeRules } from './fee-rules.ts';
import * as orders from './orders.service.ts';
import { placeOrder, type OrderSettings } from './place-order.service.ts';
import { clientAddress, reservationPolicyOf } from './reservations.ts';

const placeOrderHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')
    .optional(),
});

const orderQuery = z.object({ order_id: z.string().trim().min(1).max(40).optional() });
const orderParams = z.object({ id: rowIdParamSchema });

/** Place order, its quote, and the customer's own orders (My Orders). Every route needs a user. */
export const ordersRoutes: AppPlugin = async (app, { db, database, config, limiter }) => {
  const settings: OrderSettings = {
    feeRules: loadFeeRules(config.orders.feeRulesFile),
    expiryHours: config.orders.expiryHours,
    reviewHoldHours: config.orders.reviewHoldHours,
    reservations: reservationPolicyOf(config, database.dialect),
    timeZone: config.shop.timeZone,
    publicUrl: config.publicUrl,
    lowStockThreshold: config.admin.lowStockThreshold,
  };

  app.post(
    '/place-order/',
    { schema: { body: placeOrderBodySchema, headers: placeOrderHeaders, response: { 201: orderDetailSchema } } },
    async (req, reply) => {
      // REQUIRE_VERIFIED_EMAIL: 403 `email_unverified` until the e-mailed link is followed.
      const actor = requireVerifiedUser(req, config.accounts.requireVerifiedEmail);
      // The address as the server sees it: the peer, or X-Forwarded-For's client with TRUST_PROXY.
      const placer = { userId: actor.id, ip: clientAddress(req.ip), language: requestLanguage(req) };
      const placed = await placeOrder(db, limiter, settings, placer, req.body, req.headers['idempotency-key']);
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(placed.order);
    },
  );

  app.post('/orders/quote/', { schema: { body: quoteBodySchema, response: { 200: quoteSchema } } }, async (req) => {
    const userId = requireUser(req).id;
    const quote = await limitVoucherGuesses(
      limiter,
      voucherGuessLimits(userId, clientAddress(req.ip)),
      req.body.voucher_code,
      () => orders.quoteOrder(db, settings.feeRules, userId, req.body, config.shop.timeZone),
      (q) => q.voucher_problem?.message_id === unknownVoucher,
    );
    // Why the voucher does not apply, in the page's language for the web app (like a refusal's detail).
    const language = pageLanguageOf(req.headers);
    const problem = quote.voucher_problem;
    return language && problem
      ? {
          ...quote,
          voucher_problem: {
            ...problem,
            message: sayIn(language, problem.message, problem.message_id, problem.message_values),
          },
        }
      : quote;
  });

  app.get(
    '/orders/',
    {
      schema: {
        querystring: orderQuery,
        response: { 200: z.array(z.union([orderDetailSchema, orderSummarySchema])) },
      },
    },
    async (req) => {
      const actor = requireUser(req);
      // The original contract: one order is asked for as ?order_id= and answered as a one-element array.
      if (req.query.order_id !== undefined) return [await orders.getOrder(db, actor.id, req.query.order_id)];
      return orders.listOrders(db, actor.id);
    },
  );

  app.get('/shopper-orders/count/', { schema: { response: { 200: orderCountsSchema } } }, async (req) =>
    orders.countOrders(db, requireUser(req).id),
  );

  app.delete('/orders/:id', { schema: { params: orderParams, response: { 200: orderSummarySchema } } }, async (req) =>
    orders.cancelOrder(db, requireUser(req).id, req.params.id),
  );
};

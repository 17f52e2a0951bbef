import { z } from 'zod';
import { maxRowId } from '@oja/shared/ids';
import {
  confirmPaymentBodySchema,
  paymentProviderInfoSchema,
  paymentSchema,
  startPaymentSchema,
  verifyPaymentQuerySchema,
} from '@oja/shared/payments';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/index.ts';
import type { PaymentsContext } from './context.ts';
import * as payments from './payments.service.ts';

/** An order by numeric id (as DELETE /api/orders/{id}) or by its reference (as ?order_id=). */
const orderKeyMessage = 'must be an order id or an order reference such as OJA-7K3M9Q2P';
const orderKey = z
  .string()
  .trim()
  .regex(/^(\d{1,10}|OJA-[2-9A-HJKMNP-Z]{8})$/, orderKeyMessage)
  .refine((key) => !/^\d+$/.test(key) || Number(key) <= maxRowId, orderKeyMessage);

/** The optional Idempotency-Key of a payment start (the same rule as place-order's). */
const startPaymentHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')
    .optional(),
});

/** Starting, confirming and looking at payments; every route but the provider info needs a user. */
export const paymentsRoutes: FastifyPluginAsync<{ ctx: PaymentsContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/payments/provider/', { schema: { response: { 200: paymentProviderInfoSchema } } }, async () =>
    payments.providerInfo(ctx),
  );

  app.post(
    '/orders/:id/payments/',
    {
      schema: {
        params: z.object({ id: orderKey }),
        headers: startPaymentHeaders,
        response: { 201: startPaymentSchema },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const started = await payments.startPayment(ctx, req.log, requireUser(req), req.params.id, req.ip, key);
      if (started.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(started.answer);
    },
  );

  // The browser's return: verified with the provider (a GET, because the provider's redirect is a
  // cross-site navigation; applying what the provider verified is safe whoever triggers it).
  app.get(
    '/payments/:reference/',
    {
      schema: {
        params: z.object({ reference: z.string().trim().min(1).max(100) }),
        querystring: verifyPaymentQuerySchema,
        response: { 200: paymentSchema },
      },
    },
    async (req) =>
      payments.confirmPayment(ctx, req.log, requireUser(req), {
        reference: req.params.reference,
        transactionId: req.query.transaction_id,
      }),
  );

  // The original contract: what a provider's widget returned, checked with the provider.
  app.post(
    '/payment/:order_id/',
    {
      schema: {
        params: z.object({ order_id: orderKey }),
        body: confirmPaymentBodySchema,
        response: { 200: paymentSchema },
      },
    },
    async (req) => {
      const { reference, trxref, tx_ref, transaction_id } = req.body;
      return payments.confirmPayment(ctx, req.log, requireUser(req), {
        orderKey: req.params.order_id,
        reference: reference ?? trxref ?? (tx_ref === undefined ? undefined : String(tx_ref)),
        transactionId: transaction_id === undefined ? undefined : String(transaction_id),
      });
    },
  );
};

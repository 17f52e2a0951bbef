import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maxRowId } from '@oja/shared/ids';
import {
  bankTransferSchema,
  paymentOptionsSchema,
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  phoneStatusSchema,
} from '@oja/shared/payment-methods';
import { pageLanguageOf } from '../../i18n/index.ts';
import { requireUser } from '../accounts/index.ts';
import type { PaymentsContext } from './context.ts';
import * as methods from './payment-methods.ts';
import { checkPhoneCode, phoneStatus, sendPhoneCode } from './phone-verification.ts';

const orderKeyMessage = 'must be an order id or an order reference such as OJA-7K3M9Q2P';
const orderKey = z
  .string()
  .trim()
  .regex(/^(\d{1,10}|OJA-[2-9A-HJKMNP-Z]{8})$/, orderKeyMessage)
  .refine((key) => !/^\d+$/.test(key) || Number(key) <= maxRowId, orderKeyMessage);
const params = z.object({ id: orderKey });

/**
 * Ways to pay one order besides the provider's page (docs/decisions/0033): the options (what the
 * server allows and why not), bank transfer, pay on delivery; and verifying the customer's phone.
 */
export const paymentMethodRoutes: FastifyPluginAsync<{ ctx: PaymentsContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:id/payment-options/',
    { schema: { params, response: { 200: paymentOptionsSchema } } },
    async (req) => methods.paymentOptions(ctx, requireUser(req), req.params.id, pageLanguageOf(req.headers)),
  );

  app.post('/orders/:id/bank-transfer/', { schema: { params, response: { 200: bankTransferSchema } } }, async (req) =>
    methods.payByBankTransfer(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/orders/:id/pay-on-delivery/',
    { schema: { params, response: { 200: paymentOptionsSchema } } },
    async (req) => methods.payOnDelivery(ctx, requireUser(req), req.params.id, pageLanguageOf(req.headers)),
  );

  app.get('/account/phone/', { schema: { response: { 200: phoneStatusSchema } } }, async (req) =>
    phoneStatus(ctx.db, requireUser(req).id),
  );

  app.post(
    '/account/phone/code/',
    { schema: { body: phoneCodeRequestSchema, response: { 200: phoneStatusSchema } } },
    async (req) =>
      sendPhoneCode(
        ctx.db,
        ctx.limiter,
        { id: requireUser(req).id, ip: req.ip },
        req.body.phone,
        ctx.config.sms.budget,
      ),
  );

  app.post(
    '/account/phone/verify/',
    { schema: { body: phoneCodeCheckSchema, response: { 200: phoneStatusSchema } } },
    async (req) => checkPhoneCode(ctx.db, ctx.limiter, requireUser(req).id, req.body.code),
  );
};

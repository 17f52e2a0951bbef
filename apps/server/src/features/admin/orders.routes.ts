import {
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderPageSchema,
  orderFeesInputSchema,
  orderStatusChangeSchema,
} from '@oja/shared/staff-orders';
import { idParamSchema } from '@oja/shared/staff';
import { addressSchema } from '@oja/shared/orders';
import type { AdminContext, ApiScope } from './admin-context.ts';
import * as orders from './orders.service.ts';
import { staffOf } from '../accounts/index.ts';

const staff = { tags: ['staff'] };

/** Orders in the back office: the queue, one order, its address, the review (fees) and status changes. */
export async function orderRoutes(app: ApiScope, ctx: AdminContext) {
  app.get(
    '/orders/',
    { schema: { ...staff, querystring: staffOrderListQuerySchema, response: { 200: staffOrderPageSchema } } },
    async (req) => orders.listOrders(ctx, staffOf(req), req.query),
  );

  app.get(
    '/orders/:id',
    { schema: { ...staff, params: idParamSchema, response: { 200: staffOrderDetailSchema } } },
    async (req) => orders.getOrder(ctx, staffOf(req), req.params.id),
  );

  app.post(
    '/orders/:id/review',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: orderFeesInputSchema,
        response: { 200: staffOrderDetailSchema },
      },
    },
    async (req) => orders.reviewOrder(ctx, staffOf(req), req.params.id, req.body),
  );

  app.post(
    '/orders/:id/address',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: addressSchema,
        response: { 200: staffOrderDetailSchema },
      },
    },
    async (req) => orders.changeOrderAddress(ctx, staffOf(req), req.params.id, req.body),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: orderStatusChangeSchema,
        response: { 200: staffOrderDetailSchema },
      },
    },
    async (req) => orders.changeOrderStatus(ctx, staffOf(req), req.params.id, req.body.status),
  );
}

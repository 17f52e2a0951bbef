import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productImageMaxBytes } from '@oja/shared/staff-rules';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { staffOnlyHook } from '../accounts/index.ts';
import { adminContextOf } from './admin-context.ts';
import { alertPreferenceRoutes } from './alerts.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { categoryRoutes } from './categories.routes.ts';
import { orderRoutes } from './orders.routes.ts';
import { addProductRoute, orderStatusRoute } from './contract.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { mailOutboxRoutes } from './mail-outbox.routes.ts';
import { paymentMethodAdminRoutes } from './payment-methods.routes.ts';
import { productRoutes } from './products.routes.ts';
import { reservationRoutes } from './reservations.routes.ts';
import { synonymRoutes } from './synonyms.routes.ts';
import { unclaimedPaymentRoutes } from './unclaimed-payments.routes.ts';

/**
 * The staff back office under /api/admin/, and the original contract's staff endpoints. Every
 * route in the staff scope passes `staffOnlyHook` first; services check the actor again. The
 * domain logic behind them lives in the features that own the data (orders, catalog, payments).
 */
export const adminRoutes: AppPlugin = async (app, { db, database, config, images }) => {
  const ctx = adminContextOf(config, db, database.dialect, images);

  await app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', staffOnlyHook);
    await staff.register(multipart, { limits: { fileSize: productImageMaxBytes, files: 1, fields: 5, parts: 6 } });
    await staff.register(
      async (scope) => {
        const backOffice = scope.withTypeProvider<ZodTypeProvider>();
        await dashboardRoutes(backOffice, ctx);
        await productRoutes(backOffice, ctx);
        await categoryRoutes(backOffice, ctx);
        await orderRoutes(backOffice, ctx);
        await mailOutboxRoutes(backOffice, ctx);
        await reservationRoutes(backOffice, ctx);
        await paymentMethodAdminRoutes(backOffice, ctx);
        await synonymRoutes(backOffice, ctx);
        await auditRoutes(backOffice, ctx);
        await unclaimedPaymentRoutes(backOffice, ctx);
        await alertPreferenceRoutes(backOffice, ctx);
      },
      { prefix: '/admin' },
    );
    await addProductRoute(staff, ctx);
    await orderStatusRoute(staff, ctx);
  });
};

export { dayStart } from './time-zone.ts';
export type { ApiScope } from './admin-context.ts';

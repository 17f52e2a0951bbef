import { z } from 'zod';
import { rowIdSchema } from '@oja/shared/ids';
import { markReadResultSchema, notificationSchema, unreadCountSchema } from '@oja/shared/notifications';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { requireUser } from '../accounts/index.ts';
import * as notifications from './notifications.service.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });
/** Without `ids`, every unread notification of the customer is marked read. */
const markReadBody = z.object({ ids: z.array(rowIdSchema()).min(1).max(100).optional() }).nullish();

/** The signed-in customer's notifications (the header's bell): list, unread count, mark read. */
export const notificationsRoutes: AppPlugin = async (app, { db }) => {
  app.get(
    '/notifications/',
    { schema: { querystring: listQuery, response: { 200: z.array(notificationSchema) } } },
    async (req) => notifications.listNotifications(db, requireUser(req), req.query.limit),
  );

  app.get('/notifications/unread-count/', { schema: { response: { 200: unreadCountSchema } } }, async (req) =>
    notifications.unreadCount(db, requireUser(req)),
  );

  app.post(
    '/notifications/read/',
    { schema: { body: markReadBody, response: { 200: markReadResultSchema } } },
    async (req) => notifications.markRead(db, requireUser(req), req.body?.ids),
  );
};

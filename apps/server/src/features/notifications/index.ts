export { notificationsRoutes } from './notifications.routes.ts';
export { notifyOrderEvent } from './notifications.service.ts';

export { notificationsRoutes } from './notifications.routes.ts';
export { notifyOrderCustomer } from './notifications.service.ts';

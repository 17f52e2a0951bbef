export { ordersRoutes } from './orders.routes.ts';
export { expireDueOrders, startOrderJobs } from './order-expiry.ts';
export { closeUnpaidOrder } from './order-transitions.ts';

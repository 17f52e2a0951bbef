export { ordersRoutes } from './orders.routes.ts';
export { expireDueOrders, startOrderJobs } from './order-expiry.ts';
export { closeUnpaidOrder, openPaidOrder } from './order-transitions.ts';
// For the staff back office: reading orders and moving them along their lifecycle.
export * as ordersRepository from './orders.repository.ts';
export { toOrderDetail, toOrderSummary } from './orders.views.ts';
export { hasCompleteAddress } from './placed-address.ts';
export { freeShippingFrom } from './free-shipping.ts';
export { queueOrderSms } from './order-sms.ts';

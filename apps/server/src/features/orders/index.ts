export { ordersRoutes } from './orders.routes.ts';
export { expireDueOrders, startOrderJobs } from './order-expiry.ts';
// The lifecycle: the graph of steps (as data) and the one function that takes a step.
export {
  guardRefusal,
  isEdge,
  nextStates,
  orderEdges,
  orderSteps,
  refusal,
  staffSteps,
  stateName,
  stateOfContractStatus,
  unpaidOnDelivery,
  type OrderStepName,
} from './order-graph.ts';
export { transition, type StepActor, type TransitionRequest } from './order-lifecycle.ts';
// What staff do with orders (the back office's routes live in the admin feature).
export { changeOrderAddress } from './staff-order-address.ts';
export { reservationHolders } from './reservation-holders.ts';
// Which orders hold stock unpaid (awaiting payment, or pay on delivery not yet paid).
export { holdsStock, holdsUnpaidStock } from './holdings.repository.ts';
export {
  changeOrderStatus,
  findOrderSummary,
  reviewOrder,
  staffOrderPage,
  staffOrderView,
  type StaffOrderSettings,
} from './staff-orders.service.ts';
export { toOrderDetail, toOrderSummary } from './orders.views.ts';
export { hasCompleteAddress } from './placed-address.ts';
export { freeShippingFrom } from './free-shipping.ts';
export { queueOrderSms } from './order-sms.ts';
// Idempotency-Key storage, shared with starting a payment.
export * as idempotency from './idempotency.repository.ts';

export { cartRoutes } from './cart.routes.ts';
export { customerCartQuantities, emptyCustomerCart, deleteStaleGuestCarts, mergeGuestCart } from './cart.service.ts';
export { unitPrices } from './cart.views.ts';

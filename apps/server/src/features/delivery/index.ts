export { deliveryRoutes } from './delivery.routes.ts';
export { stationForOrder, type OrderStation } from './stations.service.ts';

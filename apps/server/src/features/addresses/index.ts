export { addressesRoutes } from './addresses.routes.ts';

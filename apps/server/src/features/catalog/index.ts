export { catalogRoutes } from './catalog.routes.ts';
export * as catalogService from './catalog.service.ts';
export { toProductView } from './catalog.views.ts';

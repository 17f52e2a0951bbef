export { savedRoutes } from './saved.routes.ts';

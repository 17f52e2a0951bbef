export { localeRoutes } from './locale.routes.ts';

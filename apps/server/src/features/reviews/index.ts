export { reviewsRoutes } from './reviews.routes.ts';
export { reviewModerationRoutes } from './moderation.routes.ts';

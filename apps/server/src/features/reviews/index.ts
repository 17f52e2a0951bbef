import type { AppPlugin } from '../../http/app-plugin.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { reviewsRoutes as customerRoutes } from './reviews.routes.ts';

/** Shop and product reviews for everyone, and their moderation for staff. */
export const reviewsRoutes: AppPlugin = async (app, deps) => {
  await customerRoutes(app, deps);
  await moderationRoutes(app, deps);
};

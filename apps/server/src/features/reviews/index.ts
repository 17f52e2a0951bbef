import type { AppPlugin } from '../../http/app-plugin.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { reviewsRoutes as customerRoutes } from './reviews.routes.ts';

/** Shop and product reviews for everyone, and their moderation for staff. */
export const reviewsRoutes: AppPlugin = async (app, deps) => {
  await customerRoutes(app, deps);
  // Its own scope: the staff-only hook must not reach the public review routes.
  await app.register(moderationRoutes, deps);
};

/** The four drawn market scenes (public/images, rendered by `npm run images:hero`). */
export const heroImages = [0, 1, 2, 3].map((i) => `/images/hero-${i}.svg`);

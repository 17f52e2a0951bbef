export { catalogRoutes } from './catalog.routes.ts';
export { allProductsRoutes } from './all-products.routes.ts';
export * as catalogService from './catalog.service.ts';
export { toProductView } from './catalog.views.ts';
export { productColumns, type ProductListRow } from './catalog.repository.ts';
export { productImagesOf, variantUrl, type ImageVariants } from './image-variants.ts';

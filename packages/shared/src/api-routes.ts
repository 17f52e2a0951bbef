import { z } from 'zod';
import {
  accountUserSchema,
  authResponseSchema,
  detailSchema,
  deviceSchema,
  devicesEndedSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
} from './accounts.ts';
import { staffOrderDetailSchema, staffOrderPageSchema } from './staff-orders.ts';
import { auditPageSchema } from './audit.ts';
import { reservationPageSchema } from './staff-reservations.ts';
import {
  staffCategorySchema,
  staffProductSchema,
  dashboardSchema,
  outboxMessageSchema,
  outboxPageSchema,
  productPageSchema,
  stockAdjustedSchema,
  stockAdjustmentSchema,
} from './staff.ts';
import { addressBookSchema, savedAddressSchema } from './addresses.ts';
import { cartSchema } from './cart.ts';
import { staffGalleryListSchema, staffVariantListSchema, importReportSchema } from './staff-variants.ts';
import { adminPickupStationSchema, pickupStationSchema } from './delivery.ts';
import { categorySchema, productSchema, productSlugSchema } from './catalog.ts';
import { synonymListSchema } from './catalog-languages.ts';
import { localeSchema } from './locale-schema.ts';
import { searchSuggestionsSchema } from './search-suggestions.ts';
import { markReadResultSchema, notificationSchema, unreadCountSchema } from './notifications.ts';
import { orderCountsSchema, orderDetailSchema, orderSummarySchema, quoteSchema } from './orders.ts';
import { activePromotionSchema, adminPromotionSchema, adminVoucherSchema } from './promotions.ts';
import { paymentProviderInfoSchema, paymentSchema, startPaymentSchema } from './payments.ts';
import {
  bankTransferSchema,
  onDeliveryRulesSchema,
  paymentOptionsSchema,
  phoneStatusSchema,
  transferQueueSchema,
  unclaimedPaymentListSchema,
  unclaimedPaymentSchema,
} from './payment-methods.ts';
import {
  adminReviewListSchema,
  adminReviewSchema,
  myProductReviewSchema,
  ownReviewSchema,
  productReviewsSchema,
  publicReviewSchema,
} from './reviews.ts';
import { savedIdsSchema, saveResultSchema, savedItemSchema } from './saved.ts';
import { pickListSchema, reportSchema } from './reports.ts';
import { shopInfoSchema } from './shop.ts';
import { alertChoiceSchema } from './staff-alerts.ts';

const noContent = z.null();

/**
 * The API routes the web app calls, each with the zod schema of its success answer: the same
 * schema the server's route answers with (http/api-routes.test.ts compares every entry with the
 * OpenAPI description). A key is "METHOD path" in the OpenAPI description's spelling, `{name}` for
 * a path parameter; a key may add a query (`?order_id={id}`) whose answer is narrower.
 *
 * Calling a new endpoint from the web app is one line here.
 */
export const apiRoutes = {
  'GET /api/shop/': shopInfoSchema,
  'GET /api/locale/': localeSchema,
  'PUT /api/locale/': localeSchema,
  // Catalogue
  'GET /api/categories/': z.array(categorySchema.extend({ products: categorySchema.shape.products.optional() })),
  'GET /api/products/': z.array(productSchema),
  'GET /api/products/{slug}/': productSchema,
  'GET /api/search-suggestions/': searchSuggestionsSchema,
  'GET /api/product-slugs/': z.array(productSlugSchema),
  'GET /api/promotions/': z.array(activePromotionSchema),
  // Accounts
  'POST /api/register/': authResponseSchema,
  'POST /api/login/': authResponseSchema,
  'POST /api/logout/': noContent,
  'POST /api/password-reset/': detailSchema,
  'GET /api/password-reset/check/': detailSchema,
  'POST /api/password-reset/confirm/': detailSchema,
  'POST /api/verify-email/': detailSchema,
  'GET /api/me/': accountUserSchema,
  'PATCH /api/me/': accountUserSchema,
  'POST /api/me/picture/': accountUserSchema,
  'POST /api/me/password/': detailSchema,
  'GET /api/me/sessions/': z.array(deviceSchema),
  'POST /api/me/sessions/end-others/': devicesEndedSchema,
  'POST /api/me/verify-email/': detailSchema,
  'POST /api/me/two-factor/setup/': twoFactorSetupSchema,
  'POST /api/me/two-factor/confirm/': twoFactorEnabledSchema,
  'POST /api/me/two-factor/enrolment/': detailSchema,
  'GET /api/account/addresses/': addressBookSchema,
  'POST /api/account/addresses/': savedAddressSchema,
  'PUT /api/account/addresses/{id}': savedAddressSchema,
  'POST /api/account/addresses/{id}/default': savedAddressSchema,
  'DELETE /api/account/addresses/{id}': addressBookSchema,
  // Cart
  'GET /api/cart/': cartSchema,
  'DELETE /api/cart/': cartSchema,
  'POST /api/cart/items/': cartSchema,
  'POST /api/cart/items/{productId}/increment': cartSchema,
  'POST /api/cart/items/{productId}/decrement': cartSchema,
  'DELETE /api/cart/items/{productId}': cartSchema,
  // Orders and payments
  'POST /api/orders/quote/': quoteSchema,
  'POST /api/place-order/': orderDetailSchema,
  'GET /api/orders/': z.array(z.union([orderDetailSchema, orderSummarySchema])),
  'GET /api/orders/?order_id={id}': z.array(orderDetailSchema),
  'DELETE /api/orders/{id}': orderSummarySchema,
  'GET /api/shopper-orders/count/': orderCountsSchema,
  'GET /api/payments/provider/': paymentProviderInfoSchema,
  'GET /api/payments/{reference}/': paymentSchema,
  'POST /api/orders/{id}/payments/': startPaymentSchema,
  // Bank transfer, pay on delivery, phone verification (docs/decisions/0033)
  'GET /api/orders/{id}/payment-options/': paymentOptionsSchema,
  'POST /api/orders/{id}/bank-transfer/': bankTransferSchema,
  'POST /api/orders/{id}/pay-on-delivery/': paymentOptionsSchema,
  'GET /api/account/phone/': phoneStatusSchema,
  'POST /api/account/phone/code/': phoneStatusSchema,
  'POST /api/account/phone/verify/': phoneStatusSchema,
  'GET /api/pickup-stations/': z.array(pickupStationSchema),
  // Reviews, saved products, notifications
  'GET /api/reviews/': z.array(publicReviewSchema),
  'POST /api/reviews/': ownReviewSchema,
  'GET /api/products/{slug}/reviews/': productReviewsSchema,
  'POST /api/products/{slug}/reviews/': ownReviewSchema,
  'GET /api/products/{slug}/reviews/mine/': myProductReviewSchema,
  'PATCH /api/products/{slug}/reviews/mine/': ownReviewSchema,
  'GET /api/saved/': z.array(savedItemSchema),
  'GET /api/saved/ids/': savedIdsSchema,
  'POST /api/saved/': saveResultSchema,
  'DELETE /api/saved/{productId}': saveResultSchema,
  'GET /api/notifications/': z.array(notificationSchema),
  'GET /api/notifications/unread-count/': unreadCountSchema,
  'POST /api/notifications/read/': markReadResultSchema,
  // Back office
  'GET /api/admin/dashboard/': dashboardSchema,
  'GET /api/admin/reports/{name}': reportSchema,
  'GET /api/admin/pick-list/': pickListSchema,
  'GET /api/admin/orders/': staffOrderPageSchema,
  'GET /api/admin/orders/{id}': staffOrderDetailSchema,
  'POST /api/admin/orders/{id}/address': staffOrderDetailSchema,
  'POST /api/admin/orders/{id}/review': staffOrderDetailSchema,
  'POST /api/admin/orders/{id}/status': staffOrderDetailSchema,
  'POST /api/admin/orders/{id}/transfer-confirmation': staffOrderDetailSchema,
  'POST /api/admin/orders/{id}/delivery-outcome': staffOrderDetailSchema,
  'GET /api/admin/transfers/': transferQueueSchema,
  'GET /api/admin/unclaimed-payments/': unclaimedPaymentListSchema,
  'POST /api/admin/unclaimed-payments/{id}/match': paymentSchema,
  'POST /api/admin/unclaimed-payments/{id}/refund': unclaimedPaymentSchema,
  'GET /api/admin/on-delivery-rules/': onDeliveryRulesSchema,
  'PUT /api/admin/on-delivery-rules/': onDeliveryRulesSchema,
  'GET /api/admin/products/': productPageSchema,
  'POST /api/admin/products/': staffProductSchema,
  'GET /api/admin/products/{id}': staffProductSchema,
  'PATCH /api/admin/products/{id}': staffProductSchema,
  'DELETE /api/admin/products/{id}': noContent,
  'POST /api/admin/products/{id}/image': staffProductSchema,
  'GET /api/admin/products/{id}/stock-adjustments/': z.array(stockAdjustmentSchema),
  'POST /api/admin/products/{id}/stock-adjustments/': stockAdjustedSchema,
  'GET /api/admin/products/{id}/variants/': staffVariantListSchema,
  'PUT /api/admin/products/{id}/variants/': staffVariantListSchema,
  'GET /api/admin/products/{id}/gallery/': staffGalleryListSchema,
  'PUT /api/admin/products/{id}/gallery/': staffGalleryListSchema,
  'POST /api/admin/products/{id}/gallery/': staffGalleryListSchema,
  'POST /api/admin/catalogue/import': importReportSchema,
  'GET /api/admin/categories/': z.array(staffCategorySchema),
  'POST /api/admin/categories/': staffCategorySchema,
  'GET /api/admin/categories/{id}': staffCategorySchema,
  'PATCH /api/admin/categories/{id}': staffCategorySchema,
  'DELETE /api/admin/categories/{id}': noContent,
  'POST /api/admin/categories/{id}/icon': staffCategorySchema,
  'POST /api/admin/categories/{id}/move': z.array(staffCategorySchema),
  'GET /api/admin/reservations/': reservationPageSchema,
  'GET /api/admin/search-synonyms/': synonymListSchema,
  'PUT /api/admin/search-synonyms/': synonymListSchema,
  'GET /api/admin/alerts/': alertChoiceSchema,
  'PUT /api/admin/alerts/': alertChoiceSchema,
  'GET /api/admin/pickup-stations/': z.array(adminPickupStationSchema),
  'POST /api/admin/pickup-stations/': adminPickupStationSchema,
  'PATCH /api/admin/pickup-stations/{id}': adminPickupStationSchema,
  'GET /api/admin/vouchers/': z.array(adminVoucherSchema),
  'POST /api/admin/vouchers/': adminVoucherSchema,
  'PATCH /api/admin/vouchers/{id}': adminVoucherSchema,
  'GET /api/admin/promotions/': z.array(adminPromotionSchema),
  'POST /api/admin/promotions/': adminPromotionSchema,
  'PATCH /api/admin/promotions/{id}': adminPromotionSchema,
  'GET /api/admin/mail/': outboxPageSchema,
  'GET /api/admin/audit/': auditPageSchema,
  'POST /api/admin/mail/{id}/retry': outboxMessageSchema,
  'GET /api/admin/reviews/': adminReviewListSchema,
  'POST /api/admin/reviews/{id}/approve': adminReviewSchema,
  'POST /api/admin/reviews/{id}/hide': adminReviewSchema,
} as const satisfies Record<`${ApiMethod} /api/${string}`, z.ZodType>;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRoute = keyof typeof apiRoutes;

// ---- From a method and a concrete path (`/api/products/${slug}/`) to its route and answer ----

/** `/api/products/{slug}/` → `/api/products/${string}/`; any path may add a query string. */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Pattern<Tail>}`
  : P;
type PathPattern<R> = R extends `${string} ${infer P}` ? Pattern<P> | `${Pattern<P>}?${string}` : never;
type RoutesOf<M extends ApiMethod> = Extract<ApiRoute, `${M} ${string}`>;

/** Every path a call with method M may name: the type a path argument is checked against. */
export type ApiPath<M extends ApiMethod> = PathPattern<RoutesOf<M>>;

type Matching<M extends ApiMethod, P extends string> = {
  [R in RoutesOf<M>]: P extends PathPattern<R> ? R : never;
}[RoutesOf<M>];
/** Of the routes a path matches, the narrowest: `{id}/stock-adjustments/` over `{id}`, `provider/` over `{reference}/`. */
type Narrowest<C extends ApiRoute, All extends ApiRoute = C> = C extends unknown
  ? [
      Exclude<All, C> extends infer O
        ? O extends ApiRoute
          ? PathPattern<O> extends PathPattern<C>
            ? O
            : never
          : never
        : never,
    ] extends [never]
    ? C
    : never
  : never;

/** The route a call names, e.g. `ApiRouteOf<'GET', `/api/products/${string}/`>` is 'GET /api/products/{slug}/'. */
export type ApiRouteOf<M extends ApiMethod, P extends string> = Narrowest<Matching<M, P>>;

/** The success answer of a call, as the route's schema gives it. */
export type ApiAnswer<M extends ApiMethod, P extends string> = z.output<(typeof apiRoutes)[ApiRouteOf<M, P>]>;

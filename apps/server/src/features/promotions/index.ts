export { promotionsRoutes } from './promotions.routes.ts';
// What pricing and placing an order use (features/orders).
export {
  cartPromotions,
  claimVoucher,
  offersFor,
  releaseVoucher,
  voucherRefusal,
  type AppliedVoucher,
  type CartLinePromotion,
  type CartOfferLine,
  type OfferLine,
  type Offers,
} from './offers.ts';
export { percentOf } from './discounts.ts';
export { limitVoucherGuesses, unknownVoucher, voucherGuessLimits } from './voucher-guesses.ts';

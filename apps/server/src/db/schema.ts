import type { Language } from '@oja/shared/languages';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrderActorKind, OrderState } from '@oja/shared/order-status';

/**
 * Table types. Conventions (see docs/decisions/0002-database-layer.md): integer ids, money in
 * integer minor units, instants as epoch milliseconds (BIGINT), booleans as 0/1 integers.
 */
type Id = Generated<number>;
type Flag = 0 | 1;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  role: Generated<'customer' | 'staff'>;
  /** The interface language of the account's e-mails and SMS (migration 0017). */
  language: Generated<Language>;
  created_at: number;
  updated_at: number;
  /** Migration 0012: when the address was proven by the e-mailed link. */
  email_verified_at: number | null;
  /** The TOTP secret (base32); without `totp_enabled_at` a set-up not yet confirmed. */
  totp_secret: string | null;
  totp_enabled_at: number | null;
  /** The last TOTP time step a code was accepted for (no replay within the window). */
  totp_last_step: number | null;
  /** Migration 0036: the session that started the pending set-up; only it sees and confirms the secret. */
  totp_setup_session_id: Generated<number | null>;
  /** Migration 0016: the customer's phone (E.164), and when a code sent to it by SMS was entered. */
  phone: Generated<string | null>;
  phone_verified_at: Generated<number | null>;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  user_agent: string | null;
  /** Migration 0012: the address the session was opened from, and when it passed a second factor. */
  ip: string | null;
  second_factor_at: number | null;
}

/** Migration 0036: single-use links that let one session of a staff member set up two-step sign-in. */
export interface StaffEnrolmentsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The session that opened the link (only it may start the staff member's set-up). */
  session_id: number | null;
}

export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface EmailVerificationsTable {
  id: Id;
  user_id: number;
  email: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface CategoriesTable {
  id: Id;
  slug: string;
  title: string;
  icon: string;
  position: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ProductsTable {
  id: Id;
  category_id: number;
  slug: string;
  title: string;
  description: string;
  image_url: string;
  price_usd_cents: number;
  price_ngn_kobo: number;
  sale_price_usd_cents: number | null;
  sale_price_ngn_kobo: number | null;
  quantity: number;
  /** Units held by unpaid orders (migration 0034, decision 0067): kept by placement and transition(). */
  held: Generated<number>;
  /** Low-stock alert threshold (migration 0035); null: the shop's default. */
  low_stock_threshold: number | null;
  weight_grams: Generated<number>;
  visible: Generated<Flag>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** JSON describing the responsive variants of an uploaded image (migration 0005), or null. */
  image_variants: string | null;
  created_at: number;
  updated_at: number;
}

export interface CartsTable {
  id: Id;
  user_id: number | null;
  guest_token_hash: string | null;
  created_at: number;
  updated_at: number;
}

export interface CartItemsTable {
  id: Id;
  cart_id: number;
  product_id: number;
  quantity: number;
  created_at: number;
  /** The variant (migration 0019); every line names one (migration 0045). */
  variant_id: number;
}

export type { OrderState };

export interface OrdersTable {
  id: Id;
  order_ref: string;
  user_id: number;
  state: Generated<OrderState>;
  /** The language the order was placed in: its e-mails and SMS use it (migration 0017). */
  language: Generated<Language>;
  order_reviewed: Generated<Flag>;
  currency: 'USD' | 'NGN';
  subtotal_minor: number;
  shipping_cost_minor: Generated<number>;
  freight_fee_minor: Generated<number>;
  handling_fee_minor: Generated<number>;
  packaging_fee_minor: Generated<number>;
  insurance_fee_minor: Generated<number>;
  total_minor: number;
  address_street: string;
  address_city: string;
  address_state: string;
  /** Nigeria's local government area (migration 0014); empty elsewhere and on older orders. */
  address_lga: Generated<string>;
  address_country: string;
  address_postal_code: string;
  address_phone: string;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  paid_at: number | null;
  /** The client address the order was placed from, as the server saw it (migration 0010); null before. */
  client_ip: Generated<string | null>;
  /** Delivery (migration 0015): to the address, or collected from a pickup station. */
  delivery_method: Generated<'home' | 'pickup'>;
  pickup_station_id: Generated<number | null>;
  pickup_station_name: Generated<string | null>;
  pickup_station_address: Generated<string | null>;
  /** The estimated delivery dates, YYYY-MM-DD in the shop's time zone; null when not estimated. */
  delivery_from: Generated<string | null>;
  delivery_to: Generated<string | null>;
  /** The customer asked for order updates by SMS (to `address_phone`). */
  sms_updates: Generated<Flag>;
  /** Migration 0016: how it is paid; a bank transfer's reference; pay on delivery's outcome at the door. */
  payment_method: Generated<'provider' | 'bank_transfer' | 'on_delivery'>;
  transfer_reference: Generated<string | null>;
  delivery_outcome: Generated<'paid' | 'refused' | null>;
  /** The voucher used and the discounts (migration 0020), in minor units of the order's currency. */
  voucher_id: Generated<number | null>;
  voucher_code: Generated<string | null>;
  voucher_discount_minor: Generated<number>;
  promotion_discount_minor: Generated<number>;
}

/** Staff's record that a bank transfer arrived (one per order; migration 0016). */
export interface TransferConfirmationsTable {
  id: Id;
  order_id: number;
  amount_minor: number;
  currency: 'USD' | 'NGN';
  received_on: string;
  bank_reference: string;
  staff_user_id: number | null;
  created_at: number;
}

/** The pay-on-delivery rules, one row (id 1); `states` is a JSON array of state names. */
export interface OnDeliveryRulesTable {
  id: number;
  enabled: Flag;
  states: string;
  max_ngn_kobo: number | null;
  max_usd_cents: number | null;
  require_verified_phone: Flag;
  max_refusals: number;
  updated_at: number;
}

/** A code sent by SMS to verify a customer's phone: hashed, expiring, a few attempts. */
export interface PhoneVerificationsTable {
  id: Id;
  user_id: number;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** A voucher code (migration 0020); amounts in minor units; times in epoch milliseconds. */
export interface VouchersTable {
  id: Id;
  code: string;
  description: Generated<string>;
  kind: 'percent' | 'fixed';
  percent: Generated<number>;
  amount_usd_cents: Generated<number>;
  amount_ngn_kobo: Generated<number>;
  min_spend_usd_cents: Generated<number>;
  min_spend_ngn_kobo: Generated<number>;
  starts_at: number | null;
  ends_at: number | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  /** Orders holding a use (not cancelled or expired). */
  used_count: Generated<number>;
  first_order_only: Generated<Flag>;
  free_delivery: Generated<Flag>;
  active: Generated<Flag>;
  created_at: number;
  updated_at: number;
}

/** An automatic promotion (migration 0020): a category's % off, or buy X get Y free. */
export interface PromotionsTable {
  id: Id;
  name: string;
  kind: 'category_percent' | 'buy_x_get_y';
  /** null: every product. */
  category_id: number | null;
  percent: Generated<number>;
  buy_quantity: Generated<number>;
  free_quantity: Generated<number>;
  starts_at: number | null;
  ends_at: number | null;
  active: Generated<Flag>;
  created_at: number;
  updated_at: number;
}

export interface PickupStationsTable {
  id: Id;
  name: string;
  address: string;
  state: string;
  country: Generated<string>;
  opening_hours: string;
  fee_usd_cents: number;
  fee_ngn_kobo: number;
  min_days: number;
  max_days: number;
  active: Generated<Flag>;
  created_at: number;
  updated_at: number;
}

/** A customer's saved delivery address (the address book, migration 0014). */
export interface AddressesTable {
  id: Id;
  user_id: number;
  street: string;
  city: string;
  state: string;
  lga: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  postal_code: string;
  phone: string;
  is_default: Generated<Flag>;
  created_at: number;
  updated_at: number;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  title: string;
  image_url: string;
  quantity: number;
  unit_price_usd_cents: number;
  unit_price_ngn_kobo: number;
  /**
   * The variant ordered (migration 0019; every line names one since 0045) and its label as it was:
   * null for a product's default variant (decision 0086).
   */
  variant_id: number;
  variant_label: Generated<string | null>;
  /** The automatic promotion's discount of the line and the promotion's name (migration 0020). */
  discount_minor: Generated<number>;
  promotion: Generated<string | null>;
  promotion_id: Generated<number | null>;
}

/** One variant of a product (migration 0019): its own prices, stock, SKU and image. */
export interface ProductVariantsTable {
  id: Id;
  product_id: number;
  sku: string;
  label: string;
  price_usd_cents: number;
  price_ngn_kobo: number;
  sale_price_usd_cents: number | null;
  sale_price_ngn_kobo: number | null;
  quantity: number;
  /** Units of this variant held by unpaid orders (migration 0034, decision 0067). */
  held: Generated<number>;
  weight_grams: Generated<number>;
  image_url: string | null;
  position: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One image of a product's gallery (migration 0019), optionally of one variant. */
export interface ProductImagesTable {
  id: Id;
  product_id: number;
  variant_id: number | null;
  position: Generated<number>;
  url: string;
  alt: string;
  image_variants: string | null;
  created_at: number;
}

export interface OrderEventsTable {
  id: Id;
  order_id: number;
  from_state: OrderState | null;
  to_state: OrderState;
  actor_kind: OrderActorKind;
  actor_user_id: number | null;
  note: string | null;
  created_at: number;
}

export interface PaymentsTable {
  id: Id;
  order_id: number;
  provider: string;
  reference: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  amount_minor: number;
  currency: 'USD' | 'NGN';
  verified_at: number | null;
  raw_response: string | null;
  /** Why the payment did not count (or needs a refund), in words a customer may read. */
  failure_reason: string | null;
  /** The provider's id of the transaction that paid; unique per provider (one transaction, one order). */
  provider_transaction_id: string | null;
  created_at: number;
  updated_at: number;
}

/** The built-in test provider's own ledger: what the tester chose for each transaction. */
export interface TestProviderTransactionsTable {
  id: Id;
  reference: string;
  amount_minor: number;
  currency: string;
  email: string;
  callback_url: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  /** What the shop asked the test provider to give back, and when (0011-refunds). */
  refunded_minor: number | null;
  refunded_at: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * Money a provider verified for an order that could not take it, given back through the
 * provider's refund API: `requested` until the provider accepts it (retried by the payment job),
 * `succeeded` once it has, `failed` when it refused or we gave up (staff act).
 */
export interface PaymentRefundsTable {
  id: Id;
  /** Null for an unclaimed widget payment given back (no order took it; see UnclaimedPaymentsTable). */
  order_id: number | null;
  payment_id: number | null;
  provider: string;
  provider_reference: string;
  provider_transaction_id: string | null;
  amount_minor: number;
  currency: 'USD' | 'NGN';
  /** Why the money goes back, in words a customer may read. */
  reason: string;
  status: 'requested' | 'succeeded' | 'failed';
  provider_refund_id: string | null;
  provider_status: string | null;
  /** The last failure of a refund call. */
  error: string | null;
  attempts: Generated<number>;
  next_attempt_at: number;
  created_at: number;
  updated_at: number;
}

export interface ReviewsTable {
  id: Id;
  user_id: number;
  /** null: a review of the shop itself (the dashboard review form). */
  product_id: number | null;
  rating: number;
  body: string;
  status: 'pending' | 'approved' | 'hidden';
  created_at: number;
  updated_at: number;
  /** The variant the customer bought (migration 0021), optional; its label as it was then. */
  variant_id: number | null;
  variant_label: string | null;
}

export interface SavedItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  created_at: number;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  order_id: number | null;
  title: string;
  body: string;
  read_at: number | null;
  created_at: number;
}

/** A staff action (migration 0025): who, when, what, and each field's value before and after (JSON). */
/**
 * A successful transaction a client made in the provider's widget that no order has claimed
 * (docs/decisions/0042): staff match it to an order by hand, or it is refunded after a set time.
 */
export interface UnclaimedPaymentsTable {
  id: Id;
  provider: string;
  provider_transaction_id: string;
  reference: string;
  amount_minor: number;
  currency: string;
  customer_email: string | null;
  provider_created_at: number | null;
  status: 'unclaimed' | 'matched' | 'refunded';
  order_id: number | null;
  refund_id: number | null;
  resolved_by: number | null;
  resolved_at: number | null;
  raw_response: string | null;
  created_at: number;
  updated_at: number;
}

/** SMS parts queued per UTC day, against SMS_DAILY_BUDGET_PARTS (docs/decisions/0048). */
/** The alerts a staff member asked for (migration 0035, issue 35). */
export interface StaffAlertPreferencesTable {
  user_id: number;
  kind: string;
}

/** Migration 0038: the morning summary of a shop day, claimed (and its mails queued) once. */
export interface StaffSummariesTable {
  day: string;
  sent_at: number;
}

export interface SmsBudgetDaysTable {
  day: string;
  parts: number;
  /** When staff were e-mailed that the budget is near (once a day). */
  alerted_at: number | null;
}

export interface AuditLogTable {
  id: Id;
  created_at: number;
  actor_user_id: number | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  changes: string;
}

/** Messages waiting to be sent, e-mail and SMS alike (migration 0042 named it for both). */
export interface OutboxTable {
  id: Id;
  to_address: string;
  /** An e-mail's subject, or an SMS's label (what it is about, for the back office). */
  label: string;
  text_body: string;
  html_body: string | null;
  status: 'pending' | 'sent' | 'failed';
  /** E-mail, or a text message (SMS) to the phone number in `to_address` (migration 0015). */
  channel: Generated<'email' | 'sms'>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number;
  created_at: number;
  sent_at: number | null;
}

export interface IdempotencyKeysTable {
  id: Id;
  user_id: number;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: number;
}

export interface StockAdjustmentsTable {
  id: Id;
  product_id: number;
  delta: number;
  reason: 'received' | 'damaged' | 'correction';
  note: string | null;
  staff_user_id: number;
  quantity_after: number;
  created_at: number;
  /** The variant whose stock changed (migration 0021); null for a product without variants. */
  variant_id: number | null;
  variant_label: string | null;
}

export interface RateLimitHitsTable {
  id: Id;
  bucket: string;
  created_at: number;
}

/** One row (id 1): grows with every change to products or categories (0008-catalogue-generation.ts). */
export interface CatalogueGenerationTable {
  id: number;
  value: number;
}

/** A product's name and description in one of the translation languages (0018-catalogue-languages.ts). */
export interface ProductTranslationsTable {
  product_id: number;
  lang: string;
  title: string;
  description: Generated<string>;
}

/** A category's name in one of the translation languages (0018-catalogue-languages.ts). */
export interface CategoryTranslationsTable {
  category_id: number;
  lang: string;
  title: string;
}

/** One group of equivalent search terms; `terms` is a JSON array of strings (0018). */
export interface SearchSynonymsTable {
  id: Id;
  position: number;
  terms: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  staff_enrolments: StaffEnrolmentsTable;
  recovery_codes: RecoveryCodesTable;
  email_verifications: EmailVerificationsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  product_images: ProductImagesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  pickup_stations: PickupStationsTable;
  vouchers: VouchersTable;
  promotions: PromotionsTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  addresses: AddressesTable;
  payments: PaymentsTable;
  test_provider_transactions: TestProviderTransactionsTable;
  payment_refunds: PaymentRefundsTable;
  unclaimed_payments: UnclaimedPaymentsTable;
  sms_budget_days: SmsBudgetDaysTable;
  staff_alert_preferences: StaffAlertPreferencesTable;
  staff_summaries: StaffSummariesTable;
  reviews: ReviewsTable;
  saved_items: SavedItemsTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  stock_adjustments: StockAdjustmentsTable;
  catalogue_generation: CatalogueGenerationTable;
  transfer_confirmations: TransferConfirmationsTable;
  on_delivery_rules: OnDeliveryRulesTable;
  phone_verifications: PhoneVerificationsTable;
  product_translations: ProductTranslationsTable;
  category_translations: CategoryTranslationsTable;
  search_synonyms: SearchSynonymsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type AddressRow = Selectable<AddressesTable>;
export type UserRow = Selectable<UsersTable>;

import { describe, expect, it } from 'vitest';
import { changedTables, fingerprint } from '@oja/testing/fuzzing/db-fingerprint';
import { lagosAddress, newYorkAddress } from '@oja/testing/factories/order-factories';
import { readOperations, urlOf, type Operation } from '@oja/testing/fuzzing/openapi-operations';
import { makeShopWorld, ownedRows, type ShopWorld } from '@oja/testing/factories/shop-world';
import { createTestApp } from '@oja/testing/app/test-app';

/**
 * The access matrix (docs/security.md). Every operation of the OpenAPI document is classified
 * below; an operation without a classification fails the first test, so a route added later must
 * be placed in the matrix before it can ship. For each classification the callers are checked
 * against the resources of customer A:
 *
 * - owner: names one of A's resources. A visitor, customer B and staff (on customer routes staff
 *   are just another account) get an answer with the same status and body as for an id that does
 *   not exist, nothing changes, and then A gets it.
 * - self: the caller's own data, no id to name anyone else's. Visitors get 401 (or their guest
 *   cart), B and staff never see A's data or change it, A sees it.
 * - staff: the back office. Visitors, B and A himself get the same 403 whatever id they name
 *   (the guard answers before any lookup); staff get the data, and 404 for a missing id.
 * - public: anyone; answers carry none of A's private data.
 * - entry: sign-up, sign-in, reset links and webhooks: the secret (password, e-mailed token,
 *   signature) is the access; where an answer could tell whether an account exists, it does not.
 */

// Every caller comes from 127.0.0.1 here: per-address limits are not what this suite checks.
const { app, db } = await createTestApp({ RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1' });
const operations = await readOperations(app);

/** How to call an operation: path parameters, query and JSON body. */
interface Call {
  params?: Record<string, string | number>;
  query?: [string, string][];
  payload?: unknown;
}

/** A's resource and a missing one of the same kind; `keys` name them in answers (replaced to compare). */
interface Target {
  call: (w: ShopWorld) => Call;
  missing: (w: ShopWorld) => Call;
  keys: (w: ShopWorld) => string[];
  missingKeys: (w: ShopWorld) => string[];
}

type Rule =
  | { kind: 'public'; call?: (w: ShopWorld) => Call; hidden?: Target; setup?: (w: ShopWorld) => Promise<void> }
  | { kind: 'entry'; why: string; sameAnswer?: Target }
  | {
      kind: 'self';
      call?: (w: ShopWorld) => Call;
      /** A text that is in A's answer and must be in nobody else's. */
      ownerSees?: (w: ShopWorld) => string;
      /** Visitors: refused (401), or served their own guest data (the cart). */
      visitors?: 'refused' | 'own';
    }
  | { kind: 'owner'; target: Target; ownerSees?: (w: ShopWorld) => string }
  | { kind: 'staff'; target?: Target; call?: (w: ShopWorld) => Call };

const missingId = 2_147_483_000;
const missingRef = 'OJA-ZZZZZZZZ';
const byId = (pick: (w: ShopWorld) => number, name = 'id'): Target => ({
  call: (w) => ({ params: { [name]: pick(w) } }),
  missing: () => ({ params: { [name]: missingId } }),
  keys: (w) => [String(pick(w))],
  missingKeys: () => [String(missingId)],
});
/** A product in A's cart (or saved list), and one in nobody's: the missing "line" is the other product. */
const productLine: Target = {
  call: (w) => ({ params: { productId: w.product.id } }),
  missing: (w) => ({ params: { productId: w.spare.id } }),
  keys: (w) => [String(w.product.id), w.product.title],
  missingKeys: (w) => [String(w.spare.id), w.spare.title],
};
const byRef = (pick: (w: ShopWorld) => string): Target => ({
  call: (w) => ({ params: { id: pick(w) } }),
  missing: () => ({ params: { id: missingRef } }),
  keys: (w) => [pick(w)],
  missingKeys: () => [missingRef],
});
const withPayload = (target: Target, payload: unknown): Target => ({
  ...target,
  call: (w) => ({ ...target.call(w), payload }),
  missing: (w) => ({ ...target.missing(w), payload }),
});
const staffById = (pick: (w: ShopWorld) => number): Rule => ({ kind: 'staff', target: byId(pick) });
const order = (w: ShopWorld) => w.orders.payable;

/** Every operation of the API, classified. */
const matrix: Record<string, Rule | Rule[]> = {
  'GET /api/health/': { kind: 'public' },
  'GET /api/health/live': { kind: 'public' },
  'GET /api/health/ready': { kind: 'public' },
  'GET /api/categories/': { kind: 'public' },
  'GET /api/promotions/': { kind: 'public' },
  'GET /api/products/': { kind: 'public' },
  'GET /api/products/{slug}/': {
    kind: 'public',
    call: (w) => ({ params: { slug: w.product.slug } }),
    // A hidden product is answered exactly like one that does not exist.
    hidden: {
      call: (w) => ({ params: { slug: w.hidden.slug } }),
      missing: () => ({ params: { slug: 'no-such-product' } }),
      keys: (w) => [w.hidden.slug],
      missingKeys: () => ['no-such-product'],
    },
  },
  'GET /api/product-slugs/': { kind: 'public' },
  'GET /api/shop/': { kind: 'public' },
  'GET /api/locale/': { kind: 'public' },
  'PUT /api/locale/': { kind: 'public', call: () => ({ payload: { currency: 'NGN' } }) },
  'GET /api/all-products': { kind: 'public' },
  'GET /api/search-suggestions/': { kind: 'public', call: () => ({ query: [['search', 'egusy']] }) },
  'GET /api/payments/provider/': { kind: 'public' },
  'GET /api/reviews/': {
    kind: 'public',
    // A's shop review published: it shows a first name and an initial, nothing private.
    setup: async (w) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${w.shopReviewId}/approve`,
        headers: w.staff.auth,
      });
      expect(res.statusCode).toBe(200);
    },
  },
  'GET /api/products/{slug}/reviews/': { kind: 'public', call: (w) => ({ params: { slug: w.deliveredProduct.slug } }) },

  'POST /api/register/': { kind: 'entry', why: 'creates an account; the password is the secret' },
  'POST /api/login/': {
    kind: 'entry',
    why: 'the password is the secret',
    sameAnswer: {
      call: (w) => ({ payload: { email: w.a.user.email, password: 'not-the-password' } }),
      missing: () => ({ payload: { email: 'nobody@example.com', password: 'not-the-password' } }),
      keys: (w) => [w.a.user.email],
      missingKeys: () => ['nobody@example.com'],
    },
  },
  'POST /api/password-reset/': {
    kind: 'entry',
    why: 'the link goes to the mailbox; the answer is the same for every address',
    sameAnswer: {
      call: (w) => ({ payload: { email: w.a.user.email } }),
      missing: () => ({ payload: { email: 'nobody@example.com' } }),
      keys: (w) => [w.a.user.email],
      missingKeys: () => ['nobody@example.com'],
    },
  },
  'GET /api/password-reset/check/': { kind: 'entry', why: 'the e-mailed token is the secret' },
  'POST /api/password-reset/confirm/': { kind: 'entry', why: 'the e-mailed token is the secret' },
  'POST /api/webhooks/{provider}': { kind: 'entry', why: "the provider's signature is the secret" },
  'POST /api/verify-email/': { kind: 'entry', why: 'the e-mailed token is the secret' },

  'POST /api/logout/': { kind: 'self', visitors: 'own' },
  'GET /api/me/': { kind: 'self', ownerSees: (w) => w.a.user.email },
  'GET /api/profile/': { kind: 'self', ownerSees: (w) => w.a.user.email },
  'PATCH /api/me/': { kind: 'self', call: () => ({ payload: { first_name: 'Changed' } }) },
  'POST /api/me/picture/': { kind: 'self' },
  'POST /api/me/password/': {
    kind: 'self',
    call: (w) => ({ payload: { current_password: w.a.user.password, new_password: 'a-new-password-1' } }),
  },
  'GET /api/me/sessions/': { kind: 'self' },
  'POST /api/me/sessions/end-others/': { kind: 'self' },
  'POST /api/me/two-factor/setup/': { kind: 'self' },
  'POST /api/me/two-factor/confirm/': { kind: 'self', call: () => ({ payload: { code: '000000' } }) },
  'POST /api/me/two-factor/enrolment/': { kind: 'self', call: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'POST /api/me/verify-email/': { kind: 'self' },
  'GET /api/cart/': { kind: 'self', visitors: 'own', ownerSees: (w) => w.product.title },
  'DELETE /api/cart/': { kind: 'self', visitors: 'own' },
  'POST /api/cart/items/': { kind: 'self', visitors: 'own', call: (w) => ({ payload: { product_id: w.product.id } }) },
  'POST /api/place-order/': {
    kind: 'self',
    call: (w) => ({ payload: { address: lagosAddress, items: [{ item: { id: w.spare.id }, quantity: 1 }] } }),
  },
  'POST /api/orders/quote/': {
    kind: 'self',
    call: (w) => ({ payload: { address: lagosAddress, items: [{ item: { id: w.spare.id }, quantity: 1 }] } }),
  },
  'GET /api/orders/': [
    { kind: 'self', ownerSees: (w) => order(w).order_id },
    {
      kind: 'owner',
      ownerSees: (w) => w.privateMarkers[2]!,
      target: {
        call: (w) => ({ query: [['order_id', order(w).order_id]] }),
        missing: () => ({ query: [['order_id', missingRef]] }),
        keys: (w) => [order(w).order_id],
        missingKeys: () => [missingRef],
      },
    },
  ],
  'GET /api/shopper-orders/count/': { kind: 'self' },
  'DELETE /api/orders/{id}': { kind: 'owner', target: byId((w) => w.orders.awaitingReview.id) },
  'POST /api/orders/{id}/payments/': {
    kind: 'owner',
    target: {
      call: (w) => ({ params: { id: order(w).order_id } }),
      missing: () => ({ params: { id: missingRef } }),
      keys: (w) => [order(w).order_id],
      missingKeys: () => [missingRef],
    },
  },
  // Bank transfer and pay on delivery (docs/decisions/0033).
  'GET /api/orders/{id}/payment-options/': { kind: 'owner', target: byRef((w) => order(w).order_id) },
  'POST /api/orders/{id}/bank-transfer/': { kind: 'owner', target: byRef((w) => order(w).order_id) },
  'POST /api/orders/{id}/pay-on-delivery/': { kind: 'owner', target: byRef((w) => order(w).order_id) },
  'GET /api/account/phone/': { kind: 'self' },
  'POST /api/account/phone/code/': { kind: 'self', call: () => ({ payload: { phone: '0803 123 4567' } }) },
  'POST /api/account/phone/verify/': { kind: 'self', call: () => ({ payload: { code: '123456' } }) },
  'GET /api/payments/{reference}/': {
    kind: 'owner',
    ownerSees: (w) => w.payment.reference,
    target: {
      call: (w) => ({ params: { reference: w.payment.reference } }),
      missing: (w) => ({ params: { reference: `${w.payment.reference.slice(0, -4)}XXXX` } }),
      keys: (w) => [w.payment.reference],
      missingKeys: () => [],
    },
  },
  'POST /api/payment/{order_id}/': {
    kind: 'owner',
    target: {
      call: (w) => ({ params: { order_id: order(w).order_id }, payload: { reference: w.payment.reference } }),
      missing: (w) => ({
        params: { order_id: missingRef },
        payload: { reference: `${w.payment.reference.slice(0, -4)}XXXX` },
      }),
      keys: (w) => [order(w).order_id, w.payment.reference],
      missingKeys: () => [missingRef],
    },
  },
  'POST /api/cart/items/{productId}/increment': {
    kind: 'owner',
    target: productLine,
  },
  'POST /api/cart/items/{productId}/decrement': {
    kind: 'owner',
    target: productLine,
  },
  'DELETE /api/cart/items/{productId}': { kind: 'owner', target: productLine },

  'GET /api/saved/': { kind: 'self', ownerSees: (w) => w.product.title },
  'GET /api/saved/ids/': { kind: 'self', ownerSees: (w) => `[${w.product.id}]` },
  'POST /api/saved/': { kind: 'self', call: (w) => ({ payload: { product_id: w.spare.id } }) },
  'DELETE /api/saved/{productId}': { kind: 'owner', target: productLine },

  'GET /api/account/addresses/': { kind: 'self', ownerSees: (w) => `${w.tag} Private Close` },
  'POST /api/account/addresses/': { kind: 'self', call: () => ({ payload: { address: newYorkAddress } }) },
  'PUT /api/account/addresses/{id}': {
    kind: 'owner',
    target: {
      call: (w) => ({ params: { id: w.addressId }, payload: { address: newYorkAddress } }),
      missing: () => ({ params: { id: missingId }, payload: { address: newYorkAddress } }),
      keys: (w) => [String(w.addressId)],
      missingKeys: () => [String(missingId)],
    },
  },
  'POST /api/account/addresses/{id}/default': { kind: 'owner', target: byId((w) => w.addressId) },
  'DELETE /api/account/addresses/{id}': { kind: 'owner', target: byId((w) => w.addressId) },

  'GET /api/notifications/': { kind: 'self', ownerSees: (w) => w.orders.delivered.order_id },
  'GET /api/notifications/unread-count/': { kind: 'self' },
  'POST /api/notifications/read/': {
    kind: 'owner',
    target: {
      call: (w) => ({ payload: { ids: w.notificationIds } }),
      missing: () => ({ payload: { ids: [missingId] } }),
      keys: () => [],
      missingKeys: () => [],
    },
  },

  'POST /api/reviews/': { kind: 'self', call: () => ({ payload: { rating: 3, body: 'Somebody else wrote this.' } }) },
  'POST /api/products/{slug}/reviews/': {
    kind: 'self',
    call: (w) => ({
      params: { slug: w.deliveredProduct.slug },
      payload: { rating: 1, body: 'Not my purchase at all.' },
    }),
  },
  'GET /api/products/{slug}/reviews/mine/': {
    kind: 'owner',
    ownerSees: (w) => `Lovely, from ${w.tag}`,
    target: {
      call: (w) => ({ params: { slug: w.deliveredProduct.slug } }),
      missing: (w) => ({ params: { slug: w.spare.slug } }),
      keys: (w) => [w.deliveredProduct.slug],
      missingKeys: () => [],
    },
  },
  'PATCH /api/products/{slug}/reviews/mine/': {
    kind: 'owner',
    target: {
      call: (w) => ({
        params: { slug: w.deliveredProduct.slug },
        payload: { rating: 1, body: 'Rewritten by another' },
      }),
      missing: (w) => ({ params: { slug: w.spare.slug }, payload: { rating: 1, body: 'Rewritten by another' } }),
      keys: (w) => [w.deliveredProduct.slug],
      missingKeys: () => [],
    },
  },

  'GET /api/admin/dashboard/': { kind: 'staff' },
  'GET /api/admin/reports/{name}': {
    kind: 'staff',
    target: {
      call: () => ({ params: { name: 'sales' } }),
      missing: () => ({ params: { name: 'profits' } }),
      keys: () => [],
      missingKeys: () => [],
    },
  },
  'GET /api/admin/pick-list/': { kind: 'staff' },
  'GET /api/admin/exports/{file}': {
    kind: 'staff',
    target: {
      call: () => ({ params: { file: 'orders.csv' } }),
      missing: () => ({ params: { file: 'profits.csv' } }),
      keys: () => [],
      missingKeys: () => [],
    },
  },
  'GET /api/admin/products/': { kind: 'staff' },
  'POST /api/admin/products/': { kind: 'staff' },
  'GET /api/admin/products/{id}': staffById((w) => w.product.id),
  'PATCH /api/admin/products/{id}': staffById((w) => w.product.id),
  'DELETE /api/admin/products/{id}': staffById((w) => w.product.id),
  'POST /api/admin/products/{id}/image': staffById((w) => w.product.id),
  'GET /api/admin/products/{id}/stock-adjustments/': staffById((w) => w.product.id),
  'POST /api/admin/products/{id}/stock-adjustments/': staffById((w) => w.product.id),
  'GET /api/admin/products/{id}/variants/': staffById((w) => w.product.id),
  'PUT /api/admin/products/{id}/variants/': staffById((w) => w.product.id),
  'GET /api/admin/products/{id}/gallery/': staffById((w) => w.product.id),
  'POST /api/admin/products/{id}/gallery/': staffById((w) => w.product.id),
  'PUT /api/admin/products/{id}/gallery/': staffById((w) => w.product.id),
  'GET /api/admin/catalogue/export.csv': { kind: 'staff' },
  'POST /api/admin/catalogue/import': { kind: 'staff' },
  'GET /api/admin/categories/': { kind: 'staff' },
  'POST /api/admin/categories/': { kind: 'staff' },
  'GET /api/admin/categories/{id}': staffById((w) => w.product.category_id),
  'PATCH /api/admin/categories/{id}': staffById((w) => w.product.category_id),
  'DELETE /api/admin/categories/{id}': staffById((w) => w.product.category_id),
  'POST /api/admin/categories/{id}/icon': staffById((w) => w.product.category_id),
  'POST /api/admin/categories/{id}/move': staffById((w) => w.product.category_id),
  'GET /api/admin/orders/': { kind: 'staff' },
  'GET /api/admin/orders/{id}': staffById((w) => order(w).id),
  'POST /api/admin/orders/{id}/review': staffById((w) => w.orders.awaitingReview.id),
  'POST /api/admin/orders/{id}/address': staffById((w) => w.orders.awaitingReview.id),
  'POST /api/admin/orders/{id}/status': staffById((w) => order(w).id),
  'GET /api/admin/transfers/': { kind: 'staff' },
  'GET /api/admin/unclaimed-payments/': { kind: 'staff' },
  // The world holds no unclaimed payment: any id must meet the same 403 for everyone but staff.
  'POST /api/admin/unclaimed-payments/{id}/match': staffById(() => 1),
  'POST /api/admin/unclaimed-payments/{id}/refund': staffById(() => 1),
  'POST /api/admin/orders/{id}/transfer-confirmation': {
    kind: 'staff',
    target: withPayload(
      byId((w) => order(w).id),
      {
        amount: '1.00',
        currency: 'NGN',
        received_on: '2026-11-24',
        bank_reference: 'REF-1',
      },
    ),
  },
  'POST /api/admin/orders/{id}/delivery-outcome': {
    kind: 'staff',
    target: withPayload(
      byId((w) => order(w).id),
      { outcome: 'refused' },
    ),
  },
  'GET /api/admin/on-delivery-rules/': { kind: 'staff' },
  'PUT /api/admin/on-delivery-rules/': {
    kind: 'staff',
    call: () => ({
      payload: {
        enabled: true,
        states: ['Lagos'],
        max_ngn_kobo: 10_000_000,
        max_usd_cents: null,
        require_verified_phone: true,
        max_refusals: 1,
      },
    }),
  },
  'GET /api/admin/mail/': { kind: 'staff' },
  'GET /api/admin/audit/': { kind: 'staff' },
  'POST /api/admin/mail/{id}/retry': staffById((w) => w.mailId),
  'GET /api/admin/reservations/': { kind: 'staff' },
  'GET /api/admin/alerts/': { kind: 'staff' },
  'PUT /api/admin/alerts/': { kind: 'staff', call: () => ({ payload: { alerts: ['order_paid'] } }) },
  'GET /api/admin/search-synonyms/': { kind: 'staff' },
  'PUT /api/admin/search-synonyms/': { kind: 'staff' },
  'GET /api/pickup-stations/': { kind: 'public' },
  'GET /api/admin/pickup-stations/': { kind: 'staff' },
  'POST /api/admin/pickup-stations/': { kind: 'staff' },
  'PATCH /api/admin/pickup-stations/{id}': { kind: 'staff', call: () => ({ params: { id: 1 } }) },
  'GET /api/admin/vouchers/': { kind: 'staff' },
  'POST /api/admin/vouchers/': { kind: 'staff' },
  'PATCH /api/admin/vouchers/{id}': { kind: 'staff', call: () => ({ params: { id: 1 } }) },
  'GET /api/admin/promotions/': { kind: 'staff' },
  'POST /api/admin/promotions/': { kind: 'staff' },
  'PATCH /api/admin/promotions/{id}': { kind: 'staff', call: () => ({ params: { id: 1 } }) },
  'POST /api/add-product': { kind: 'staff' },
  'PUT /api/order/{id}': staffById((w) => order(w).id),
  'GET /api/admin/reviews/': { kind: 'staff' },
  'POST /api/admin/reviews/{id}/approve': staffById((w) => w.shopReviewId),
  'POST /api/admin/reviews/{id}/hide': staffById((w) => w.productReviewId),
};

const rulesOf = (key: string): Rule[] => [matrix[key] ?? []].flat();

type Who = 'visitor' | 'A' | 'B' | 'staff';
const headersOf = (w: ShopWorld, who: Who): Record<string, string> =>
  who === 'visitor' ? {} : who === 'A' ? w.a.auth : who === 'B' ? w.b.auth : w.staff.auth;

async function send(op: Operation, w: ShopWorld, who: Who, call: Call = {}) {
  const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
  return app.inject({
    method: op.method as 'GET',
    url: urlOf(op.path, params, call.query),
    headers: headersOf(w, who),
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

/** An answer with the named resource's keys replaced, to compare with the answer for a missing one. */
const normalised = (res: { statusCode: number; body: string }, keys: string[]) => ({
  status: res.statusCode,
  body: keys.filter(Boolean).reduce((body, key) => body.replaceAll(key, '{named}'), res.body),
});

const privateText = (w: ShopWorld, body: string) => w.privateMarkers.filter((m) => body.includes(m));

describe('the access matrix', () => {
  it('classifies every operation of the API, and nothing that is not one', () => {
    const keys = operations.map((op) => op.key);
    expect(
      keys.filter((k) => !(k in matrix)),
      'operations without a classification',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((k) => !keys.includes(k)),
      'classified, but not in the API',
    ).toEqual([]);
  });

  it('has a way to name A’s resource for every customer route that takes an id', () => {
    const unnamed = operations.filter(
      (op) =>
        op.parameters.some((p) => p.in === 'path') &&
        rulesOf(op.key).every((r) => r.kind === 'self' && !r.call) &&
        !op.path.startsWith('/api/webhooks/'),
    );
    expect(unnamed.map((op) => op.key)).toEqual([]);
  });
});

describe('roles', () => {
  it('cannot be given over HTTP: extra fields in sign-up and profile changes are ignored', async () => {
    const w = await makeShopWorld(app, db);
    const extra = { role: 'staff', id: w.staff.user.id, email: 'taken-over@example.com', password_hash: 'x' };
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        ...extra,
        first_name: 'Eve',
        last_name: 'Intruder',
        email: `eve-${w.tag}@example.com`,
        password: 'long-enough-1',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/me/',
      headers: w.b.auth,
      payload: { first_name: 'Bee', ...extra },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash'])
      .where('email', 'in', [`eve-${w.tag}@example.com`, w.b.user.email, w.staff.user.email])
      .execute();
    expect(users.map((u) => [u.email, u.role])).toEqual(
      expect.arrayContaining([
        [`eve-${w.tag}@example.com`, 'customer'],
        [w.b.user.email, 'customer'],
        [w.staff.user.email, 'staff'],
      ]),
    );
    expect(users.every((u) => u.password_hash !== 'x')).toBe(true);
  });
});

describe.each(
  operations.flatMap((op) => rulesOf(op.key).map((rule) => ({ op, rule, name: `${op.key} (${rule.kind})` }))),
)('$name', ({ op, rule }) => {
  if (rule.kind === 'owner') {
    it('answers everyone but the owner as if the resource did not exist, changes nothing, and serves the owner', async () => {
      const w = await makeShopWorld(app, db);
      const { target } = rule;
      const before = await fingerprint(db);
      for (const who of ['visitor', 'B', 'staff'] as const) {
        const named = await send(op, w, who, target.call(w));
        const missing = await send(op, w, who, target.missing(w));
        expect(named.statusCode, `${who}: ${named.body}`).toBeLessThan(500);
        expect(normalised(named, target.keys(w)), who).toEqual(normalised(missing, target.missingKeys(w)));
        // The caller's own words may come back ("Order OJA-… not found"); nothing else of A's may.
        expect(privateText(w, normalised(named, target.keys(w)).body), who).toEqual([]);
      }
      expect(changedTables(before, await fingerprint(db))).toEqual([]);
      const own = await send(op, w, 'A', target.call(w));
      expect(own.statusCode, own.body).toBeLessThan(300);
      if (rule.ownerSees) expect(own.body).toContain(rule.ownerSees(w));
    });
  }

  if (rule.kind === 'self') {
    it('serves each caller their own data only, and nobody changes A’s', async () => {
      const w = await makeShopWorld(app, db);
      const call = rule.call?.(w);
      const before = await ownedRows(db, w.a.user.id);
      const visitor = await send(op, w, 'visitor', call);
      if (rule.visitors === 'own') expect(visitor.statusCode, visitor.body).toBeLessThan(500);
      else
        expect({ status: visitor.statusCode, code: visitor.json().code }).toEqual({
          status: 401,
          code: 'unauthorized',
        });
      for (const [who, res] of [
        ['visitor', visitor],
        ['B', await send(op, w, 'B', call)],
        ['staff', await send(op, w, 'staff', call)],
      ] as const) {
        expect(res.statusCode, `${who}: ${res.body}`).toBeLessThan(500);
        expect(privateText(w, res.body), who).toEqual([]);
        if (rule.ownerSees) expect(res.body, who).not.toContain(rule.ownerSees(w));
      }
      expect(await ownedRows(db, w.a.user.id)).toEqual(before);
      if (rule.ownerSees) {
        const own = await send(op, w, 'A', call);
        expect(own.statusCode).toBe(200);
        expect(own.body).toContain(rule.ownerSees(w));
      }
    });
  }

  if (rule.kind === 'staff') {
    it('refuses visitors and customers (the owner too) with the same 403 for any id, and serves staff', async () => {
      const w = await makeShopWorld(app, db);
      const before = await fingerprint(db);
      const refusal = await send(op, w, 'visitor', rule.target?.missing(w) ?? rule.call?.(w));
      expect(refusal.statusCode, refusal.body).toBe(403);
      expect(refusal.json().code).toBe('forbidden');
      for (const who of ['visitor', 'A', 'B'] as const) {
        const named = await send(op, w, who, rule.target?.call(w) ?? rule.call?.(w));
        expect(normalised(named, []), who).toEqual(normalised(refusal, []));
        if (rule.target) {
          const missing = await send(op, w, who, rule.target.missing(w));
          expect(normalised(missing, []), who).toEqual(normalised(refusal, []));
        }
      }
      expect(changedTables(before, await fingerprint(db))).toEqual([]);
      if (op.method === 'GET') {
        const served = await send(op, w, 'staff', rule.target?.call(w));
        expect(served.statusCode, served.body).toBe(200);
        if (rule.target) expect((await send(op, w, 'staff', rule.target.missing(w))).statusCode).toBe(404);
      }
    });
  }

  if (rule.kind === 'public') {
    it('answers anyone, with none of A’s private data', async () => {
      const w = await makeShopWorld(app, db);
      await rule.setup?.(w);
      for (const who of ['visitor', 'B', 'A', 'staff'] as const) {
        const res = await send(op, w, who, rule.call?.(w));
        expect(res.statusCode, `${who}: ${res.body}`).toBeLessThan(300);
        expect(privateText(w, res.body), who).toEqual([]);
      }
      if (rule.hidden) {
        for (const who of ['visitor', 'A', 'B'] as const) {
          const named = await send(op, w, who, rule.hidden.call(w));
          const missing = await send(op, w, who, rule.hidden.missing(w));
          expect(named.statusCode, who).toBe(404);
          expect(normalised(named, rule.hidden.keys(w)), who).toEqual(normalised(missing, rule.hidden.missingKeys(w)));
        }
      }
    });
  }

  if (rule.kind === 'entry') {
    it(`lets anyone in: ${rule.why}`, async () => {
      expect(rule.why.length).toBeGreaterThan(0);
      if (!rule.sameAnswer) return;
      const w = await makeShopWorld(app, db);
      const named = await send(op, w, 'visitor', rule.sameAnswer.call(w));
      const missing = await send(op, w, 'visitor', rule.sameAnswer.missing(w));
      expect(normalised(named, rule.sameAnswer.keys(w))).toEqual(normalised(missing, rule.sameAnswer.missingKeys(w)));
    });
  }
});

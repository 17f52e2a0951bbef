import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@oja/shared/accounts';
import { fakeApi, ok, refused, thrown, type FakeAnswer } from '../../lib/fake-api.test-support';
import {
  cookieHeaders,
  fetchSignedInUser,
  signedInOnly,
  signedInUser,
  signedOutOnly,
  staffOnly,
} from './session.server';

const customer = { id: 3, email: 'ada@example.com', role: 'customer' } as unknown as AccountUser;
const staff = {
  id: 1,
  email: 'bola@example.com',
  role: 'staff',
  two_factor_setup_required: false,
} as unknown as AccountUser;
const refreshed = 'oja_session=new; Path=/; HttpOnly';
const cleared = 'oja_session=; Max-Age=0; Path=/';

type Middleware = typeof signedInOnly;
/** Runs a route middleware for a page request; `next` is the page's own response. */
function run(middleware: Middleware, me: FakeAnswer, url = 'https://shop.test/dashboard/my-orders?view=OJA-1') {
  const api = fakeApi({ 'GET /api/me/': me });
  let reached = false;
  const next = () => {
    reached = true;
    return Promise.resolve(new Response('the page'));
  };
  const args = { request: new Request(url), context: api.context, params: {} } as unknown as Parameters<Middleware>[0];
  return { result: middleware(args, next), context: api.context, reached: () => reached };
}

describe('fetchSignedInUser', () => {
  it('is the API’s /api/me/ answer with the cookies it set; a 401 is a visitor', async () => {
    const signedIn = fakeApi({ 'GET /api/me/': ok(customer, { setCookies: [refreshed] }) });
    expect(await fetchSignedInUser(signedIn.context)).toEqual({ user: customer, setCookies: [refreshed] });
    const expired = fakeApi({ 'GET /api/me/': refused(401, 'Sign in.', 'unauthorized', undefined, [cleared]) });
    expect(await fetchSignedInUser(expired.context)).toEqual({ user: null, setCookies: [cleared] });
  });

  it('does not ask the API for a visitor without a session cookie or token', async () => {
    const { context, calls } = fakeApi({}, { mayBeSignedIn: false });
    expect(await fetchSignedInUser(context)).toEqual({ user: null, setCookies: [] });
    expect(calls).toEqual([]);
  });

  it('any other failure is the error page with its status', async () => {
    const { context } = fakeApi({ 'GET /api/me/': refused(503, 'Briefly unavailable', 'unavailable') });
    expect(await thrown(fetchSignedInUser(context))).toMatchObject({ init: { status: 503 } });
  });
});

it('cookieHeaders keeps every Set-Cookie apart', () => {
  expect(cookieHeaders([refreshed, cleared]).getSetCookie()).toEqual([refreshed, cleared]);
});

describe('signedInOnly', () => {
  it('sends a visitor to sign in, coming back to the page after, with the cleared cookie', async () => {
    const run1 = run(signedInOnly, refused(401, 'Sign in.', 'unauthorized', undefined, [cleared]));
    const response = (await thrown(run1.result)) as Response;
    expect(response.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/dashboard/my-orders?view=OJA-1')}`,
    );
    expect(response.headers.get('set-cookie')).toBe(cleared);
    expect(run1.reached()).toBe(false);
  });

  it('lets a customer through, tells the loaders who it is, and adds the refreshed cookie to the page', async () => {
    const run1 = run(signedInOnly, ok(customer, { setCookies: [refreshed] }));
    const response = (await run1.result) as Response;
    expect(await response.text()).toBe('the page');
    expect(response.headers.get('set-cookie')).toBe(refreshed);
    expect(signedInUser(run1.context)).toBe(customer);
  });
});

describe('staffOnly', () => {
  it('answers not found to customers and visitors alike, so the back office does not announce itself', async () => {
    for (const me of [ok(customer), refused(401, 'Sign in.', 'unauthorized')]) {
      const run1 = run(staffOnly, me, 'https://shop.test/admin/orders');
      expect(await thrown(run1.result)).toMatchObject({ data: { code: 'not_found' }, init: { status: 404 } });
      expect(run1.reached()).toBe(false);
    }
  });

  it('sends staff without a second factor to set one up, then back', async () => {
    const run1 = run(
      staffOnly,
      ok({ ...staff, two_factor_setup_required: true }),
      'https://shop.test/admin/orders?page=2',
    );
    const response = (await thrown(run1.result)) as Response;
    expect(response.headers.get('location')).toBe(`/two-factor?next=${encodeURIComponent('/admin/orders?page=2')}`);
  });

  it('lets staff through', async () => {
    const run1 = run(staffOnly, ok(staff, { setCookies: [refreshed] }), 'https://shop.test/admin');
    const response = (await run1.result) as Response;
    expect(response.headers.get('set-cookie')).toBe(refreshed);
    expect(signedInUser(run1.context)).toBe(staff);
  });
});

describe('signedOutOnly', () => {
  it('sends a signed-in customer home and lets a visitor see the sign-in page', async () => {
    const home = (await thrown(run(signedOutOnly, ok(customer), 'https://shop.test/login').result)) as Response;
    expect(home.headers.get('location')).toBe('/');
    const visitor = run(
      signedOutOnly,
      refused(401, 'Sign in.', 'unauthorized', undefined, [cleared]),
      'https://shop.test/login',
    );
    const page = (await visitor.result) as Response;
    expect(visitor.reached()).toBe(true);
    expect(page.headers.get('set-cookie')).toBe(cleared);
  });
});

it('signedInUser without the middleware is a programming error', () => {
  expect(() => signedInUser(fakeApi({}).context)).toThrow(/needs the signedInOnly middleware/);
});

import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../lib/fake-api.test-support';
import { fetchCustomerBadges } from './badges.server';

describe('fetchCustomerBadges', () => {
  it('gives the unread count and the saved products of the signed-in customer', async () => {
    const { context } = fakeApi({
      'GET /api/notifications/unread-count/': ok({ unread: 3 }),
      'GET /api/saved/ids/': ok({ product_ids: [5, 9] }),
    });
    expect(await fetchCustomerBadges(context)).toEqual({ unread: 3, savedIds: [5, 9] });
  });

  it('leaves both empty when the API says no (a session that ended)', async () => {
    const { context } = fakeApi({
      'GET /api/notifications/unread-count/': refused(401, 'Sign in.', 'unauthorized'),
      'GET /api/saved/ids/': refused(401, 'Sign in.', 'unauthorized'),
    });
    expect(await fetchCustomerBadges(context)).toEqual({ unread: 0, savedIds: [] });
  });

  it('asks nothing for a visitor without a session cookie or token', async () => {
    const { context, calls } = fakeApi({}, { mayBeSignedIn: false });
    expect(await fetchCustomerBadges(context)).toEqual({ unread: 0, savedIds: [] });
    expect(calls).toEqual([]);
  });
});

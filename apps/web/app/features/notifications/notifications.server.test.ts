import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../lib/fake-api.test-support';
import { listNotifications, markRead, readNotifications } from './notifications.server';

const list = [
  { id: 7, read: false, title: 'Your order has shipped' },
  { id: 6, read: true, title: 'Welcome' },
  { id: 5, read: false, title: 'Payment received' },
];

describe('notifications', () => {
  it('reading the list marks only the unread ones shown as read, and gives them as they were', async () => {
    const { context, calls } = fakeApi({
      'GET /api/notifications/?limit=20': ok(list),
      'POST /api/notifications/read/': ok({}),
    });
    expect(await readNotifications(context, 20)).toEqual(list);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/notifications/read/', body: { ids: [7, 5] } });
  });

  it('listing changes nothing, and nothing unread marks nothing', async () => {
    const { context, calls } = fakeApi({ 'GET /api/notifications/?limit=5': ok([list[1]]) });
    expect(await listNotifications(context, 5)).toEqual([list[1]]);
    await readNotifications(context, 5);
    await markRead(context, []);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});

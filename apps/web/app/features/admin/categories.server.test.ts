import { describe, expect, it } from 'vitest';
import { staffMessages, iconMaxBytes } from '@oja/shared/staff-rules';
import { fakeApi, formRequest, ok, refused, withContentLength, type FakeAnswer } from '../../lib/fake-api.test-support';
import { categoriesAction } from './categories.server';

async function send(
  fields: Record<string, string | File>,
  answers: Record<string, FakeAnswer> = {},
  categoryId?: number,
) {
  const api = fakeApi(answers);
  const answer = await categoriesAction(await withContentLength(formRequest(fields)), api.context, categoryId);
  return { answer, calls: api.calls };
}
const dataOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

describe('categoriesAction', () => {
  it('adds a category from the list page’s quick form (no names per language)', async () => {
    const { answer, calls } = await send(
      { intent: 'create', title: 'Spices', slug: ' spices ', icon: '/media/icons/spices.svg' },
      { 'POST /api/admin/categories/': ok({ id: 3, title: 'Spices' }) },
    );
    expect(dataOf(answer)).toMatchObject({ ok: true, message: '“Spices” has been added.' });
    expect(calls[0]?.body).toEqual({ title: 'Spices', slug: 'spices', icon: '/media/icons/spices.svg' });
  });

  it('leaves an absolute icon URL for the API to judge (it may be the shop’s own media address)', async () => {
    const icon = 'https://media.oja.example/icons/spices.svg';
    const { answer, calls } = await send(
      { intent: 'edit', title: 'Spices', icon },
      {
        'PATCH /api/admin/categories/3': refused(400, 'icon: not this shop’s', 'invalid', [
          { path: 'icon', message: 'Use this shop’s media' },
        ]),
      },
      3,
    );
    expect(calls[0]?.body).toMatchObject({ icon });
    expect(dataOf(answer)).toMatchObject({ ok: false, errors: { icon: 'Use this shop’s media' } });
  });

  it('refuses an icon path elsewhere before asking', async () => {
    const { answer, calls } = await send({ intent: 'create', title: 'Spices', icon: '//evil.example/x.svg' });
    expect(dataOf(answer)).toMatchObject({ ok: false, errors: { icon: expect.stringMatching(/path on this shop/) } });
    expect(calls).toEqual([]);
  });

  it('moves a category in the menu, and deletes one moving its products elsewhere', async () => {
    const { calls } = await send({ intent: 'down', id: '3' }, { 'POST /api/admin/categories/3/move': ok({}) });
    expect(calls[0]?.body).toEqual({ direction: 'down' });
    const deleted = await send(
      { intent: 'delete', move_to: '5' },
      { 'DELETE /api/admin/categories/3?move_to=5': ok({}) },
      3,
    );
    const response = deleted.answer as Response;
    expect(response.headers.get('location')).toBe('/admin/categories');
    expect(response.headers.get('set-cookie')).toMatch(/^oja_flash=/);
  });

  it('uploads an icon, or asks for one; refuses an upload too large unread', async () => {
    const svg = new File(['<svg/>'], 'spices.svg', { type: 'image/svg+xml' });
    const { calls } = await send(
      { intent: 'icon', icon_file: svg },
      { 'POST /api/admin/categories/3/icon': ok({}) },
      3,
    );
    expect(((calls[0]?.body as FormData).get('icon') as File).name).toBe('spices.svg');
    expect(dataOf((await send({ intent: 'icon' }, {}, 3)).answer)).toMatchObject({
      errors: { icon_file: staffMessages.imageMissing },
    });
    const large = new Request('https://shop.test/admin/categories', {
      method: 'POST',
      headers: { 'content-length': String(iconMaxBytes + 65 * 1024) },
      body: 'x',
    });
    expect(await categoriesAction(large, fakeApi({}).context)).toMatchObject({
      data: { errors: { icon_file: staffMessages.iconSize } },
      init: { status: 413 },
    });
  });
});

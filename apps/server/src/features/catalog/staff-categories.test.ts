import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffCategorySchema } from '@oja/shared/staff';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { multipartBody } from '@oja/testing/app/multipart';

const { app, db } = await createTestApp();

let staff: { authorization: string };
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
});

const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url, headers: staff, payload });
const order = async () =>
  ((await send('GET', '/api/admin/categories/')).json() as { slug: string }[]).map((c) => c.slug);

describe('categories in the back office', () => {
  it('creates a category last in the menu, with a slug from its title, and lists product counts', async () => {
    await makeCategory(db, { slug: 'spices', title: 'Spices', position: 0 });
    const res = await send('POST', '/api/admin/categories/', { title: 'Palm Wine & Drinks' });
    expect(res.statusCode).toBe(201);
    expect(staffCategorySchema.parse(res.json())).toMatchObject({
      slug: 'palm-wine-drinks',
      icon: '',
      product_count: 0,
    });
    expect(await order()).toEqual(['spices', 'palm-wine-drinks']);
    const taken = await send('POST', '/api/admin/categories/', { title: 'Other', slug: 'spices' });
    expect(taken.statusCode).toBe(409);
    expect((await send('POST', '/api/admin/categories/', { title: 'Spices' })).json().slug).toBe('spices-2');
  });

  it('edits title, slug and icon path; refuses an icon from another site', async () => {
    const { id } = (await send('POST', '/api/admin/categories/', { title: 'Herbs' })).json();
    const res = await send('PATCH', `/api/admin/categories/${id}`, {
      title: 'Herbs and roots',
      slug: 'herbs-and-roots',
      icon: '/media/icons/herbs.svg',
    });
    expect(res.json()).toMatchObject({
      title: 'Herbs and roots',
      slug: 'herbs-and-roots',
      icon: '/media/icons/herbs.svg',
    });
    const external = await send('PATCH', `/api/admin/categories/${id}`, { icon: 'https://evil.example/x.svg' });
    expect(external.statusCode).toBe(400);
    expect(external.json().detail).toMatch(/icon: Use a path on this shop/);
    expect((await send('PATCH', '/api/admin/categories/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('stores an uploaded icon (SVG drawn to a WebP) and refuses what is not an image', async () => {
    const { id } = (await send('POST', '/api/admin/categories/', { title: 'Beads' })).json();
    const upload = async (bytes: Buffer, type: string) => {
      const body = await multipartBody('icon', { bytes, name: 'icon', type });
      return app.inject({
        method: 'POST',
        url: `/api/admin/categories/${id}/icon`,
        headers: { ...staff, ...body.headers },
        payload: body.payload,
      });
    };
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="red"/></svg>',
    );
    const res = await upload(svg, 'image/svg+xml');
    expect(res.statusCode).toBe(200);
    expect(res.json().icon).toMatch(/^\/media\/icons\/[0-9a-f]{32}\.webp$/);
    const served = await app.inject(res.json().icon);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect((await upload(Buffer.from('<script>alert(1)</script>'), 'image/svg+xml')).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 7), 'image/png')).statusCode).toBe(413);
  });

  it('reorders with up and down, even when positions tie', async () => {
    await db.updateTable('categories').set({ position: 3 }).execute();
    const before = await order();
    const last = before.at(-1)!;
    const lastId = (await db.selectFrom('categories').select('id').where('slug', '=', last).executeTakeFirstOrThrow())
      .id;
    const moved = await send('POST', `/api/admin/categories/${lastId}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    const after = moved.json().map((c: { slug: string }) => c.slug);
    expect(after).toEqual([...before.slice(0, -2), last, before.at(-2)]);
    // At the top already: nothing moves.
    const firstId = moved.json()[0].id;
    const still = await send('POST', `/api/admin/categories/${firstId}/move`, { direction: 'up' });
    expect(still.json().map((c: { slug: string }) => c.slug)).toEqual(after);
    expect(still.json().map((c: { position: number }) => c.position)).toEqual(after.map((_: string, i: number) => i));
    // The storefront's menu follows.
    const menu = (await app.inject('/api/categories/?include_products=false')).json();
    expect(menu.map((c: { slug: string }) => c.slug)).toEqual(after);
  });

  it('refuses to delete a category with products unless they move, then moves them in the same request', async () => {
    const full = (await send('POST', '/api/admin/categories/', { title: 'Full shelf' })).json();
    const target = (await send('POST', '/api/admin/categories/', { title: 'New home' })).json();
    const a = await makeProduct(db, full.id);
    const b = await makeProduct(db, full.id, { visible: 0 });

    const refused = await send('DELETE', `/api/admin/categories/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      '"Full shelf" still has 2 products. Move them to another category first (choose one when deleting).',
    );
    expect((await send('DELETE', `/api/admin/categories/${full.id}?move_to=${full.id}`)).statusCode).toBe(400);
    expect((await send('DELETE', `/api/admin/categories/${full.id}?move_to=999999`)).statusCode).toBe(400);

    const moved = await send('DELETE', `/api/admin/categories/${full.id}?move_to=${target.id}`);
    expect(moved.statusCode).toBe(204);
    const homes = await db.selectFrom('products').select('category_id').where('id', 'in', [a.id, b.id]).execute();
    expect(homes).toEqual([{ category_id: target.id }, { category_id: target.id }]);
    expect((await send('GET', `/api/admin/categories/${target.id}`)).json().product_count).toBe(2);

    const empty = (await send('POST', '/api/admin/categories/', { title: 'Empty' })).json();
    expect((await send('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffCategorySchema, staffProductSchema } from '@oja/shared/staff';
import { foldSearchText } from '@oja/shared/catalog-languages';
import { categorySchema, productSchema } from '@oja/shared/catalog';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';

// Names per language and search across languages and spellings (decision 0035). The same file
// runs on SQLite (FTS5 trigram) and PostgreSQL (pg_trgm): see vitest.config.ts.
const { app, db, database } = await createTestApp();

const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((p) => p.title).sort();
const search = (text: string, extra = '') =>
  app.inject(`/api/products/?search=${encodeURIComponent(text)}${extra ? `&${extra}` : ''}`);

let staff: { authorization: string };
let customer: { authorization: string };
const ids: Record<string, number> = {};
let categoryId = 0;

const translate = (productId: number, lang: string, title: string, description = '') =>
  db.insertInto('product_translations').values({ product_id: productId, lang, title, description }).execute();

beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  customer = (await makeSignedInUser(db)).auth;
  const food = await makeCategory(db, { slug: 'food-stuff', title: 'Food Stuff' });
  categoryId = food.id;
  await db.insertInto('category_translations').values({ category_id: food.id, lang: 'yo', title: 'Oúnjẹ' }).execute();
  const make = async (key: string, title: string, description = `About ${title}`) => {
    ids[key] = (await makeProduct(db, food.id, { title, description, slug: key })).id;
  };
  await make('egusi', 'Egusi 500g', 'Ground egusi for soup.');
  await make('melon', 'Ground melon seeds');
  await make('ogbono', 'Ogbono 250g');
  await make('iru', 'Iru fermented 100g');
  await make('pepper', 'Ata rodo, fresh 1kg');
  await make('efo', 'Amaranth greens');
  await make('beans', 'Honey beans 1kg');
  await make('rice', 'Ofada rice 5kg');
  await translate(ids.egusi!, 'yo', 'Ẹ̀gúsí', 'Ẹ̀gúsí tí a lọ̀ fún ọbẹ̀.');
  await translate(ids.efo!, 'yo', 'Ẹ̀fọ́ tẹ̀tẹ̀');
  await translate(ids.beans!, 'ha', 'Ɗan wake ƙwarai');
  await translate(ids.rice!, 'ig', 'Osikapa Ofada');
});

describe('search across languages and spellings', () => {
  it('finds a product by its name in any language, ignoring accents and tone marks', async () => {
    expect(titles(await search('efo tete'))).toEqual(['Amaranth greens']);
    expect(titles(await search('ẸFỌ́'))).toEqual(['Amaranth greens']);
    expect(titles(await search('dan wake'))).toEqual(['Honey beans 1kg']);
    expect(titles(await search('ɗan'))).toEqual(['Honey beans 1kg']);
    expect(titles(await search('kwarai'))).toEqual(['Honey beans 1kg']);
    expect(titles(await search('osikapa'))).toEqual(['Ofada rice 5kg']);
    expect(titles(await search('ẹ̀gúsí 500G'))).toEqual(['Egusi 500g']);
  });

  it('ignores word order', async () => {
    expect(titles(await search('seeds ground'))).toEqual(['Ground melon seeds']);
    expect(titles(await search('1kg fresh rodo'))).toEqual(['Ata rodo, fresh 1kg']);
  });

  it('finds products by common local names and synonyms from the starter list', async () => {
    // egusi / melon seeds, both ways and in any order
    expect(titles(await search('seeds melon'))).toEqual(['Egusi 500g', 'Ground melon seeds']);
    expect(titles(await search('melon seed'))).toEqual(['Egusi 500g', 'Ground melon seeds']);
    expect(titles(await search('egusi'))).toEqual(['Egusi 500g', 'Ground melon seeds']);
    expect(titles(await search('égusi'))).toEqual(['Egusi 500g', 'Ground melon seeds']);
    expect(titles(await search('ogbonno'))).toEqual(['Ogbono 250g']);
    expect(titles(await search('dawadawa'))).toEqual(['Iru fermented 100g']);
    expect(titles(await search('locust beans'))).toEqual(['Iru fermented 100g']);
    expect(titles(await search('scotch bonnet'))).toEqual(['Ata rodo, fresh 1kg']);
    expect(titles(await search('Scotch BONNET 1kg'))).toEqual(['Ata rodo, fresh 1kg']);
    // A word of a term alone is no synonym: "melon" finds only what says melon.
    expect(titles(await search('melon'))).toEqual(['Ground melon seeds']);
  });

  it('counts and pages synonym searches like any search', async () => {
    const res = await search('melon seeds', 'limit=1&offset=1&sort=title');
    expect(res.headers['x-total-count']).toBe('2');
    expect(titles(res)).toEqual(['Ground melon seeds']);
    const byPrice = await search('seeds melon', 'limit=24&sort=price_asc');
    expect(byPrice.headers['x-total-count']).toBe('2');
  });

  it('folds in the database exactly as the application does', async () => {
    const text = 'Ẹ̀gúsí ỌBẸ̀ ṣọ̀ọ̀ṣì ị ụ ṅ Ɓ ɓ Ɗ ɗ Ƙ ƙ Ƴ ƴ É';
    expect(foldSearchText(text)).toBe('egusi obe soosi i u n b b d d k k y y e');
    if (database.dialect === 'postgres') {
      const { rows } = await sql<{ folded: string }>`select oja_fold_search(${text}) as folded`.execute(db);
      expect(rows[0]!.folded).toBe(foldSearchText(text));
    }
  });

  it('keeps the index in step with translations added, changed and removed', async () => {
    const p = await makeProduct(db, categoryId, { title: 'Dried fish', slug: 'dried-fish' });
    expect(titles(await search('ẹja gbígbẹ'))).toEqual([]);
    await translate(p.id, 'yo', 'Ẹja gbígbẹ');
    expect(titles(await search('eja gbigbe'))).toEqual(['Dried fish']);
    await db.updateTable('product_translations').set({ title: 'Ẹja yíyan' }).where('product_id', '=', p.id).execute();
    expect(titles(await search('eja gbigbe'))).toEqual([]);
    expect(titles(await search('yiyan'))).toEqual(['Dried fish']);
    await db.deleteFrom('product_translations').where('product_id', '=', p.id).execute();
    expect(titles(await search('yiyan'))).toEqual([]);
    await db.updateTable('products').set({ visible: 0 }).where('id', '=', p.id).execute();
    await translate(p.id, 'yo', 'Ẹja yíyan');
    expect(titles(await search('yiyan'))).toEqual([]);
    await db.updateTable('products').set({ visible: 1 }).where('id', '=', p.id).execute();
    expect(titles(await search('yiyan'))).toEqual(['Dried fish']);
    await db.deleteFrom('products').where('id', '=', p.id).execute();
    expect(titles(await search('yiyan'))).toEqual([]);
  });
});

describe('translated names match at word starts (QA E20)', () => {
  // The demo catalogue's names (seed/translations.ts) that QA found matching inside their words.
  beforeAll(async () => {
    const herbs = await makeCategory(db, { slug: 'e20-herbs', title: 'Herbs' });
    const add = async (title: string, names: Record<string, string>) => {
      const p = await makeProduct(db, herbs.id, { title });
      for (const [lang, name] of Object.entries(names)) await translate(p.id, lang, name);
    };
    await add('Moringa Leaf Powder 200g', { ha: 'Garin Zogale 200g' });
    await add('White Garri 2kg', { yo: 'Gàrí Funfun', ig: 'Garị Ọcha' });
    await add('Dried Lemongrass (Ewe Tea) 100g', { yo: 'Koríko Ọba Gbígbẹ 100g' });
    await add('Raw Shea Butter 500g', { yo: 'Òrí 500g', ha: 'Man Kaɗe 500g', ig: 'Okwuma 500g' });
    await add('Ata Rodo (Scotch Bonnet) 250g', { pcm: 'Atarodo Pepper 250g', ha: 'Tarugu 250g' });
    await add('Ugu (Fluted Pumpkin Leaves), bunch', { yo: 'Ẹ̀fọ́ Ugu (Ìdì Kan)', ig: 'Akwụkwọ Ugu' });
    await add('Dried Bitter Leaf 100g', { yo: 'Ewúro Gbígbẹ 100g', ig: 'Onugbu Akpọnwụrụ 100g' });
  });

  it('"garri" finds garri, not "Garin Zogale" (its synonym "gari" is a whole word in a name)', async () => {
    expect(titles(await search('garri'))).toEqual(['White Garri 2kg']);
    expect(titles(await search('gari'))).toEqual(['White Garri 2kg']);
    // A word the shopper types that is no synonym still finds the names it begins.
    expect(titles(await search('garin'))).toEqual(['Moringa Leaf Powder 200g']);
    expect(titles(await search('zogale'))).toEqual(['Moringa Leaf Powder 200g']);
  });

  it('"ori" finds Òrí, not "Koríko"; the English title still matches inside words', async () => {
    // "Moringa" is the English title: English matches anywhere, as "oil" finds "Boiled" (search test).
    expect(titles(await search('ori'))).toEqual(['Moringa Leaf Powder 200g', 'Raw Shea Butter 500g']);
    expect(titles(await search('ọ̀rí 500g'))).toEqual(['Raw Shea Butter 500g']);
    expect(titles(await search('koriko'))).toEqual(['Dried Lemongrass (Ewe Tea) 100g']);
    expect(titles(await search('kori'))).toEqual(['Dried Lemongrass (Ewe Tea) 100g']);
  });

  it('"ugu" finds ugu, not Ata Rodo ("Tarugu"); word starts count after brackets too', async () => {
    expect(titles(await search('ugu'))).toEqual(['Ugu (Fluted Pumpkin Leaves), bunch']);
    expect(titles(await search('tarugu'))).toEqual(['Ata Rodo (Scotch Bonnet) 250g', 'Ata rodo, fresh 1kg']);
    expect(titles(await search('taru'))).toEqual(['Ata Rodo (Scotch Bonnet) 250g']);
    expect(titles(await search('idi kan'))).toEqual(['Ugu (Fluted Pumpkin Leaves), bunch']);
    expect(titles(await search('(ìdì'))).toEqual(['Ugu (Fluted Pumpkin Leaves), bunch']);
    expect(titles(await search('kwụkwọ'))).toEqual([]);
    expect(titles(await search('wuro'))).toEqual([]);
  });

  it('"bitterleaf" written as one word finds bitter leaf (a synonym term without its space)', async () => {
    expect(titles(await search('bitterleaf'))).toEqual(['Dried Bitter Leaf 100g']);
    expect(titles(await search('Bitterleaf 100g'))).toEqual(['Dried Bitter Leaf 100g']);
    expect(titles(await search('sheabutter'))).toEqual(['Raw Shea Butter 500g']);
  });
});

describe('names per language with English fallback', () => {
  it('serves names and descriptions in the language asked for, English where one is missing', async () => {
    const res = await app.inject('/api/products/?lang=yo&category=food-stuff&limit=24');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { slug: string; title: string; description: string }[];
    for (const p of list) productSchema.parse(p);
    const bySlug = Object.fromEntries(list.map((p) => [p.slug, p]));
    expect(bySlug.egusi).toMatchObject({ title: 'Ẹ̀gúsí', description: 'Ẹ̀gúsí tí a lọ̀ fún ọbẹ̀.' });
    // A translation without a description keeps the English one.
    expect(bySlug.efo).toMatchObject({ title: 'Ẹ̀fọ́ tẹ̀tẹ̀', description: 'About Amaranth greens' });
    expect(bySlug.ogbono).toMatchObject({ title: 'Ogbono 250g' });
    // Order stays English title order (the index's), whatever the language.
    const en = (await app.inject('/api/products/?category=food-stuff&limit=24')).json() as { slug: string }[];
    expect(list.map((p) => p.slug)).toEqual(en.map((p) => p.slug));
    expect(bySlug.beans!.title).toBe('Honey beans 1kg');
    const ha = (await app.inject('/api/products/?lang=ha&search=honey')).json() as { title: string }[];
    expect(ha.map((p) => p.title)).toEqual(['Ɗan wake ƙwarai']);
  });

  it('translates the product page, the categories and their products; English by default', async () => {
    const yo = await app.inject('/api/products/egusi/?lang=yo');
    expect(yo.json()).toMatchObject({ title: 'Ẹ̀gúsí' });
    expect((await app.inject('/api/products/egusi/')).json()).toMatchObject({ title: 'Egusi 500g' });
    expect((await app.inject('/api/products/egusi/?lang=ig')).json()).toMatchObject({ title: 'Egusi 500g' });
    const cats = (await app.inject('/api/categories/?lang=yo')).json() as { slug: string; title: string }[];
    for (const c of cats) categorySchema.parse(c);
    const food = cats.find((c) => c.slug === 'food-stuff') as unknown as {
      title: string;
      products: { slug: string; title: string }[];
    };
    expect(food.title).toBe('Oúnjẹ');
    expect(food.products.find((p) => p.slug === 'egusi')!.title).toBe('Ẹ̀gúsí');
    const plain = (await app.inject('/api/categories/?include_products=false')).json() as {
      slug: string;
      title: string;
    }[];
    expect(plain.find((c) => c.slug === 'food-stuff')!.title).toBe('Food Stuff');
    const pcm = (await app.inject('/api/categories/?include_products=false&lang=pcm')).json() as {
      slug: string;
      title: string;
    }[];
    expect(pcm.find((c) => c.slug === 'food-stuff')!.title).toBe('Food Stuff');
  });

  it('refuses an unknown language with a clear 400', async () => {
    for (const url of ['/api/products/?lang=fr', '/api/categories/?lang=EN', '/api/products/egusi/?lang=xx']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'invalid', errors: [{ path: 'lang' }] });
    }
  });

  it('keeps answers per language, and a changed translation shows at once', async () => {
    const url = '/api/products/ogbono/';
    expect((await app.inject(url)).json().title).toBe('Ogbono 250g');
    expect((await app.inject(`${url}?lang=pcm`)).json().title).toBe('Ogbono 250g');
    await translate(ids.ogbono!, 'pcm', 'Ogbono wey dem grind');
    expect((await app.inject(`${url}?lang=pcm`)).json().title).toBe('Ogbono wey dem grind');
    expect((await app.inject(url)).json().title).toBe('Ogbono 250g');
  });
});

describe('staff edit translations', () => {
  const send = (method: string, url: string, payload?: object, headers = staff) =>
    app.inject({ method: method as 'GET', url, headers, payload });

  it('sets, changes and removes a product name per language; the shop and search follow', async () => {
    const id = ids.ogbono!;
    const res = await send('PATCH', `/api/admin/products/${id}`, {
      translations: { yo: { title: '  Ògbónò  ', description: 'Ògbónò fún ọbẹ̀.' }, ha: { title: 'Ogbono na miya' } },
    });
    expect(res.statusCode).toBe(200);
    const product = staffProductSchema.parse(res.json());
    expect(product.translations).toMatchObject({
      yo: { title: 'Ògbónò', description: 'Ògbónò fún ọbẹ̀.' },
      ha: { title: 'Ogbono na miya', description: '' },
    });
    expect((await app.inject('/api/products/ogbono/?lang=yo')).json().title).toBe('Ògbónò');
    expect(titles(await search('miya'))).toEqual(['Ogbono 250g']);
    // Only the languages sent change; an empty name removes that language.
    await send('PATCH', `/api/admin/products/${id}`, { translations: { ha: { title: '' } } });
    const after = staffProductSchema.parse((await send('GET', `/api/admin/products/${id}`)).json());
    expect(Object.keys(after.translations ?? {}).sort()).toEqual(['pcm', 'yo']);
    expect(titles(await search('miya'))).toEqual([]);
    expect((await app.inject('/api/products/ogbono/?lang=ha')).json().title).toBe('Ogbono 250g');
  });

  it('creates a product and a category with names per language', async () => {
    const created = await send('POST', '/api/admin/products/', {
      title: 'Locust beans 200g',
      category_id: categoryId,
      price_usd: '3.00',
      price_ngn: '2500',
      translations: { ha: { title: 'Dawadawa' }, yo: { title: 'Ìrú' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().translations).toMatchObject({ ha: { title: 'Dawadawa' }, yo: { title: 'Ìrú' } });
    const category = await send('POST', '/api/admin/categories/', {
      title: 'Soups',
      translations: { yo: { title: 'Ọbẹ̀' }, ig: { title: 'Ofe' } },
    });
    expect(category.statusCode).toBe(201);
    expect(staffCategorySchema.parse(category.json()).translations).toEqual({
      yo: { title: 'Ọbẹ̀' },
      ig: { title: 'Ofe' },
    });
    const patched = await send('PATCH', `/api/admin/categories/${category.json().id}`, {
      translations: { ig: { title: '' }, ha: { title: 'Miya' } },
    });
    expect(patched.json().translations).toEqual({ yo: { title: 'Ọbẹ̀' }, ha: { title: 'Miya' } });
  });

  it('refuses bad translations with field errors and changes nothing', async () => {
    const id = ids.rice!;
    for (const translations of [
      { yo: { title: 'x'.repeat(201) } },
      { fr: { title: 'Riz' } },
      { ig: { title: 'Osikapa', description: 'y'.repeat(5001) } },
      { ig: 'Osikapa' },
    ]) {
      const res = await send('PATCH', `/api/admin/products/${id}`, { translations });
      expect(res.statusCode, JSON.stringify(translations).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('invalid');
      expect(res.json().errors[0].path).toMatch(/^translations/);
    }
    const after = staffProductSchema.parse((await send('GET', `/api/admin/products/${id}`)).json());
    expect(after.translations).toEqual({ ig: { title: 'Osikapa Ofada', description: '' } });
  });

  it('is for staff only', async () => {
    const body = { translations: { yo: { title: 'Ìrẹsì' } } };
    expect((await send('PATCH', `/api/admin/products/${ids.rice}`, body, customer)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/admin/products/${ids.rice}`, payload: body })).statusCode,
    ).toBe(403);
  });
});

describe('the staff synonym list', () => {
  const send = (method: string, payload?: object, headers = staff) =>
    app.inject({ method: method as 'GET', url: '/api/admin/search-synonyms/', headers, payload });

  it('starts with the starter list and replaces it as a whole; search follows at once', async () => {
    const start = (await send('GET')).json() as { groups: string[][] };
    expect(start.groups).toContainEqual(['egusi', 'melon seeds', 'agushi']);
    expect(start.groups).toContainEqual(['iru', 'dawadawa', 'daddawa', 'locust beans']);
    expect(titles(await search('honey rice'))).toEqual([]);
    const groups = [...start.groups, ['honey beans', 'ewa oloyin', 'ɗan wake']];
    const res = await send('PUT', { groups });
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toEqual(groups);
    expect(titles(await search('ewa oloyin'))).toEqual(['Honey beans 1kg']);
    expect(titles(await search('oloyin ewa'))).toEqual(['Honey beans 1kg']);
    // Removing a group takes its synonyms out of search (a kept answer is not reused).
    expect(titles(await search('dawadawa'))).toEqual(['Iru fermented 100g', 'Locust beans 200g']);
    const withoutIru = groups.filter((g) => !g.includes('dawadawa'));
    expect((await send('PUT', { groups: withoutIru })).statusCode).toBe(200);
    expect(titles(await search('dawadawa'))).toEqual(['Locust beans 200g']);
    expect((await send('PUT', { groups: start.groups })).statusCode).toBe(200);
  });

  it('refuses bad lists with field errors and keeps the list as it was', async () => {
    const before = (await send('GET')).json();
    const cases: [unknown, string][] = [
      [{ groups: [['egusi']] }, 'groups.0'],
      [{ groups: [['egusi', '']] }, 'groups.0.1'],
      [{ groups: [['egusi', 'melon, seeds']] }, 'groups.0.1'],
      [{ groups: [['egusi', 'x'.repeat(61)]] }, 'groups.0.1'],
      [{ groups: [['egusi', 'Égúsí']] }, 'groups.0.1'],
      [
        {
          groups: [
            ['egusi', 'melon seeds'],
            ['agushi', 'EGUSI'],
          ],
        },
        'groups.1.1',
      ],
      [{ groups: 'egusi, melon seeds' }, 'groups'],
    ];
    for (const [payload, path] of cases) {
      const res = await send('PUT', payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid', errors: [{ path }] });
    }
    expect((await send('GET')).json()).toEqual(before);
  });

  it('is for staff only', async () => {
    expect((await send('GET', undefined, customer)).statusCode).toBe(403);
    expect((await send('PUT', { groups: [] }, customer)).statusCode).toBe(403);
    expect((await app.inject('/api/admin/search-synonyms/')).statusCode).toBe(403);
    expect((await send('GET')).json().groups.length).toBeGreaterThan(20);
  });
});

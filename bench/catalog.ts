// Generated products for the benchmark: realistic titles built from the demo catalogue's words, so
// that searches like "oil" or "pepper" match a few percent of the catalogue, as in a real shop.
import type { Kysely } from 'kysely';
import type { DB, NewProduct } from '../apps/server/src/db/schema.ts';
import { giveDefaultVariants } from '../apps/server/src/features/catalog/index.ts';

// prettier-ignore
const qualities = [
  'Organic', 'Fresh', 'Premium', 'Dried', 'Smoked', 'Roasted', 'Ground', 'Whole', 'Handmade', 'Raw',
  'Local', 'Farm', 'Wild', 'Sun-dried', 'Cold-pressed', 'Stone-milled', 'Hand-woven', 'Classic', 'Family', 'Village',
];
// prettier-ignore
const items: Record<string, string[]> = {
  spices: ['Yaji Suya Spice', 'Cameroon Pepper', 'Ehuru Nutmeg', 'Uziza Seeds', 'Alligator Pepper', 'Curry Powder', 'Thyme', 'Ginger Powder', 'Pepper Soup Spice', 'Dawadawa'],
  'beauty-products': ['Shea Butter', 'Black Soap', 'Coconut Oil', 'Palm Kernel Oil', 'Chebe Powder', 'Kajal', 'Osun Camwood', 'Hair Cream', 'Body Scrub', 'Lip Balm'],
  art: ['Ife Bronze Head', 'Adire Wall Hanging', 'Carved Mask', 'Beaded Calabash', 'Talking Drum', 'Soapstone Figure', 'Batik Print', 'Brass Bowl', 'Woven Fan', 'Clay Pot'],
  'food-stuff': ['Garri', 'Ofada Rice', 'Brown Beans', 'Yam Flour', 'Egusi', 'Ogbono', 'Crayfish', 'Stockfish', 'Palm Oil', 'Groundnut Oil'],
  'african-fabrics': ['Ankara Print', 'Aso Oke', 'Adire Indigo', 'Kente Cloth', 'George Wrapper', 'Lace Fabric', 'Akwete Cloth', 'Batik Cotton', 'Mud Cloth', 'Damask'],
  herbs: ['Bitter Leaf', 'Scent Leaf', 'Moringa Leaf', 'Utazi Leaf', 'Zobo Flowers', 'Lemongrass', 'Neem Leaf', 'Uda Pods', 'Ugu Leaf', 'Oha Leaf'],
  'fresh-vegetables': ['Tomatoes', 'Tatashe Pepper', 'Scotch Bonnet Pepper', 'Onions', 'Okra', 'Garden Egg', 'Carrots', 'Cabbage', 'Spinach', 'Cucumber'],
  fruits: ['Oranges', 'Pineapple', 'Watermelon', 'Pawpaw', 'Mango', 'Banana', 'Agbalumo', 'Avocado', 'Guava', 'Coconut'],
  'fish-and-meat': ['Catfish', 'Titus Fish', 'Croaker', 'Goat Meat', 'Beef', 'Chicken', 'Turkey', 'Snail', 'Prawns', 'Kpomo'],
  'cooking-essentials': ['Vegetable Oil', 'Seasoning Cubes', 'Tomato Paste', 'Salt', 'Sugar', 'Semolina', 'Spaghetti', 'Custard', 'Baking Flour', 'Olive Oil'],
  drinks: ['Zobo Drink', 'Kunu', 'Palm Wine', 'Malt Drink', 'Chapman Mix', 'Tiger Nut Milk', 'Fura', 'Bottled Water', 'Orange Juice', 'Ginger Drink'],
};
// prettier-ignore
const sizes = ['50g', '100g', '200g', '250g', '500g', '1kg', '2kg', '5kg', '1L', '2L', '4L', '1 yard', '2 yards', '6 yards', 'Pack of 6', 'Small', 'Medium', 'Large'];

/** A small deterministic generator, so every run benchmarks the same catalogue. */
function random(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!;

/**
 * Inserts `count` visible products spread over the shop's categories, in batches inside one
 * transaction (on SQLite the search index triggers run for every row, as in real use).
 */
export async function loadProducts(db: Kysely<DB>, count: number, batchSize = 1000): Promise<void> {
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const demo = await db.selectFrom('products').select(['category_id', 'image_url']).execute();
  const imageOf = new Map(demo.map((p) => [p.category_id, p.image_url]));
  const r = random(20231);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batchSize) {
      const rows: NewProduct[] = [];
      for (let i = start; i < Math.min(count, start + batchSize); i++) {
        const category = categories[i % categories.length]!;
        const item = pick(r, items[category.slug] ?? items['food-stuff']!);
        const usd = 200 + Math.floor(r() * 20000);
        const ngn = (1000 + Math.floor(r() * 200000)) * 100;
        const onOffer = r() < 0.1;
        const percent = 5 + Math.floor(r() * 16);
        rows.push({
          category_id: category.id,
          slug: `bench-${i}`,
          title: `${pick(r, qualities)} ${item} ${pick(r, sizes)} #${i}`,
          description: `${item} from the benchmark catalogue, lot ${i}.`,
          image_url: imageOf.get(category.id) ?? '',
          price_usd_cents: usd,
          price_ngn_kobo: ngn,
          sale_price_usd_cents: onOffer ? Math.max(1, Math.round((usd * (100 - percent)) / 100)) : null,
          sale_price_ngn_kobo: onOffer ? Math.round((ngn * (100 - percent)) / 100 / 100) * 100 : null,
          quantity: Math.floor(r() * 250),
          created_at: now,
          updated_at: now,
        });
      }
      await trx.insertInto('products').values(rows).execute();
    }
    await giveDefaultVariants(trx);
  });
}

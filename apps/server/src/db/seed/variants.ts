// Demo variants and galleries: pack sizes for spices and foods, colours and lengths for fabrics,
// and a few products with several pictures. The first variant of each product is the product as
// the catalogue lists it (its price and weight); the product's stock becomes the sum of theirs.

export interface SeedVariant {
  label: string;
  sku: string;
  priceUsdCents: number;
  priceNgnKobo: number;
  quantity: number;
  weightGrams: number;
  /** A picture of its own (drawn from this key), else the product's. */
  imageKey?: string;
}

export interface SeedGalleryImage {
  /** Drawn like the product's picture, from this key (a different arrangement of the same goods). */
  key: string;
  alt: string;
  /** The label of the variant the picture shows, or none: every variant. */
  variant?: string;
}

export const seedVariants: Record<string, SeedVariant[]> = {
  'yaji-suya-spice-200g': [
    { label: '200 g', sku: 'SPI-YAJI-200', priceUsdCents: 649, priceNgnKobo: 250000, quantity: 80, weightGrams: 240 },
    { label: '500 g', sku: 'SPI-YAJI-500', priceUsdCents: 1399, priceNgnKobo: 560000, quantity: 40, weightGrams: 560 },
    {
      label: '1 kg',
      sku: 'SPI-YAJI-1000',
      priceUsdCents: 2499,
      priceNgnKobo: 1050000,
      quantity: 20,
      weightGrams: 1080,
    },
  ],
  'white-garri-2kg': [
    { label: '2 kg', sku: 'FOO-GARW-2', priceUsdCents: 899, priceNgnKobo: 350000, quantity: 150, weightGrams: 2080 },
    { label: '5 kg', sku: 'FOO-GARW-5', priceUsdCents: 1999, priceNgnKobo: 820000, quantity: 70, weightGrams: 5150 },
    {
      label: '10 kg',
      sku: 'FOO-GARW-10',
      priceUsdCents: 3699,
      priceNgnKobo: 1580000,
      quantity: 30,
      weightGrams: 10250,
    },
  ],
  'ankara-wax-print-6-yards': [
    {
      label: 'Orange and blue, 6 yards',
      sku: 'FAB-ANK-OB-6',
      priceUsdCents: 3499,
      priceNgnKobo: 1800000,
      quantity: 40,
      weightGrams: 950,
    },
    {
      label: 'Orange and blue, 12 yards',
      sku: 'FAB-ANK-OB-12',
      priceUsdCents: 6499,
      priceNgnKobo: 3400000,
      quantity: 15,
      weightGrams: 1850,
    },
    {
      label: 'Green and gold, 6 yards',
      sku: 'FAB-ANK-GG-6',
      priceUsdCents: 3499,
      priceNgnKobo: 1800000,
      quantity: 30,
      weightGrams: 950,
      imageKey: 'ankara-wax-print-green-gold',
    },
  ],
  'adire-eleko-indigo-2-yards': [
    { label: '2 yards', sku: 'FAB-ADE-2', priceUsdCents: 3499, priceNgnKobo: 1500000, quantity: 20, weightGrams: 420 },
    { label: '4 yards', sku: 'FAB-ADE-4', priceUsdCents: 6499, priceNgnKobo: 2900000, quantity: 8, weightGrams: 820 },
  ],
};

export const seedGalleries: Record<string, SeedGalleryImage[]> = {
  'yaji-suya-spice-200g': [
    { key: 'yaji-suya-spice-open-pack', alt: 'Yaji suya spice poured from an open pack' },
    { key: 'yaji-suya-spice-on-beef', alt: 'Yaji rubbed on thin strips of beef, ready for the grill' },
  ],
  'ankara-wax-print-6-yards': [
    { key: 'ankara-wax-print-folded', alt: 'The wax print folded, showing both sides of the cloth' },
    { key: 'ankara-wax-print-detail', alt: 'A close look at the print and the weave' },
    {
      key: 'ankara-wax-print-green-gold-folded',
      alt: 'The green and gold print, folded',
      variant: 'Green and gold, 6 yards',
    },
  ],
  'adire-eleko-indigo-2-yards': [
    { key: 'adire-eleko-indigo-spread', alt: 'The indigo cloth spread out, showing its painted pattern' },
  ],
  'white-garri-2kg': [{ key: 'white-garri-bowl', alt: 'A bowl of white garri, medium grain' }],
};

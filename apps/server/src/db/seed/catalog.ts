// Demo catalogue for the seed command: categories and products of a Lagos grocery and
// African-goods shop. Prices: priceNgnKobo is a Lagos retail price in kobo (₦1 = 100 kobo),
// priceUsdCents an export price in US cents (higher than a straight conversion, as export
// packing and handling cost more). All names are generic; no brand trademarks.

export interface SeedCategory {
  slug: string;
  title: string;
  blurb: string;
}

export interface SeedProduct {
  /** kebab-case, unique */
  slug: string;
  title: string;
  /** a SeedCategory slug */
  category: string;
  description: string;
  /** integer US cents */
  priceUsdCents: number;
  /** integer kobo, whole naira */
  priceNgnKobo: number;
  /** optional special offer, integer percent 5..20 */
  salePercent?: number;
  /** units in stock, 0..250 */
  quantity: number;
  /** shipping weight in grams */
  weightGrams: number;
  /** defaults to true; false for withdrawn items */
  visible?: boolean;
}

export const categories: SeedCategory[] = [
  {
    slug: 'spices',
    title: 'Spices',
    blurb: 'Ground peppers, seeds and blends that give West African soups and grills their warmth.',
  },
  {
    slug: 'beauty-products',
    title: 'Beauty Products',
    blurb: 'Shea butter, black soap, natural oils and powders made by hand the traditional way.',
  },
  {
    slug: 'art',
    title: 'Art',
    blurb: 'Carvings, casts, drums and beadwork from Nigerian workshops, old forms made by living artists.',
  },
  {
    slug: 'food-stuff',
    title: 'Food Stuff',
    blurb: 'The dry pantry of a Nigerian kitchen: garri, soup seeds, local rice, beans and swallow flours.',
  },
  {
    slug: 'african-fabrics',
    title: 'African Fabrics',
    blurb: 'Hand-dyed adire, hand-woven aso-oke, akwete and kente, and bright wax prints by the yard.',
  },
  {
    slug: 'herbs',
    title: 'Herbs',
    blurb: 'Dried leaves, pods and flowers used in soups, teas and drinks across West Africa.',
  },
  {
    slug: 'fresh-vegetables',
    title: 'Fresh Vegetables',
    blurb: 'Market-fresh tomatoes, peppers, okra and soup greens, picked for the day they are delivered.',
  },
  {
    slug: 'fruits',
    title: 'Fruits',
    blurb: 'Plantain, pineapple, pawpaw, oranges and seasonal favourites such as agbalumo.',
  },
  {
    slug: 'fish-and-meat',
    title: 'Fish & Meat',
    blurb: 'Smoked and dried fish, stockfish, fresh cuts of goat and beef, chicken and snails.',
  },
  {
    slug: 'cooking-essentials',
    title: 'Cooking Essentials',
    blurb: 'Palm oil, groundnut oil, seasoning, flours and the everyday basics every pot needs.',
  },
  {
    slug: 'drinks',
    title: 'Drinks',
    blurb: 'Water, malt, kunu, zobo, chapman and other drinks to go with every meal.',
  },
];

export const products: SeedProduct[] = [
  // ── Spices ──────────────────────────────────────────────────────────────────────────────
  {
    slug: 'yaji-suya-spice-200g',
    title: 'Yaji Suya Spice',
    category: 'spices',
    description:
      'The Hausa grilling spice of northern Nigeria, made from roasted groundnut cake (kuli-kuli), ginger, cloves and dried chilli. Rub it on thin strips of beef or chicken before grilling, and sprinkle extra on the sliced onions and tomatoes served with suya.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    salePercent: 10,
    quantity: 140,
    weightGrams: 240,
  },
  {
    slug: 'cameroon-pepper-100g',
    title: 'Cameroon Pepper (Ground) 100g',
    category: 'spices',
    description:
      'Very hot dried chillies, smoked over wood and finely ground, as sold in markets from Cameroon to southern Nigeria. A pinch gives pepper soup, banga and egusi their smoky heat.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 160,
    weightGrams: 130,
  },
  {
    slug: 'ehuru-calabash-nutmeg-50g',
    title: 'Ehuru (Calabash Nutmeg) 50g',
    category: 'spices',
    description:
      'Whole seeds of Monodora myristica, called ehuru in Igbo and ariwo in Yoruba. Toast them lightly, peel and grind for ofe nsala, pepper soup and peppered goat meat; the aroma is like a softer, earthier nutmeg.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 95,
    weightGrams: 80,
  },
  {
    slug: 'uziza-seeds-50g',
    title: 'Uziza Seeds (West African Black Pepper) 50g',
    category: 'spices',
    description:
      'Dried berries of Piper guineense, a climbing pepper of the southern Nigerian forest. Grind them into pepper soup, nsala and ofe owerri for a sharp, aromatic heat that is different from black pepper.',
    priceUsdCents: 449,
    priceNgnKobo: 180000,
    quantity: 7,
    weightGrams: 80,
  },
  {
    slug: 'alligator-pepper-50g',
    title: 'Alligator Pepper (Atare) 50g',
    category: 'spices',
    description:
      'Whole pods of Aframomum melegueta, called atare in Yoruba and ose oji in Igbo, full of small peppery, slightly citrus seeds. The seeds season pepper soup and are offered with kola nut to welcome guests.',
    priceUsdCents: 549,
    priceNgnKobo: 220000,
    quantity: 60,
    weightGrams: 80,
  },
  {
    slug: 'pepper-soup-spice-mix-100g',
    title: 'Pepper Soup Spice Mix 100g',
    category: 'spices',
    description:
      'A ready blend of ehuru, uda, uziza seeds, alligator pepper and dried chilli, ground together in Lagos. Two tablespoons season a pot of goat meat, catfish or chicken pepper soup.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    salePercent: 15,
    quantity: 180,
    weightGrams: 130,
  },
  {
    slug: 'ground-ginger-200g',
    title: 'Ground Ginger (Kafanchan) 200g',
    category: 'spices',
    description:
      'Sun-dried ginger from southern Kaduna, the heart of Nigeria’s ginger country, milled to a fine, pungent powder. Use it in stews, suya spice, kunu and zobo.',
    priceUsdCents: 449,
    priceNgnKobo: 180000,
    quantity: 120,
    weightGrams: 240,
  },
  {
    slug: 'ata-gigun-dried-chilli-200g',
    title: 'Ata Gigun (Ground Dried Chilli) 200g',
    category: 'spices',
    description:
      'Long red chillies dried in the northern sun and ground coarse, the dry pepper found in every Yoruba kitchen. Stir into stews, sauces and fried rice or dust over fried plantain.',
    priceUsdCents: 599,
    priceNgnKobo: 230000,
    quantity: 110,
    weightGrams: 240,
  },
  {
    slug: 'jollof-seasoning-blend-150g',
    title: 'Jollof Seasoning Blend 150g',
    category: 'spices',
    description:
      'Curry powder, dried thyme, bay leaf, garlic, onion and a little ground chilli, mixed in the proportions most Nigerian cooks use for party jollof. Add it with the stock once the tomato base has fried down.',
    priceUsdCents: 499,
    priceNgnKobo: 190000,
    quantity: 90,
    weightGrams: 180,
  },

  // ── Beauty products ─────────────────────────────────────────────────────────────────────
  {
    slug: 'raw-shea-butter-500g',
    title: 'Raw Shea Butter (Ori) 500g',
    category: 'beauty-products',
    description:
      'Unrefined butter pressed by women’s cooperatives in Niger and Kwara States from the nuts of the shea tree. It softens dry skin, heels and hair, and is gentle enough for babies.',
    priceUsdCents: 1199,
    priceNgnKobo: 450000,
    quantity: 130,
    weightGrams: 560,
  },
  {
    slug: 'whipped-shea-butter-250g',
    title: 'Whipped Shea Butter with Coconut Oil 250g',
    category: 'beauty-products',
    description:
      'Raw shea butter whipped with virgin coconut oil into a light cream that melts straight into the skin. Unscented and made in small batches in Ibadan.',
    priceUsdCents: 1299,
    priceNgnKobo: 500000,
    salePercent: 10,
    quantity: 75,
    weightGrams: 320,
  },
  {
    slug: 'black-soap-ose-dudu-500g',
    title: 'Black Soap (Ose Dudu) 500g',
    category: 'beauty-products',
    description:
      'Traditional Yoruba soap made from the ash of cocoa pods and plantain peels cooked with palm kernel oil. It lathers richly and cleanses face and body; keep it dry between uses as it softens in water.',
    priceUsdCents: 799,
    priceNgnKobo: 300000,
    quantity: 150,
    weightGrams: 540,
  },
  {
    slug: 'liquid-black-soap-500ml',
    title: 'Liquid Black Soap 500ml',
    category: 'beauty-products',
    description:
      'Ose dudu dissolved in water with a little shea butter and honey, in a pump bottle for the shower. Suitable for body and hair.',
    priceUsdCents: 899,
    priceNgnKobo: 350000,
    quantity: 65,
    weightGrams: 600,
  },
  {
    slug: 'virgin-coconut-oil-500ml',
    title: 'Virgin Coconut Oil 500ml',
    category: 'beauty-products',
    description:
      'Cold-pressed from fresh coconuts grown along the coast at Badagry. Use it as a hair and skin oil, or for cooking and baking.',
    priceUsdCents: 1249,
    priceNgnKobo: 480000,
    quantity: 85,
    weightGrams: 620,
  },
  {
    slug: 'chebe-powder-100g',
    title: 'Chebe Powder 100g',
    category: 'beauty-products',
    description:
      'A fragrant hair powder from Chad, based on the seeds of Croton zambesicus mixed with cloves and resins. Mix it with oil or butter and apply along the length of braided hair to help keep it from breaking.',
    priceUsdCents: 1499,
    priceNgnKobo: 600000,
    quantity: 40,
    weightGrams: 130,
  },
  {
    slug: 'tiro-kohl-eyeliner-5g',
    title: 'Tiro Kohl Eyeliner 5g',
    category: 'beauty-products',
    description:
      'The black eye powder known as tiro in Yoruba and kwalli in Hausa, in a traditional bottle with applicator stick. This version is made from a lead-free carbon base.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 8,
    weightGrams: 60,
  },
  {
    slug: 'palm-kernel-oil-adin-250ml',
    title: 'Palm Kernel Oil (Adin) 250ml',
    category: 'beauty-products',
    description:
      'Dark, nutty oil from roasted palm kernels, made in south-western Nigeria and called adin in Yoruba. Massaged into the scalp and hair, and traditionally used on babies’ skin.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    quantity: 55,
    weightGrams: 320,
  },
  {
    slug: 'osun-camwood-powder-100g',
    title: 'Osun (Camwood) Powder 100g',
    category: 'beauty-products',
    description:
      'Ground red heartwood of the camwood tree, Baphia nitida. Mixed with shea butter or water into a face and body mask, it has been used in Yoruba and Igbo skin care for generations.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    salePercent: 5,
    quantity: 45,
    weightGrams: 130,
  },
  {
    slug: 'kanrinkan-exfoliating-net-sponge',
    title: 'Kanrinkan Exfoliating Net Sponge',
    category: 'beauty-products',
    description:
      'The long woven bath net used across West Africa, stretched behind the back to scrub and lather. It dries quickly and lasts for months.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 200,
    weightGrams: 90,
  },

  // ── Art ─────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'benin-style-bronze-head-30cm',
    title: 'Benin-Style Bronze Head 30cm',
    category: 'art',
    description:
      'A commemorative head in the style of the Benin court, lost-wax cast in brass by a family workshop on Igun Street, Benin City. Each casting is unique and carries the marks of hand finishing.',
    priceUsdCents: 24900,
    priceNgnKobo: 18500000,
    quantity: 4,
    weightGrams: 5200,
  },
  {
    slug: 'benin-style-bronze-leopard-20cm',
    title: 'Benin-Style Bronze Leopard 20cm',
    category: 'art',
    description:
      'A standing leopard, the royal animal of the Benin kingdom, cast in brass by Igun Street casters. The spots are punched by hand after casting.',
    priceUsdCents: 13900,
    priceNgnKobo: 9500000,
    quantity: 6,
    weightGrams: 2600,
  },
  {
    slug: 'gelede-mask-reproduction',
    title: 'Gelede Mask (Reproduction)',
    category: 'art',
    description:
      'A carved and painted wooden helmet mask modelled on those danced at Yoruba Gelede festivals, which honour the power of mothers. Carved in Abeokuta; for display, not an antique.',
    priceUsdCents: 16900,
    priceNgnKobo: 12000000,
    salePercent: 12,
    quantity: 5,
    weightGrams: 3100,
  },
  {
    slug: 'ife-head-replica-25cm',
    title: 'Ife Head Replica (Cast Brass) 25cm',
    category: 'art',
    description:
      'A replica of the naturalistic royal heads made at Ile-Ife between the 12th and 15th centuries, cast in brass and patinated. The fine vertical facial lines follow the originals.',
    priceUsdCents: 12900,
    priceNgnKobo: 8500000,
    quantity: 9,
    weightGrams: 3400,
  },
  {
    slug: 'carved-calabash-bowl',
    title: 'Carved Calabash Bowl',
    category: 'art',
    description:
      'A dried gourd cut into a bowl and decorated with incised and scorched geometric patterns by carvers in Oyo. Lovely as a fruit bowl or on a wall.',
    priceUsdCents: 2999,
    priceNgnKobo: 1200000,
    quantity: 35,
    weightGrams: 650,
  },
  {
    slug: 'gangan-talking-drum',
    title: 'Gangan Talking Drum with Stick',
    category: 'art',
    description:
      'An hourglass-shaped Yoruba talking drum with goatskin heads laced by leather cords; squeezing the cords under the arm changes the pitch. Playable, with a curved beater included.',
    priceUsdCents: 7900,
    priceNgnKobo: 4500000,
    salePercent: 8,
    quantity: 12,
    weightGrams: 1900,
  },
  {
    slug: 'coral-style-bead-necklace',
    title: 'Coral-Style Bead Necklace',
    category: 'art',
    description:
      'A multi-strand necklace of red glass beads in the style of the coral (iyun) worn by Edo and Yoruba royalty and brides. Hand-strung in Benin City.',
    priceUsdCents: 3499,
    priceNgnKobo: 1800000,
    quantity: 25,
    weightGrams: 350,
  },
  {
    slug: 'beaded-bracelet-set',
    title: 'Beaded Bracelet Set (3 pieces)',
    category: 'art',
    description:
      'Three stretch bracelets of glass and recycled beads in warm colours, made by beadworkers in Bida. Stack them or share them.',
    priceUsdCents: 1499,
    priceNgnKobo: 650000,
    quantity: 70,
    weightGrams: 120,
  },
  {
    slug: 'ere-ibeji-twin-figures',
    title: 'Ere Ibeji Twin Figures (Pair)',
    category: 'art',
    description:
      'A pair of carved wooden twin figures in the Yoruba ibeji tradition, in which twins are honoured with small standing figures. Carved in Oyo in hardwood and finished with camwood.',
    priceUsdCents: 8900,
    priceNgnKobo: 6500000,
    quantity: 2,
    weightGrams: 1700,
  },
  {
    slug: 'nok-style-terracotta-head',
    title: 'Nok-Style Terracotta Head',
    category: 'art',
    description:
      'A fired clay head after the sculptures of the Nok culture of central Nigeria, over two thousand years old, with their pierced eyes and elaborate hair. Modern studio work from Jos.',
    priceUsdCents: 9900,
    priceNgnKobo: 7000000,
    quantity: 3,
    weightGrams: 2800,
  },

  // ── Food stuff ──────────────────────────────────────────────────────────────────────────
  {
    slug: 'egusi-melon-seeds-1kg',
    title: 'Egusi (Ground Melon Seeds) 1kg',
    category: 'food-stuff',
    description:
      'Peeled melon seeds, cleaned and ground, ready for egusi soup, the best-loved soup across Nigeria. Fry the ground egusi in palm oil with onions, then add stock and leafy greens such as ugu or bitter leaf.',
    priceUsdCents: 1499,
    priceNgnKobo: 650000,
    salePercent: 10,
    quantity: 210,
    weightGrams: 1080,
  },
  {
    slug: 'ogbono-ground-500g',
    title: 'Ogbono (Ground Bush Mango Seeds) 500g',
    category: 'food-stuff',
    description:
      'Dried kernels of the African bush mango, Irvingia gabonensis, ground for the thick, drawing ogbono soup of the south-east and south-south. A little goes a long way; stir it into hot palm oil so it does not clump.',
    priceUsdCents: 1599,
    priceNgnKobo: 750000,
    quantity: 140,
    weightGrams: 560,
  },
  {
    slug: 'white-garri-2kg',
    title: 'White Garri',
    category: 'food-stuff',
    description:
      'Fermented, grated and roasted cassava from Ogun State, medium grain. Stir it into hot water for eba, or soak it in cold water with sugar and groundnuts.',
    priceUsdCents: 899,
    priceNgnKobo: 350000,
    quantity: 250,
    weightGrams: 2080,
  },
  {
    slug: 'yellow-garri-2kg',
    title: 'Yellow Garri 2kg',
    category: 'food-stuff',
    description:
      'Cassava garri roasted with a little red palm oil, which gives it a golden colour and a milder taste, as made in Edo, Delta and the east. Makes a soft, smooth eba.',
    priceUsdCents: 999,
    priceNgnKobo: 380000,
    quantity: 200,
    weightGrams: 2080,
  },
  {
    slug: 'ijebu-garri-2kg',
    title: 'Ijebu Garri 2kg',
    category: 'food-stuff',
    description:
      'The fine, crisp and pleasantly sour garri of Ijebu-Ode, fermented longer than ordinary garri. The favourite for soaking with cold water, sugar and roasted groundnuts.',
    priceUsdCents: 1049,
    priceNgnKobo: 400000,
    salePercent: 5,
    quantity: 180,
    weightGrams: 2080,
  },
  {
    slug: 'ground-crayfish-250g',
    title: 'Ground Crayfish 250g',
    category: 'food-stuff',
    description:
      'Small river shrimps smoked and dried in the Niger Delta, then ground. It gives egusi, okra, ogbono and most Nigerian soups their savoury depth.',
    priceUsdCents: 1199,
    priceNgnKobo: 450000,
    quantity: 130,
    weightGrams: 290,
  },
  {
    slug: 'iru-locust-beans-200g',
    title: 'Iru / Dawadawa (Fermented Locust Beans) 200g',
    category: 'food-stuff',
    description:
      'Seeds of the African locust bean tree, boiled and fermented into a pungent seasoning, called iru in Yoruba and dawadawa in Hausa. Essential in ewedu, efo riro and ofada stew; keep it in the freezer once opened.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 90,
    weightGrams: 240,
  },
  {
    slug: 'ofada-rice-2kg',
    title: 'Ofada Rice 2kg',
    category: 'food-stuff',
    description:
      'Unpolished short-grain local rice from Ofada in Ogun State, with a nutty aroma and reddish bran. Serve it with ayamase or ofada stew, traditionally wrapped in leaves.',
    priceUsdCents: 1399,
    priceNgnKobo: 650000,
    salePercent: 15,
    quantity: 95,
    weightGrams: 2080,
  },
  {
    slug: 'honey-beans-oloyin-2kg',
    title: 'Honey Beans (Ewa Oloyin) 2kg',
    category: 'food-stuff',
    description:
      'Small brown beans with a naturally sweet taste, hand-picked to remove stones. Cook them for ewa agoyin or porridge beans, or peel them for moin moin and akara.',
    priceUsdCents: 1299,
    priceNgnKobo: 600000,
    quantity: 160,
    weightGrams: 2080,
  },
  {
    slug: 'elubo-yam-flour-2kg',
    title: 'Elubo (Yam Flour) 2kg',
    category: 'food-stuff',
    description:
      'Yam slices parboiled, sun-dried and milled in Oyo State into the flour for amala. Stir into boiling water until smooth and serve with ewedu and gbegiri.',
    priceUsdCents: 1449,
    priceNgnKobo: 700000,
    quantity: 120,
    weightGrams: 2080,
  },
  {
    slug: 'plantain-flour-1kg',
    title: 'Unripe Plantain Flour 1kg',
    category: 'food-stuff',
    description:
      'Green plantain, sliced, dried and milled into a flour that makes a firm, filling swallow. A popular choice for people watching their blood sugar.',
    priceUsdCents: 1099,
    priceNgnKobo: 450000,
    quantity: 6,
    weightGrams: 1060,
  },
  {
    slug: 'tiger-nuts-500g',
    title: 'Dried Tiger Nuts (Aya / Ofio) 500g',
    category: 'food-stuff',
    description:
      'Small sweet tubers of Cyperus esculentus grown in northern Nigeria, called aya in Hausa and ofio in Yoruba. Chew them as a snack, or soak and blend them into kunu aya.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    quantity: 140,
    weightGrams: 540,
  },
  {
    slug: 'kuli-kuli-groundnut-snack-250g',
    title: 'Kuli-Kuli (Groundnut Snack) 250g',
    category: 'food-stuff',
    description:
      'Crunchy rings of spiced groundnut paste fried until dry, a snack from northern Nigeria. Eat it with soaked garri or grind it for suya spice.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 100,
    weightGrams: 280,
  },
  {
    slug: 'abacha-dried-cassava-flakes-500g',
    title: 'Abacha (Dried Cassava Flakes) 500g',
    category: 'food-stuff',
    description:
      'Boiled, shredded and sun-dried cassava from Anambra, the base of abacha, the Igbo African salad. Soak briefly, then toss with palm oil, ugba, utazi and fish.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 75,
    weightGrams: 540,
  },

  // ── African fabrics ─────────────────────────────────────────────────────────────────────
  {
    slug: 'adire-eleko-indigo-2-yards',
    title: 'Adire Eleko Indigo Cloth',
    category: 'african-fabrics',
    description:
      'Cotton hand-painted with cassava-starch paste and dyed in indigo by adire makers in Abeokuta, leaving pale patterns where the paste resisted the dye. Each piece is unique.',
    priceUsdCents: 3499,
    priceNgnKobo: 1500000,
    quantity: 28,
    weightGrams: 420,
  },
  {
    slug: 'adire-oniko-tie-dye-2-yards',
    title: 'Adire Oniko Tie-Dye Cloth (2 yards)',
    category: 'african-fabrics',
    description:
      'Indigo cloth whose rings and circles are made by tying raffia tightly around small bunches of fabric before dyeing. Made in Osogbo.',
    priceUsdCents: 2999,
    priceNgnKobo: 1200000,
    salePercent: 20,
    quantity: 34,
    weightGrams: 420,
  },
  {
    slug: 'adire-alabere-stitched-2-yards',
    title: 'Adire Alabere Stitch-Resist Cloth (2 yards)',
    category: 'african-fabrics',
    description:
      'Fine lines and stripes made by sewing and gathering the cloth before it goes into the indigo, a slow technique from Abeokuta. Soft enough for a wrapper or a loose shirt.',
    priceUsdCents: 3299,
    priceNgnKobo: 1400000,
    quantity: 15,
    weightGrams: 420,
  },
  {
    slug: 'kampala-batik-2-yards',
    title: 'Kampala Batik Cloth (2 yards)',
    category: 'african-fabrics',
    description:
      'Wax-resist batik in bright layered colours, the modern adire style of Abeokuta known as kampala. Good for shirts, dresses and cushion covers.',
    priceUsdCents: 2649,
    priceNgnKobo: 1000000,
    quantity: 40,
    weightGrams: 400,
  },
  {
    slug: 'aso-oke-sanyan-set',
    title: 'Aso-Oke Sanyan Set (Gele and Ipele)',
    category: 'african-fabrics',
    description:
      'A head-tie (gele) and shoulder shawl (ipele) hand-woven in narrow strips on looms in Iseyin, in the beige tone of sanyan wild silk. Worn for weddings and ceremonies.',
    priceUsdCents: 9900,
    priceNgnKobo: 6500000,
    quantity: 9,
    weightGrams: 900,
  },
  {
    slug: 'aso-oke-alaari-gele',
    title: 'Aso-Oke Alaari Gele',
    category: 'african-fabrics',
    description:
      'A hand-woven aso-oke head-tie in alaari, the deep crimson colour of Yoruba prestige cloth, woven in Iseyin. Stiff enough to hold a tall gele.',
    priceUsdCents: 4499,
    priceNgnKobo: 2500000,
    quantity: 0,
    weightGrams: 350,
  },
  {
    slug: 'ankara-wax-print-6-yards',
    title: 'Ankara Wax Print',
    category: 'african-fabrics',
    description:
      'A full six-yard piece of bold cotton wax print, the everyday fabric of West African tailoring. Enough for a long dress, or a matching top and wrapper.',
    priceUsdCents: 3499,
    priceNgnKobo: 1800000,
    salePercent: 12,
    quantity: 85,
    weightGrams: 950,
  },
  {
    slug: 'akwete-woven-cloth-2-yards',
    title: 'Akwete Woven Cloth (2 yards)',
    category: 'african-fabrics',
    description:
      'Hand-woven by Igbo women in Akwete, Abia State, on wide upright looms, with geometric motifs woven into the cloth. A heavy, long-lasting wrapper cloth.',
    priceUsdCents: 5499,
    priceNgnKobo: 2800000,
    quantity: 11,
    weightGrams: 700,
  },
  {
    slug: 'kente-strip-stole',
    title: 'Kente Strip-Woven Stole',
    category: 'african-fabrics',
    description:
      'A stole of hand-woven kente strips in gold, green and red, woven by Asante weavers in Bonwire, Ghana. Worn over the shoulder for graduations and celebrations.',
    priceUsdCents: 3999,
    priceNgnKobo: 2200000,
    quantity: 30,
    weightGrams: 300,
  },
  {
    slug: 'george-wrapper-double',
    title: 'George Wrapper (Double)',
    category: 'african-fabrics',
    description:
      'Heavy embroidered george cloth, the prestige wrapper of Igbo and Niger Delta weddings and chieftaincy events. A double length gives both the main wrapper and the shorter top wrapper.',
    priceUsdCents: 7999,
    priceNgnKobo: 4500000,
    salePercent: 10,
    quantity: 14,
    weightGrams: 1100,
  },

  // ── Herbs ───────────────────────────────────────────────────────────────────────────────
  {
    slug: 'dried-bitter-leaf-100g',
    title: 'Dried Bitter Leaf 100g',
    category: 'herbs',
    description:
      'Washed and dried leaves of Vernonia amygdalina, the bitter leaf of ofe onugbu and egusi soup. Already washed to take off most of the bitterness; soak for ten minutes before cooking.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 120,
    weightGrams: 130,
  },
  {
    slug: 'dried-scent-leaf-efinrin-50g',
    title: 'Dried Scent Leaf (Efinrin) 50g',
    category: 'herbs',
    description:
      'African basil, Ocimum gratissimum, known as efinrin in Yoruba, nchanwu in Igbo and daidoya in Hausa. Crumble it into pepper soup, stews and yam porridge for a clove-like aroma.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 100,
    weightGrams: 80,
  },
  {
    slug: 'moringa-leaf-powder-200g',
    title: 'Moringa Leaf Powder 200g',
    category: 'herbs',
    description:
      'Shade-dried leaves of the moringa tree, zogale in Hausa, milled to a fine green powder on a farm in Kwara State. Stir a spoonful into smoothies, pap or soups.',
    priceUsdCents: 799,
    priceNgnKobo: 300000,
    salePercent: 15,
    quantity: 80,
    weightGrams: 240,
  },
  {
    slug: 'zobo-dried-hibiscus-500g',
    title: 'Zobo (Dried Hibiscus Flowers) 500g',
    category: 'herbs',
    description:
      'Deep red dried calyces of Hibiscus sabdariffa from northern Nigeria. Boil with ginger, cloves and pineapple peel, then sweeten and chill for zobo drink.',
    priceUsdCents: 799,
    priceNgnKobo: 300000,
    quantity: 190,
    weightGrams: 540,
  },
  {
    slug: 'dried-utazi-leaves-50g',
    title: 'Dried Utazi Leaves 50g',
    category: 'herbs',
    description:
      'The bitter-sweet leaves of Gongronema latifolium, a climbing plant of south-eastern Nigeria. Shred them into abacha, nkwobi, ugba and pepper soup; a little is enough.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 5,
    weightGrams: 80,
  },
  {
    slug: 'uda-grains-of-selim-50g',
    title: 'Uda (Grains of Selim) 50g',
    category: 'herbs',
    description:
      'Smoky dried pods of Xylopia aethiopica, known as uda in Igbo and eeru in Yoruba. Crush the pods (discard the seeds) into pepper soup; in Igbo homes it is part of the soup cooked for new mothers.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 110,
    weightGrams: 80,
  },
  {
    slug: 'aidan-fruit-aridan-5-pods',
    title: 'Aidan Fruit (Aridan) 5 pods',
    category: 'herbs',
    description:
      'Long, four-winged dark pods of Tetrapleura tetraptera with a sweet, spicy scent, called aridan in Yoruba and uhiokrihio in Igbo. Simmer a pod in pepper soup or herbal drinks.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 70,
    weightGrams: 150,
  },
  {
    slug: 'dried-lemongrass-100g',
    title: 'Dried Lemongrass (Ewe Tea) 100g',
    category: 'herbs',
    description:
      'Cut and dried lemongrass, the "tea leaf" grown beside many Nigerian homes. Steep it with ginger for a calming hot drink.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 90,
    weightGrams: 130,
  },
  {
    slug: 'dried-neem-leaves-dogoyaro-100g',
    title: 'Dried Neem Leaves (Dogoyaro) 100g',
    category: 'herbs',
    description:
      'Dried leaves of the neem tree, called dogoyaro across Nigeria, traditionally boiled into a bitter tea. Withdrawn while we change suppliers.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 20,
    weightGrams: 130,
    visible: false,
  },

  // ── Fresh vegetables ────────────────────────────────────────────────────────────────────
  {
    slug: 'fresh-tomatoes-1kg',
    title: 'Fresh Tomatoes 1kg',
    category: 'fresh-vegetables',
    description:
      'Firm, ripe plum tomatoes brought down from the north to Mile 12 market each morning. Blend with tatashe and ata rodo for stew and jollof.',
    priceUsdCents: 499,
    priceNgnKobo: 250000,
    quantity: 150,
    weightGrams: 1100,
  },
  {
    slug: 'ugu-fluted-pumpkin-leaves-bunch',
    title: 'Ugu (Fluted Pumpkin Leaves) Bunch',
    category: 'fresh-vegetables',
    description:
      'Fresh leaves of Telfairia occidentalis, the most-used soup green in southern Nigeria. Slice them into egusi, efo riro and edikang ikong.',
    priceUsdCents: 349,
    priceNgnKobo: 150000,
    quantity: 120,
    weightGrams: 400,
  },
  {
    slug: 'fresh-okra-500g',
    title: 'Fresh Okra 500g',
    category: 'fresh-vegetables',
    description:
      'Young, tender okra pods picked small so they are not stringy. Chop or grate them for okra soup, or slice into stews.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    salePercent: 10,
    quantity: 100,
    weightGrams: 550,
  },
  {
    slug: 'tatashe-red-peppers-1kg',
    title: 'Tatashe (Red Bell Peppers) 1kg',
    category: 'fresh-vegetables',
    description:
      'Large, sweet red peppers that give Nigerian stew its colour without too much heat. Blend with tomatoes and a few ata rodo.',
    priceUsdCents: 649,
    priceNgnKobo: 300000,
    quantity: 90,
    weightGrams: 1100,
  },
  {
    slug: 'ata-rodo-scotch-bonnet-250g',
    title: 'Ata Rodo (Scotch Bonnet Peppers) 250g',
    category: 'fresh-vegetables',
    description:
      'Small, lantern-shaped and very hot peppers with a fruity aroma, the heat in most Nigerian stews and pepper soup. Handle with care and wash your hands after cutting.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 130,
    weightGrams: 280,
  },
  {
    slug: 'waterleaf-bunch',
    title: 'Waterleaf Bunch',
    category: 'fresh-vegetables',
    description:
      'Soft, juicy leaves of Talinum fruticosum, cooked with ugu in edikang ikong and afang soup. Best used within two days.',
    priceUsdCents: 249,
    priceNgnKobo: 100000,
    quantity: 60,
    weightGrams: 400,
  },
  {
    slug: 'ewedu-jute-leaves-bunch',
    title: 'Ewedu (Jute Leaves) Bunch',
    category: 'fresh-vegetables',
    description:
      'Fresh jute leaves, Corchorus olitorius, for the smooth Yoruba soup ewedu. Pick the leaves off the stems, boil and whisk or blend, then season with iru.',
    priceUsdCents: 249,
    priceNgnKobo: 100000,
    quantity: 9,
    weightGrams: 350,
  },
  {
    slug: 'efo-tete-amaranth-bunch',
    title: 'Efo Tete (Amaranth Greens) Bunch',
    category: 'fresh-vegetables',
    description:
      'Tender green amaranth leaves for efo riro and vegetable sauces. Withdrawn until the rainy-season harvest.',
    priceUsdCents: 249,
    priceNgnKobo: 100000,
    quantity: 12,
    weightGrams: 400,
    visible: false,
  },
  {
    slug: 'red-onions-1kg',
    title: 'Red Onions 1kg',
    category: 'fresh-vegetables',
    description:
      'Sharp, firm red onions from Sokoto and Kano, the base of almost every stew. They keep for weeks in a cool, airy place.',
    priceUsdCents: 399,
    priceNgnKobo: 180000,
    quantity: 170,
    weightGrams: 1100,
  },
  {
    slug: 'garden-eggs-500g',
    title: 'Garden Eggs 500g',
    category: 'fresh-vegetables',
    description:
      'Small, crunchy white-and-green African eggplants, eaten raw as a snack and offered to guests in Igbo homes with a spicy groundnut paste. Also good in garden egg sauce.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 80,
    weightGrams: 550,
  },

  // ── Fruits ──────────────────────────────────────────────────────────────────────────────
  {
    slug: 'ripe-plantain-5-fingers',
    title: 'Ripe Plantain (5 fingers)',
    category: 'fruits',
    description:
      'Yellow, just-spotted plantain at the perfect stage for dodo. Slice on the diagonal and fry in groundnut oil, or roast whole for boli.',
    priceUsdCents: 699,
    priceNgnKobo: 350000,
    salePercent: 10,
    quantity: 110,
    weightGrams: 1400,
  },
  {
    slug: 'unripe-plantain-5-fingers',
    title: 'Unripe Plantain (5 fingers)',
    category: 'fruits',
    description:
      'Firm green plantain for plantain porridge, chips and roasting, or slice and dry it to make your own plantain flour.',
    priceUsdCents: 649,
    priceNgnKobo: 300000,
    quantity: 95,
    weightGrams: 1400,
  },
  {
    slug: 'sugarloaf-pineapple',
    title: 'Sugarloaf Pineapple (1 large)',
    category: 'fruits',
    description:
      'A large, sweet, low-acid pineapple from farms in Ogun and Edo States. Eat fresh, or boil the peel with your zobo.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 60,
    weightGrams: 1600,
  },
  {
    slug: 'pawpaw-large',
    title: 'Pawpaw (1 large)',
    category: 'fruits',
    description:
      'A large, orange-fleshed pawpaw picked just turning yellow so it ripens in a day or two at home. Squeeze lime over it to serve.',
    priceUsdCents: 549,
    priceNgnKobo: 250000,
    quantity: 45,
    weightGrams: 1500,
  },
  {
    slug: 'sweet-oranges-10',
    title: 'Sweet Oranges (10)',
    category: 'fruits',
    description:
      'Juicy green-skinned oranges from Benue State, sold peeled at every Lagos bus stop. Roll and squeeze for fresh juice.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 140,
    weightGrams: 2100,
  },
  {
    slug: 'agbalumo-african-star-apple-10',
    title: 'Agbalumo / Udara (African Star Apple) 10',
    category: 'fruits',
    description:
      'The sweet-sour, sticky seasonal fruit of Chrysophyllum albidum, agbalumo in Yoruba and udara in Igbo, in season from December to March. Sold out until the new season.',
    priceUsdCents: 799,
    priceNgnKobo: 300000,
    quantity: 0,
    weightGrams: 900,
  },
  {
    slug: 'watermelon-large',
    title: 'Watermelon (1 large)',
    category: 'fruits',
    description: 'A big, dark-striped watermelon from the northern farms, sweet and red inside. Best chilled.',
    priceUsdCents: 749,
    priceNgnKobo: 350000,
    quantity: 30,
    weightGrams: 5000,
  },
  {
    slug: 'mangoes-6',
    title: 'Ripe Mangoes (6)',
    category: 'fruits',
    description: 'Fibre-free, fragrant mangoes at the height of the season from Benue and Oyo. Eat them over the sink.',
    priceUsdCents: 599,
    priceNgnKobo: 240000,
    quantity: 75,
    weightGrams: 1800,
  },
  {
    slug: 'fresh-coconut',
    title: 'Fresh Coconut (1)',
    category: 'fruits',
    description:
      'A mature brown coconut from Badagry, heavy with water. Crack it for the water and grate the flesh for coconut rice or candy.',
    priceUsdCents: 349,
    priceNgnKobo: 150000,
    quantity: 65,
    weightGrams: 900,
  },
  {
    slug: 'bananas-bunch',
    title: 'Bananas (1 bunch)',
    category: 'fruits',
    description:
      'A bunch of about a dozen small, sweet bananas, the kind sold with groundnuts by street hawkers. A quick snack for school bags.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 85,
    weightGrams: 1300,
  },

  // ── Fish and meat ───────────────────────────────────────────────────────────────────────
  {
    slug: 'stockfish-okporoko-500g',
    title: 'Stockfish (Okporoko) Cut Pieces 500g',
    category: 'fish-and-meat',
    description:
      'Air-dried cod, long loved in Igbo cooking as okporoko, cut into soup-sized pieces and ready to soak. Soak overnight, then simmer in ofe onugbu, egusi or okra soup.',
    priceUsdCents: 2999,
    priceNgnKobo: 1800000,
    quantity: 40,
    weightGrams: 560,
  },
  {
    slug: 'smoked-dried-catfish-2',
    title: 'Smoked Dried Catfish (2 large)',
    category: 'fish-and-meat',
    description:
      'Whole catfish smoked over wood until dry and firm by fish smokers in Epe. Break into pieces, rinse in hot salted water and add to soups for a deep smoky flavour.',
    priceUsdCents: 1899,
    priceNgnKobo: 900000,
    salePercent: 8,
    quantity: 50,
    weightGrams: 450,
  },
  {
    slug: 'ponmo-cow-skin-500g',
    title: 'Ponmo (Cow Skin) 500g',
    category: 'fish-and-meat',
    description:
      'Cleaned, boiled cow skin, soft and ready to cook. It soaks up the sauce in stews, egusi and pepper soup.',
    priceUsdCents: 899,
    priceNgnKobo: 350000,
    quantity: 70,
    weightGrams: 550,
  },
  {
    slug: 'goat-meat-1kg',
    title: 'Goat Meat (Cut) 1kg',
    category: 'fish-and-meat',
    description:
      'Fresh goat meat on the bone, cut into stew-sized pieces on the morning of delivery. For pepper soup, asun and party stew.',
    priceUsdCents: 1799,
    priceNgnKobo: 900000,
    quantity: 35,
    weightGrams: 1100,
  },
  {
    slug: 'whole-chicken-1-5kg',
    title: 'Whole Chicken 1.5kg',
    category: 'fish-and-meat',
    description:
      'A whole dressed chicken from a farm in Ogun State, chilled, not frozen. Ask for it cut into pieces at checkout.',
    priceUsdCents: 1699,
    priceNgnKobo: 850000,
    quantity: 40,
    weightGrams: 1600,
  },
  {
    slug: 'titus-mackerel-1kg',
    title: 'Titus Mackerel (Frozen) 1kg',
    category: 'fish-and-meat',
    description:
      'Frozen Atlantic mackerel, known in Nigeria simply as titus, sold whole. Fry it, grill it, or cook it into stew and fish pepper soup.',
    priceUsdCents: 1199,
    priceNgnKobo: 550000,
    salePercent: 5,
    quantity: 90,
    weightGrams: 1100,
  },
  {
    slug: 'smoked-bonga-fish-250g',
    title: 'Smoked Bonga Fish (Shawa) 250g',
    category: 'fish-and-meat',
    description:
      'Small, strongly flavoured smoked bonga shad from the coastal creeks. Flake it into efo riro, okra soup or garden egg sauce.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    quantity: 85,
    weightGrams: 280,
  },
  {
    slug: 'shaki-cow-tripe-1kg',
    title: 'Shaki (Cow Tripe) 1kg',
    category: 'fish-and-meat',
    description: 'Cleaned honeycomb tripe, cut into pieces for assorted-meat stew, pepper soup and ofe akwu.',
    priceUsdCents: 1249,
    priceNgnKobo: 500000,
    quantity: 30,
    weightGrams: 1100,
  },
  {
    slug: 'beef-boneless-1kg',
    title: 'Boneless Beef 1kg',
    category: 'fish-and-meat',
    description:
      'Lean boneless beef cut from the leg, diced for stew and suya. Boil with onions and seasoning before frying for Nigerian stew.',
    priceUsdCents: 1699,
    priceNgnKobo: 800000,
    quantity: 45,
    weightGrams: 1100,
  },
  {
    slug: 'jumbo-snails-5',
    title: 'Jumbo Snails (Igbin) 5 pieces',
    category: 'fish-and-meat',
    description:
      'Large African land snails from farms in Edo and Delta, removed from the shell and cleaned. Cook them into peppered snails or add to stews.',
    priceUsdCents: 2499,
    priceNgnKobo: 1250000,
    quantity: 8,
    weightGrams: 600,
  },

  // ── Cooking essentials ──────────────────────────────────────────────────────────────────
  {
    slug: 'red-palm-oil-1l',
    title: 'Red Palm Oil 1L',
    category: 'cooking-essentials',
    description:
      'Unrefined red palm oil pressed from fresh palm fruit in Imo and Cross River. The colour and flavour of egusi, banga, ofe akwu and beans porridge.',
    priceUsdCents: 899,
    priceNgnKobo: 350000,
    quantity: 190,
    weightGrams: 1050,
  },
  {
    slug: 'red-palm-oil-5l',
    title: 'Red Palm Oil 5L',
    category: 'cooking-essentials',
    description:
      'The same fresh unrefined palm oil in a five-litre keg, for families and caterers. It solidifies in the cold; warm the keg in water to pour.',
    priceUsdCents: 3999,
    priceNgnKobo: 1650000,
    salePercent: 10,
    quantity: 40,
    weightGrams: 4800,
  },
  {
    slug: 'groundnut-oil-1l',
    title: 'Pure Groundnut Oil 1L',
    category: 'cooking-essentials',
    description:
      'Pressed from groundnuts in Kano, with a light nutty taste. The classic oil for frying plantain, akara and puff-puff.',
    priceUsdCents: 1099,
    priceNgnKobo: 420000,
    quantity: 150,
    weightGrams: 1000,
  },
  {
    slug: 'seasoning-cubes-50',
    title: 'Seasoning Cubes (Pack of 50)',
    category: 'cooking-essentials',
    description:
      'Savoury stock cubes for stews, soups and rice, fifty individually wrapped cubes. Crumble one or two into the pot.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    quantity: 230,
    weightGrams: 450,
  },
  {
    slug: 'fine-semolina-flour-1kg',
    title: 'Fine Semolina Flour 1kg',
    category: 'cooking-essentials',
    description:
      'Wheat semolina milled fine for a smooth, stretchy swallow. Sprinkle into boiling water while stirring and serve with any soup.',
    priceUsdCents: 549,
    priceNgnKobo: 220000,
    quantity: 160,
    weightGrams: 1050,
  },
  {
    slug: 'instant-pounded-yam-flour-1-8kg',
    title: 'Instant Pounded Yam Flour 1.8kg',
    category: 'cooking-essentials',
    description:
      'Dried white yam milled to a flour that makes smooth pounded yam in minutes, without the mortar and pestle. Serve with egusi or vegetable soup.',
    priceUsdCents: 1499,
    priceNgnKobo: 750000,
    quantity: 100,
    weightGrams: 1880,
  },
  {
    slug: 'tomato-paste-400g',
    title: 'Double-Concentrated Tomato Paste 400g',
    category: 'cooking-essentials',
    description:
      'Thick tomato paste in a tin, fried with palm or groundnut oil to build the base of jollof rice and stew.',
    priceUsdCents: 349,
    priceNgnKobo: 140000,
    quantity: 180,
    weightGrams: 470,
  },
  {
    slug: 'iodised-table-salt-1kg',
    title: 'Iodised Table Salt 1kg',
    category: 'cooking-essentials',
    description: 'Fine, free-flowing iodised cooking salt in a resealable bag.',
    priceUsdCents: 199,
    priceNgnKobo: 80000,
    quantity: 220,
    weightGrams: 1030,
  },
  {
    slug: 'granulated-sugar-1kg',
    title: 'Granulated Sugar 1kg',
    category: 'cooking-essentials',
    description: 'White cane sugar for tea, pap, zobo, chin-chin and puff-puff.',
    priceUsdCents: 399,
    priceNgnKobo: 190000,
    quantity: 140,
    weightGrams: 1030,
  },

  // ── Drinks ──────────────────────────────────────────────────────────────────────────────
  {
    slug: 'lagos-spring-water-75cl-12',
    title: 'Lagos Spring Water 75cl (Pack of 12)',
    category: 'drinks',
    description: 'Still spring water bottled in Lagos State, twelve 75cl bottles.',
    priceUsdCents: 599,
    priceNgnKobo: 240000,
    quantity: 120,
    weightGrams: 9500,
  },
  {
    slug: 'fresh-palm-wine-1l',
    title: 'Fresh Palm Wine (Sweet, Non-Alcoholic) 1L',
    category: 'drinks',
    description:
      'Sweet sap from the oil palm, tapped at dawn and chilled before it can ferment; label note: non-alcoholic when delivered, keep refrigerated and drink within 24 hours as it begins to ferment naturally. Milky, lightly fizzy and sweet.',
    priceUsdCents: 649,
    priceNgnKobo: 250000,
    quantity: 6,
    weightGrams: 1150,
  },
  {
    slug: 'kunu-zaki-1l',
    title: 'Kunu Zaki 1L',
    category: 'drinks',
    description:
      'A cool, creamy northern Nigerian drink of millet spiced with ginger and cloves, lightly sweetened. Shake well and serve chilled.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    salePercent: 15,
    quantity: 40,
    weightGrams: 1100,
  },
  {
    slug: 'chapman-mix-cordial-1l',
    title: 'Chapman Mix Cordial 1L',
    category: 'drinks',
    description:
      'A fruity red cordial for Chapman, the Nigerian party mocktail. Mix one part with three parts chilled lemon-lime soda and orange soda, and serve over ice with cucumber and orange slices.',
    priceUsdCents: 899,
    priceNgnKobo: 350000,
    quantity: 55,
    weightGrams: 1150,
  },
  {
    slug: 'malt-drink-33cl-6',
    title: 'Malt Drink 33cl (Pack of 6)',
    category: 'drinks',
    description:
      'Non-alcoholic, sweet malted barley drink, the most popular soft drink at Nigerian parties. Best served ice-cold.',
    priceUsdCents: 899,
    priceNgnKobo: 360000,
    quantity: 140,
    weightGrams: 2600,
  },
  {
    slug: 'zobo-drink-1l',
    title: 'Zobo Drink 1L',
    category: 'drinks',
    description:
      'Hibiscus drink brewed in Lagos with ginger, cloves and pineapple, lightly sweetened. Keep refrigerated and drink within five days.',
    priceUsdCents: 449,
    priceNgnKobo: 180000,
    quantity: 45,
    weightGrams: 1100,
  },
  {
    slug: 'kunu-aya-tiger-nut-milk-500ml',
    title: 'Kunu Aya (Tiger Nut Milk) 500ml',
    category: 'drinks',
    description:
      'Tiger nuts blended with dates and coconut and strained into a sweet, dairy-free milk. Shake before drinking.',
    priceUsdCents: 399,
    priceNgnKobo: 150000,
    quantity: 35,
    weightGrams: 560,
  },
  {
    slug: 'ginger-lemongrass-tea-20-bags',
    title: 'Ginger and Lemongrass Tea (20 bags)',
    category: 'drinks',
    description:
      'Dried Nigerian ginger and lemongrass in tea bags for a warming caffeine-free cup. Add honey and lime.',
    priceUsdCents: 499,
    priceNgnKobo: 200000,
    quantity: 95,
    weightGrams: 80,
  },
  {
    slug: 'pure-cocoa-powder-500g',
    title: 'Pure Cocoa Powder (Ondo) 500g',
    category: 'drinks',
    description:
      'Unsweetened natural cocoa powder from beans grown in Ondo State, Nigeria’s cocoa heartland. Whisk with hot milk and sugar for a rich chocolate drink.',
    priceUsdCents: 1199,
    priceNgnKobo: 450000,
    quantity: 60,
    weightGrams: 540,
  },
];

// Demo customers and their product reviews, so the home page has ratings to show.
// Each (product, reviewer) pair appears at most once.

export interface SeedReview {
  /** product slug (see catalog.ts) */
  product: string;
  /** index into demoCustomers, 0..5 */
  reviewer: number;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
}

export const demoCustomers: { firstName: string; lastName: string; email: string }[] = [
  { firstName: 'Adaeze', lastName: 'Okafor', email: 'adaeze.okafor@example.com' },
  { firstName: 'Tunde', lastName: 'Adeyemi', email: 'tunde.adeyemi@example.com' },
  { firstName: 'Chioma', lastName: 'Nwosu', email: 'chioma.nwosu@example.com' },
  { firstName: 'Ibrahim', lastName: 'Bello', email: 'ibrahim.bello@example.com' },
  { firstName: 'Funmilayo', lastName: 'Ogunleye', email: 'funmilayo.ogunleye@example.com' },
  { firstName: 'Emeka', lastName: 'Eze', email: 'emeka.eze@example.com' },
];

type Entry = [reviewer: number, rating: SeedReview['rating'], body: string];

const byProduct: Record<string, Entry[]> = {
  'yaji-suya-spice-200g': [
    [3, 5, 'Tastes exactly like the suya spot near my house in Kaduna.'],
    [1, 5, 'Rubbed it on chicken wings for the grill and everybody asked for the recipe.'],
    [5, 4, 'Good kick, though I would like a bit more groundnut in the mix.'],
    [0, 5, 'I sprinkle it on everything now, even popcorn.'],
    [4, 4, 'Fresh and well ground, the pack reseals properly too.'],
  ],
  'cameroon-pepper-100g': [
    [5, 5, 'Proper smoky heat, a small pinch is enough for a whole pot.'],
    [2, 4, 'Very hot, just as it should be; my pepper soup finally tastes like home.'],
    [1, 3, 'Good flavour but a little coarser than I expected.'],
  ],
  'ehuru-calabash-nutmeg-50g': [
    [2, 5, 'Seeds were whole and aromatic, perfect for my ofe nsala.'],
    [5, 4, 'Toasted and ground them myself and the smell filled the kitchen.'],
    [0, 4, 'Good quality, a few seeds were small but no complaints.'],
  ],
  'uziza-seeds-50g': [
    [2, 5, 'The real uziza, sharp and peppery, not stale at all.'],
    [5, 5, 'Made owerri soup with it and my mother approved.'],
    [4, 4, 'Strong aroma; a little goes a long way.'],
  ],
  'alligator-pepper-50g': [
    [1, 4, 'Pods were full and the seeds still had that lovely bite.'],
    [5, 5, 'Used it for a naming ceremony with kola nut, just right.'],
    [3, 3, 'Fine, but two of the pods were a bit empty.'],
  ],
  'pepper-soup-spice-mix-100g': [
    [0, 5, 'Saves me buying five different spices, the balance is spot on.'],
    [1, 5, 'Goat meat pepper soup on a rainy evening, nothing better.'],
    [3, 4, 'Nice blend, I add a little extra uda myself.'],
    [4, 5, 'My husband thought I had bought the pepper soup from a buka.'],
    [5, 4, 'Good value for the price, will buy again.'],
    [2, 5, 'Fragrant and fresh, the catfish pepper soup was gone in a day.'],
  ],
  'ground-ginger-200g': [
    [3, 5, 'Very pungent, clearly fresh ginger.'],
    [4, 4, 'I use it in zobo and kunu, it does the job well.'],
    [0, 4, 'Fine powder, no lumps, good colour.'],
  ],
  'raw-shea-butter-500g': [
    [4, 5, 'Smooth and creamy, my daughter’s eczema has calmed down.'],
    [0, 5, 'Real unrefined shea, you can smell the nuttiness.'],
    [2, 4, 'A little grainy at first but it melts nicely on the skin.'],
    [3, 5, 'My cracked heels are soft again after a week.'],
    [1, 4, 'Bought it for my beard and hair, works well.'],
  ],
  'whipped-shea-butter-250g': [
    [0, 5, 'Light and fluffy, it sinks in without leaving me greasy.'],
    [4, 5, 'I gave jars to my sisters and now they all want more.'],
    [2, 4, 'Lovely texture, I just wish the jar was bigger.'],
  ],
  'black-soap-ose-dudu-500g': [
    [4, 5, 'Authentic ose dudu, my skin feels so clean.'],
    [2, 4, 'Lathers well; I cut it into smaller pieces so it lasts longer.'],
    [0, 5, 'Cleared up the spots on my back in a couple of weeks.'],
    [5, 3, 'Works, but it dried my face out a bit so I use it on my body only.'],
    [1, 4, 'Good soap, smells earthy the way it should.'],
  ],
  'liquid-black-soap-500ml': [
    [0, 4, 'Convenient in the shower and still feels like real black soap.'],
    [4, 5, 'I use it as a shampoo too, my scalp loves it.'],
    [2, 3, 'Nice but a bit runny for my taste.'],
  ],
  'virgin-coconut-oil-500ml': [
    [2, 5, 'Smells like fresh coconut, great for my hair and for cooking.'],
    [0, 4, 'Clear and pure, it goes solid in air conditioning which is normal.'],
    [4, 5, 'Best coconut oil I have bought in Lagos.'],
    [5, 4, 'I fry plantain with it sometimes, lovely flavour.'],
  ],
  'chebe-powder-100g': [
    [0, 5, 'My edges are thanking me, I mix it with shea butter.'],
    [2, 4, 'Takes patience, but my braids break much less now.'],
    [4, 4, 'Smells nice and earthy, the powder is very fine.'],
  ],
  'osun-camwood-powder-100g': [
    [4, 5, 'Just like the osun my grandmother used on us as children.'],
    [2, 4, 'Made a face mask with honey, my skin glowed afterwards.'],
    [0, 3, 'Nice colour but it stains towels, so be careful.'],
  ],
  'benin-style-bronze-head-30cm': [
    [1, 5, 'A beautiful, heavy piece, it is the first thing guests notice.'],
    [5, 5, 'The detail on the coral collar is amazing for the price.'],
    [3, 4, 'Arrived well packed; the patina is a little lighter than the photo.'],
  ],
  'gelede-mask-reproduction': [
    [1, 5, 'The carving is sharp and the paint colours are striking.'],
    [4, 4, 'Lovely mask, it took a while to arrive but was worth it.'],
    [5, 5, 'Hung it in my office and colleagues keep asking where it is from.'],
  ],
  'carved-calabash-bowl': [
    [4, 5, 'The patterns are so fine, I use it as a fruit bowl.'],
    [0, 4, 'Pretty and light, a great gift for friends abroad.'],
    [2, 5, 'Lovely craftsmanship, it smells faintly of wood smoke.'],
    [3, 4, 'Nice bowl, slightly smaller than I imagined.'],
  ],
  'gangan-talking-drum': [
    [1, 5, 'It actually plays well, my son has not put it down.'],
    [5, 4, 'Solid build and good sound, the stick could be sturdier.'],
    [3, 5, 'A proper gangan, the cords are tight and well laced.'],
    [4, 4, 'Beautiful for display and fun to play at parties.'],
  ],
  'coral-style-bead-necklace': [
    [4, 5, 'Wore it for my traditional wedding and got so many compliments.'],
    [0, 4, 'Very pretty and the strands sit nicely, though it is heavy.'],
    [2, 5, 'Looks like real coral from a distance, great value.'],
  ],
  'beaded-bracelet-set': [
    [0, 4, 'Cute set, the colours go with everything.'],
    [2, 5, 'Bought two sets as gifts, everyone loved them.'],
    [4, 3, 'Pretty, but one bracelet was a bit tight for my wrist.'],
  ],
  'egusi-melon-seeds-1kg': [
    [0, 5, 'Clean and finely ground, no sand at all.'],
    [1, 5, 'Made a big pot of egusi for Sunday and it was perfect.'],
    [2, 4, 'Good quality egusi, I prefer it a bit coarser but still good.'],
    [3, 5, 'Clumps beautifully when fried, just how I like it.'],
    [4, 5, 'The freshest egusi I have bought online.'],
    [5, 4, 'Well packed and good value for a kilo.'],
  ],
  'ogbono-ground-500g': [
    [5, 5, 'Draws very well, my ogbono soup came out perfect.'],
    [2, 5, 'Fresh smell, no rancid taste like some market ogbono.'],
    [1, 4, 'Good draw, half a cup was enough for a family pot.'],
    [0, 3, 'Decent, but I have had ogbono that draws more.'],
  ],
  'white-garri-2kg': [
    [1, 4, 'Clean garri, swells well for eba.'],
    [3, 5, 'No stones, no sand, exactly what I wanted.'],
    [5, 4, 'Nice and crisp, good for soaking and for eba.'],
  ],
  'yellow-garri-2kg': [
    [5, 5, 'Makes the softest eba, just like my aunty’s in Warri.'],
    [2, 4, 'Nice golden colour and smooth texture.'],
    [0, 4, 'Good garri; a little fine for soaking but great for eba.'],
  ],
  'ijebu-garri-2kg': [
    [1, 5, 'Sour and crunchy, proper Ijebu garri for soaking.'],
    [4, 5, 'With cold water, sugar and groundnut, it takes me back to school.'],
    [3, 4, 'Crisp and dry, well sealed so it stayed fresh.'],
    [0, 5, 'This is the real thing, I will not buy any other garri.'],
    [2, 3, 'Good taste, but a bit too sour for eba.'],
  ],
  'ground-crayfish-250g': [
    [2, 5, 'Very fresh and aromatic, it lifts every soup.'],
    [5, 4, 'Good crayfish, well ground and no stones.'],
    [0, 4, 'Smells like the crayfish from Oyingbo market.'],
    [4, 5, 'I add it to my egusi and okra, lovely flavour.'],
  ],
  'iru-locust-beans-200g': [
    [4, 5, 'Proper iru, strong and tasty; my ewedu is complete.'],
    [1, 4, 'Good quality, I split it into small bags for the freezer.'],
    [3, 5, 'Just like the dawadawa my mother buys in Kano.'],
  ],
  'ofada-rice-2kg': [
    [1, 5, 'Fragrant and well cleaned, no stones in the whole bag.'],
    [4, 4, 'Nice nutty rice, it needs a good wash but tastes great.'],
    [0, 5, 'Ayamase and ofada rice on a Saturday, perfect.'],
    [3, 4, 'Good local rice, cooks evenly.'],
  ],
  'honey-beans-oloyin-2kg': [
    [1, 5, 'Sweet beans that cook soft quickly, great for ewa agoyin.'],
    [4, 4, 'Clean beans with very few weevil holes.'],
    [3, 4, 'Good for moin moin, peeled easily.'],
    [5, 3, 'Tasty but took longer to cook than I expected.'],
  ],
  'elubo-yam-flour-2kg': [
    [4, 5, 'Makes smooth, dark amala without lumps.'],
    [1, 4, 'Good elubo, the colour and taste are right.'],
    [3, 3, 'Fine, but a bit lighter in colour than the Oyo elubo I know.'],
  ],
  'tiger-nuts-500g': [
    [3, 5, 'Sweet and crunchy, I soaked them overnight for kunu aya.'],
    [0, 4, 'A healthy snack for the office.'],
    [2, 4, 'Clean and well dried, a few were very hard.'],
  ],
  'adire-eleko-indigo-2-yards': [
    [4, 5, 'Deep indigo with such a beautiful pattern, it made a lovely dress.'],
    [0, 5, 'You can see it is handmade, every motif is slightly different.'],
    [2, 4, 'Gorgeous cloth; wash it alone the first few times.'],
    [1, 4, 'Had a shirt made with it and got compliments all day.'],
  ],
  'adire-oniko-tie-dye-2-yards': [
    [2, 5, 'The circles are so neat, and the blue is rich.'],
    [4, 4, 'Lovely fabric, slightly thinner than I expected.'],
    [0, 5, 'Great price on sale, I bought three pieces.'],
  ],
  'ankara-wax-print-6-yards': [
    [0, 5, 'Bright colours that did not fade after washing.'],
    [4, 4, 'Good quality cotton, enough for a dress and a headwrap.'],
    [2, 5, 'My tailor said it is very nice to work with.'],
    [5, 4, 'Bought it for matching family outfits, looks great.'],
  ],
  'kente-strip-stole': [
    [1, 5, 'Wore it for my graduation, the weaving is beautiful.'],
    [3, 4, 'Nice bright colours and good weight.'],
    [0, 5, 'A perfect gift for my Ghanaian friend, she loved it.'],
  ],
  'george-wrapper-double': [
    [5, 5, 'Rich and heavy, fit for my traditional wedding.'],
    [2, 4, 'Beautiful embroidery; the colour is slightly different from the photo.'],
    [0, 5, 'My father wore it to a chieftaincy ceremony and looked so regal.'],
  ],
  'dried-bitter-leaf-100g': [
    [2, 5, 'Already washed, which saves me so much time for ofe onugbu.'],
    [5, 4, 'Good dried bitter leaf, still nice and green.'],
    [0, 4, 'Handy when I cannot find fresh bitter leaf abroad.'],
  ],
  'moringa-leaf-powder-200g': [
    [0, 5, 'Very fine green powder, I add it to my morning smoothie.'],
    [4, 4, 'Fresh grassy smell, good quality.'],
    [3, 4, 'I stir it into pap for the children and they do not notice.'],
    [1, 3, 'Good product but the taste takes getting used to.'],
  ],
  'zobo-dried-hibiscus-500g': [
    [4, 5, 'Deep red zobo, my pot came out dark and tangy.'],
    [3, 5, 'Clean leaves with no dust, great for a big batch.'],
    [0, 4, 'Makes lovely zobo with ginger and pineapple peel.'],
    [1, 5, 'We made zobo for a party of fifty and still had some left.'],
  ],
  'uda-grains-of-selim-50g': [
    [5, 5, 'Smoky and fragrant, exactly what pepper soup needs.'],
    [2, 4, 'Good uda, I bought it for my sister after her baby came.'],
    [0, 4, 'Nice and dry, the pods crush easily.'],
  ],
  'fresh-tomatoes-1kg': [
    [1, 4, 'Firm and red, very few soft ones.'],
    [4, 5, 'Better than what I get at my local market.'],
    [0, 3, 'Mostly good but a couple were bruised on arrival.'],
  ],
  'ugu-fluted-pumpkin-leaves-bunch': [
    [2, 5, 'Fresh, green and generous bunch.'],
    [5, 4, 'Good ugu, enough for a pot of egusi.'],
    [4, 4, 'Still fresh on the second day in the fridge.'],
  ],
  'ata-rodo-scotch-bonnet-250g': [
    [1, 5, 'Very hot and very fresh, my stew has fire now.'],
    [3, 4, 'Good rodo, wear gloves when cutting.'],
    [0, 4, 'Fragrant peppers, all firm and bright.'],
  ],
  'ripe-plantain-5-fingers': [
    [1, 5, 'Perfectly ripe for dodo, sweet and firm.'],
    [0, 4, 'Big fingers, ripened nicely in two days.'],
    [4, 5, 'Best plantain I have bought online, fried beautifully.'],
    [5, 4, 'Good size, one finger was a little too soft.'],
  ],
  'sugarloaf-pineapple': [
    [0, 5, 'So sweet and juicy, no tongue sting at all.'],
    [3, 4, 'Big pineapple, I used the peel for zobo as suggested.'],
    [2, 4, 'Sweet and fragrant, ripened well on the counter.'],
  ],
  'sweet-oranges-10': [
    [3, 4, 'Juicy oranges, good for fresh juice in the morning.'],
    [4, 5, 'Sweet like the ones from the bus stop, but cleaner.'],
    [1, 3, 'Some were sweet, a few were quite sour.'],
  ],
  'stockfish-okporoko-500g': [
    [5, 5, 'Good quality okporoko, soft after soaking overnight.'],
    [2, 5, 'Well cut pieces, no need to fight it with a machete.'],
    [1, 4, 'Pricey but worth it for a special pot of soup.'],
  ],
  'smoked-dried-catfish-2': [
    [2, 5, 'Properly dry and smoky, no bad smell.'],
    [5, 4, 'Big fish, they made my ofe onugbu rich.'],
    [4, 4, 'Well smoked, a little broken in transit but fine for soup.'],
    [3, 5, 'The smell took me straight back to my grandmother’s kitchen.'],
  ],
  'goat-meat-1kg': [
    [1, 5, 'Fresh goat meat, tender after boiling, great for asun.'],
    [5, 4, 'Good cut with not too much bone.'],
    [3, 4, 'Clean and well cut, delivered early in the morning.'],
  ],
  'titus-mackerel-1kg': [
    [0, 4, 'Good size fish, fried them for Saturday lunch.'],
    [4, 5, 'Still frozen solid when it arrived, great service.'],
    [1, 4, 'Nice titus, perfect for fish stew.'],
  ],
  'red-palm-oil-1l': [
    [2, 5, 'Thick and red with that fresh palm fruit smell.'],
    [5, 5, 'No adulteration, you can tell from the colour and taste.'],
    [0, 4, 'Good oil, it set a bit in the cold but melted easily.'],
    [3, 4, 'Made banga rice with it and it was lovely.'],
    [1, 4, 'Good quality palm oil, well sealed bottle.'],
  ],
  'groundnut-oil-1l': [
    [3, 5, 'Pure groundnut oil, my akara tastes like Kano.'],
    [4, 4, 'Nice nutty smell, fries plantain beautifully.'],
    [1, 4, 'Good oil, clear and not greasy.'],
  ],
  'seasoning-cubes-50': [
    [0, 4, 'Good savoury flavour, the pack lasts me a month.'],
    [5, 3, 'Fine, but a bit salty so I use less.'],
    [1, 4, 'Does the job in stews and jollof.'],
  ],
  'fine-semolina-flour-1kg': [
    [5, 4, 'Smooth swallow with no lumps.'],
    [3, 4, 'Good semolina, cooks quickly.'],
  ],
  'malt-drink-33cl-6': [
    [1, 5, 'Ice cold malt with jollof, nothing like it.'],
    [3, 4, 'The kids love it, good price for six.'],
    [5, 4, 'Well packed, no dented cans.'],
  ],
  'zobo-drink-1l': [
    [4, 5, 'Not too sweet, lots of ginger, just right.'],
    [0, 4, 'Refreshing, tastes homemade.'],
    [2, 5, 'Lovely zobo, I ordered two more bottles.'],
    [3, 3, 'Good taste, but I would like less cloves.'],
  ],
  'kunu-zaki-1l': [
    [3, 5, 'Tastes like the kunu in Zaria, creamy and spicy.'],
    [1, 4, 'Refreshing after a hot day, not too sweet.'],
    [5, 4, 'Nice drink, shake it well before pouring.'],
  ],
  'chapman-mix-cordial-1l': [
    [0, 5, 'Party chapman sorted in five minutes.'],
    [4, 4, 'Tastes like the chapman at the club, very nice.'],
    [2, 4, 'Good cordial, one bottle made a big jug.'],
  ],
  'fresh-palm-wine-1l': [
    [5, 5, 'Sweet and fresh, just like straight from the tapper.'],
    [1, 4, 'Lovely, but you really must drink it the same day.'],
    [3, 2, 'It had started to turn by the time I opened it.'],
  ],
};

export const reviews: SeedReview[] = Object.entries(byProduct).flatMap(([product, entries]) =>
  entries.map(([reviewer, rating, body]) => ({ product, reviewer, rating, body })),
);

/** Reviews of the shop itself (the dashboard's review form), already approved: the home page's testimonials. */
export const shopReviews: Omit<SeedReview, 'product'>[] = [
  { reviewer: 0, rating: 5, body: 'Everything I need for Sunday soup in one place, and it arrived the next morning.' },
  { reviewer: 3, rating: 5, body: 'Finally real suya spice and kilishi in London. Well packed and on time.' },
  { reviewer: 2, rating: 4, body: 'Good prices and fresh produce. The delivery fee was clear before I paid.' },
  { reviewer: 5, rating: 5, body: 'Ordered adire for my sister abroad; they kept me posted until it was delivered.' },
];

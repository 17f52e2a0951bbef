/**
 * The search synonyms a shop starts with (migration 0018; staff edit them in the back office at
 * /admin/synonyms). Each group holds names shoppers use for the same thing: English, Yoruba (yo),
 * Hausa (ha), Igbo (ig), Pidgin and common spellings. Accents and tone marks need no entries of
 * their own: search folds them away. Listed for native review in docs/catalogue-languages.md.
 * Kept as it was when the migration shipped: later changes belong to staff, not to code.
 * Search matches text inside words, so three-letter names that hide in other words are left out
 * (ila in "tilapia", aya in "papaya", ori in "moringa"); staff may add them knowingly.
 */
export const starterSynonyms: readonly (readonly string[])[] = [
  ['egusi', 'melon seeds', 'agushi'],
  ['ata rodo', 'scotch bonnet', 'rodo', 'atarodo', 'tarugu'],
  ['ogbono', 'ogbonno', 'apon', 'bush mango seeds', 'ogbolo'],
  ['iru', 'dawadawa', 'daddawa', 'locust beans'],
  ['ugu', 'fluted pumpkin leaves', 'fluted pumpkin'],
  ['zobo', 'sobo', 'hibiscus', 'roselle', 'isapa'],
  ['tatashe', 'bell pepper', 'tattasai'],
  ['garri', 'gari'],
  ['ewedu', 'jute leaves', 'ayoyo'],
  ['bitter leaf', 'ewuro', 'onugbu', 'shuwaka'],
  ['scent leaf', 'efinrin', 'nchanwu', 'nchuanwu', 'daidoya'],
  ['tiger nut', 'tigernut', 'ofio', 'aki hausa'],
  ['groundnut', 'peanut', 'gyada', 'ahuekere'],
  ['pawpaw', 'papaya', 'ibepe', 'gwanda'],
  ['garden egg', 'igba', 'anara', 'gauta'],
  ['alligator pepper', 'atare', 'ose oji'],
  ['stockfish', 'okporoko'],
  ['shea butter', 'okwuma', 'kadanya'],
  ['black soap', 'dudu osun', 'ose dudu'],
  ['palm oil', 'red oil', 'epo pupa', 'manja'],
  ['agbalumo', 'udara', 'african star apple'],
  ['uda', 'grains of selim', 'eeru', 'kimba'],
  ['ehuru', 'african nutmeg', 'calabash nutmeg', 'ariwo'],
  ['suya spice', 'yaji', 'suya pepper'],
  ['moringa', 'zogale', 'ewe igbale'],
  ['okra', 'okro', 'kubewa', 'okwuru'],
  ['onions', 'alubosa', 'albasa', 'yabasi'],
  ['yam flour', 'elubo', 'amala flour'],
  ['kunu', 'kunun'],
  ['chin chin', 'chinchin'],
  ['kuli kuli', 'kulikuli', 'groundnut cake'],
  ['aso oke', 'aso-oke'],
  ['adire', 'tie and dye', 'tie-dye'],
  ['talking drum', 'gangan', 'dundun', 'kalangu'],
  ['chapman', 'chapman mix'],
];

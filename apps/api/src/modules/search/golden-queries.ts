/**
 * The golden relevance set: what a parent types in the search box, in English or Arabic, and the products of
 * the demo catalogue (db/seed/catalog-data.ts, catalog-data-ar.ts, by SKU) a person would say they meant.
 * Judged from the catalogue's names, descriptions, groups and colours, never from what the engine answers:
 * when the engine misses a fair query, the query stays and the engine is fixed. A query passes when any of
 * its products is among the first results (search-relevance.test.ts: top 3 and top 10).
 *
 * Typos follow the usual allowance: one letter wrong, missing, extra or swapped in a word of 4 letters or
 * more, two in a word of 8 or more.
 */

/** Why the query is in the set: the kind of typing it stands for. */
export type GoldenReason =
  | 'name' // a product's whole name
  | 'word' // one distinctive word of a name or description
  | 'kind' // the kind of thing (dress, shoes, toys)
  | 'prefix' // the last word cut short, as typed mid-word
  | 'typo' // one letter wrong, missing, extra or swapped
  | 'typo-2' // two such mistakes in a word of 8 letters or more
  | 'plural' // the other number than the catalogue's (including Arabic broken plurals)
  | 'synonym' // a word from the owner's synonym groups (migration 0020) or its everyday equal
  | 'spacing' // hyphenated, spaced or joined differently from the catalogue
  | 'article' // Arabic with the article ال (or لل) where the catalogue has none, or the other way round
  | 'hamza' // Arabic alef written with or without hamza (أ إ ا)
  | 'taa-marbuta' // Arabic ة typed as ه
  | 'alef-maqsura' // Arabic final ي typed as ى, or the other way round
  | 'harakat' // Arabic with vowel marks or tatweel
  | 'colour' // a colour and a kind
  | 'category' // a gender group and a kind
  | 'sku' // a SKU, a sub-SKU or part of one
  | 'occasion'; // what the thing is for, or how a parent describes it

export interface GoldenQuery {
  /** What the parent types. */
  readonly q: string;
  /** Every product that fits; any one of them in the first results is a pass. */
  readonly skus: readonly string[];
  readonly why: GoldenReason;
}

/** The skus of one group and kind, numbered from 1: `numbered('LS-GD', 2)` is LS-GD-001 and LS-GD-002. */
function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
}

const DRESSES = numbered('LS-GD', 9);
const BOYS_SHOES = numbered('LS-BS', 4);
const GIRLS_SHOES = numbered('LS-GS', 3);
const UNISEX_SHOES = numbered('LS-US', 4);
const SHOES = [...BOYS_SHOES, ...GIRLS_SHOES, ...UNISEX_SHOES];
/** Sporty lace-up or strap shoes: sneakers, trainers, high-tops. */
const SNEAKERS = ['LS-BS-001', 'LS-BS-003', 'LS-GS-002', 'LS-US-001', 'LS-US-004'];
const SANDALS = ['LS-BS-004', 'LS-GS-001', 'LS-US-002'];
const BOOTS = ['LS-BS-002', 'LS-GS-003', 'LS-US-003'];
const TOYS = numbered('LS-UT', 12);
const PYJAMAS = ['LS-BE-004', 'LS-GE-004'];
const HOODIES = ['LS-BT-004', 'LS-GT-003', 'LS-UE-002'];
/** T-shirts and tees, and the sets built on one. */
const TEES = ['LS-BT-001', 'LS-BT-002', 'LS-BT-007', 'LS-GT-001', 'LS-GT-005', 'LS-GE-003', 'LS-UE-003'];
/** Collared shirts. */
const SHIRTS = ['LS-BT-003', 'LS-BT-005', 'LS-BT-006', 'LS-BE-003'];
/** White or mostly white collared shirts and T-shirts. */
const WHITE_SHIRTS = ['LS-BT-005', 'LS-BT-006', 'LS-BT-003', 'LS-BT-001', 'LS-GT-001'];
const SKIRTS = ['LS-GB-001', 'LS-GB-002'];
/** Blouses, and the tunic top the Arabic copy calls a blouse. */
const BLOUSES = ['LS-GT-002', 'LS-GT-004', 'LS-GT-006'];
/** Shorts, and the sets that come with a pair. */
const SHORTS = ['LS-BB-001', 'LS-BB-004', 'LS-GB-004', 'LS-UB-003', 'LS-UB-004'].concat([
  'LS-BE-003',
  'LS-GE-003',
  'LS-UE-003',
  'LS-GE-002',
]);
/** Trousers, pants, joggers and jeans, and the sets built on a pair. */
const TROUSERS = ['LS-BB-002', 'LS-BB-003', 'LS-BB-005', 'LS-UB-001', 'LS-UB-002', 'LS-GE-001', 'LS-UE-002'];
const JOGGERS = ['LS-BB-003', 'LS-UB-001', 'LS-UE-002'];
const UNIFORM = ['LS-BB-002', 'LS-BT-005', 'LS-GB-002', 'LS-GT-004'];
const KANDURA = ['LS-BE-001', 'LS-BE-002'];
const KAFTAN = ['LS-GD-002', 'LS-GE-001'];
const DOLLS = ['LS-UT-010', 'LS-UT-011'];
const PLUSH = ['LS-UT-001', 'LS-UT-002'];
const CARS = ['LS-UT-004', 'LS-UT-005'];
const ROCKETS = ['LS-UT-008', 'LS-UT-009', 'LS-BT-007'];
const BALLS = ['LS-UT-006', 'LS-UT-007'];
const DINO = ['LS-BE-004', 'LS-BT-001'];
const BABY = ['LS-UB-001', 'LS-UE-001', 'LS-US-001'];
const SWIM = ['LS-GE-002', 'LS-BB-004'];
const EID = ['LS-BE-001', 'LS-GD-001', 'LS-GE-001', 'LS-BE-005'];
const NATIONAL_DAY = ['LS-UE-003', 'LS-BE-002', 'LS-GD-008'];
const BOYS_SETS = numbered('LS-BE', 5);
const BOYS_TOPS = numbered('LS-BT', 7);
const GIRLS_TOPS = numbered('LS-GT', 6);
/** Clothes a boy wears: the boys' groups and the unisex clothes (not shoes or toys). */
const UNISEX_CLOTHES = [...numbered('LS-UB', 4), ...numbered('LS-UE', 3)];
const BOYS_CLOTHES = [...BOYS_TOPS, ...BOYS_SETS, ...numbered('LS-BB', 5), ...UNISEX_CLOTHES];

export const GOLDEN_QUERIES: readonly GoldenQuery[] = [
  // English: whole names, as typed or copied
  { q: 'Dinosaur Pyjama Set', skus: ['LS-BE-004'], why: 'name' },
  { q: 'linen eid kandura set', skus: ['LS-BE-001'], why: 'name' },
  { q: 'Tulle Tutu Skirt', skus: ['LS-GB-001'], why: 'name' },
  { q: 'Classic Brown Teddy Bear', skus: ['LS-UT-001'], why: 'name' },
  { q: 'Remote Control Dune Buggy', skus: ['LS-UT-005'], why: 'name' },
  { q: 'Sequin Party Tulle Dress', skus: ['LS-GD-004'], why: 'name' },
  { q: 'Light-Up Velcro Sneakers', skus: ['LS-BS-001'], why: 'name' },
  { q: 'Zip-Up Fleece Hoodie', skus: ['LS-BT-004'], why: 'name' },
  { q: 'Junior Size 4 Football', skus: ['LS-UT-007'], why: 'name' },
  { q: 'Ramadan Lantern Print Dress', skus: ['LS-GD-006'], why: 'name' },
  { q: 'Build-Your-Own Space Rocket Kit', skus: ['LS-UT-009'], why: 'name' },
  { q: 'Hoodie & Jogger Tracksuit Set', skus: ['LS-UE-002'], why: 'name' },
  { q: 'Faux-Fur Lined Ankle Boots', skus: ['LS-GS-003'], why: 'name' },
  { q: 'School Uniform Peter Pan Blouse', skus: ['LS-GT-004'], why: 'name' },
  { q: 'Embroidered Kandura & Ghutra Set', skus: ['LS-BE-002'], why: 'name' },
  { q: 'Striped Piqué Polo Shirt', skus: ['LS-BT-003'], why: 'name' },
  { q: 'organic baby essentials gift set', skus: ['LS-UE-001'], why: 'name' },
  { q: 'Glitter Strap Sandals', skus: ['LS-GS-001'], why: 'name' },

  // English: one distinctive word
  { q: 'kandura', skus: KANDURA, why: 'word' },
  { q: 'jalabiya', skus: ['LS-GD-001'], why: 'word' },
  { q: 'kaftan', skus: KAFTAN, why: 'word' },
  { q: 'abaya', skus: ['LS-GD-002', 'LS-UT-010'], why: 'word' },
  { q: 'hijab', skus: ['LS-UT-010'], why: 'word' },
  { q: 'ghutra', skus: ['LS-BE-002'], why: 'word' },
  { q: 'unicorn', skus: ['LS-GT-005'], why: 'word' },
  { q: 'butterfly', skus: ['LS-GT-001'], why: 'word' },
  { q: 'rainbow', skus: ['LS-GT-003'], why: 'word' },
  { q: 'tutu', skus: ['LS-GB-001'], why: 'word' },
  { q: 'leggings', skus: ['LS-GB-003'], why: 'word' },
  { q: 'waistcoat', skus: ['LS-BE-005'], why: 'word' },
  { q: 'chelsea', skus: ['LS-BS-002'], why: 'word' },
  { q: 'polo', skus: ['LS-BT-003'], why: 'word' },
  { q: 'jeans', skus: ['LS-BB-005'], why: 'word' },
  { q: 'dungarees', skus: ['LS-UB-004'], why: 'word' },
  { q: 'velvet', skus: ['LS-GD-008'], why: 'word' },
  { q: 'buggy', skus: ['LS-UT-005'], why: 'word' },
  { q: 'teddy', skus: ['LS-UT-001'], why: 'word' },
  { q: 'football', skus: ['LS-UT-007'], why: 'word' },
  { q: 'tracksuit', skus: ['LS-UE-002'], why: 'word' },
  { q: 'sundress', skus: ['LS-GD-003'], why: 'word' },
  { q: 'tunic', skus: ['LS-GT-006'], why: 'word' },
  { q: 'lantern', skus: ['LS-GD-006'], why: 'word' },
  { q: 'magnetic', skus: ['LS-UT-012'], why: 'word' },
  { q: 'blocks', skus: ['LS-UT-003'], why: 'word' },
  { q: 'camel', skus: ['LS-UT-002', 'LS-BT-002'], why: 'word' },
  { q: 'rocket', skus: ROCKETS, why: 'word' },
  { q: 'safari', skus: ['LS-BE-003', 'LS-BT-002'], why: 'word' },
  { q: 'muslin', skus: ['LS-GE-003'], why: 'word' },
  { q: 'chino', skus: ['LS-BB-001'], why: 'word' },
  { q: 'fleece', skus: ['LS-BT-004'], why: 'word' },
  { q: 'ballet', skus: ['LS-GB-001'], why: 'word' },
  { q: 'gentleman', skus: ['LS-BE-005'], why: 'word' },

  // English: kinds of thing
  { q: 'dress', skus: DRESSES, why: 'kind' },
  { q: 'shoes', skus: SHOES, why: 'kind' },
  { q: 'toys', skus: TOYS, why: 'kind' },
  { q: 'hoodie', skus: HOODIES, why: 'kind' },
  { q: 'pyjamas', skus: PYJAMAS, why: 'kind' },
  { q: 'shorts', skus: SHORTS, why: 'kind' },
  { q: 'trousers', skus: TROUSERS, why: 'kind' },
  { q: 'shirt', skus: [...SHIRTS, 'LS-BT-001', 'LS-GT-001'], why: 'kind' },
  { q: 'blouse', skus: BLOUSES, why: 'kind' },
  { q: 'skirt', skus: SKIRTS, why: 'kind' },
  { q: 'sandals', skus: SANDALS, why: 'kind' },
  { q: 'boots', skus: BOOTS, why: 'kind' },
  { q: 'doll', skus: DOLLS, why: 'kind' },

  // English: the last word cut short
  { q: 'dino', skus: DINO, why: 'prefix' },
  { q: 'sneak', skus: SNEAKERS, why: 'prefix' },
  { q: 'kand', skus: KANDURA, why: 'prefix' },
  { q: 'pyj', skus: PYJAMAS, why: 'prefix' },
  { q: 'unic', skus: ['LS-GT-005'], why: 'prefix' },
  { q: 'ramad', skus: ['LS-GD-006'], why: 'prefix' },
  { q: 'hood', skus: HOODIES, why: 'prefix' },
  { q: 'jala', skus: ['LS-GD-001'], why: 'prefix' },
  { q: 'butter', skus: ['LS-GT-001'], why: 'prefix' },
  { q: 'legg', skus: ['LS-GB-003'], why: 'prefix' },
  { q: 'magn', skus: ['LS-UT-012'], why: 'prefix' },
  { q: 'footb', skus: ['LS-UT-007'], why: 'prefix' },
  { q: 'velv', skus: ['LS-GD-008'], why: 'prefix' },
  { q: 'chel', skus: ['LS-BS-002'], why: 'prefix' },
  { q: 'track', skus: ['LS-UE-002'], why: 'prefix' },
  { q: 'school unif', skus: UNIFORM, why: 'prefix' },
  { q: 'teddy be', skus: ['LS-UT-001'], why: 'prefix' },
  { q: 'sequ', skus: ['LS-GD-004', 'LS-GT-001'], why: 'prefix' },
  { q: 'waistc', skus: ['LS-BE-005'], why: 'prefix' },
  { q: 'tut', skus: ['LS-GB-001'], why: 'prefix' },

  // English: one typing mistake
  { q: 'dinosuar', skus: DINO, why: 'typo' },
  { q: 'hoddie', skus: HOODIES, why: 'typo' },
  { q: 'sandels', skus: SANDALS, why: 'typo' },
  { q: 'sneekers', skus: SNEAKERS, why: 'typo' },
  { q: 'pyjamsa', skus: PYJAMAS, why: 'typo' },
  { q: 'pijamas', skus: PYJAMAS, why: 'typo' },
  { q: 'leggins', skus: ['LS-GB-003'], why: 'typo' },
  { q: 'jalabia', skus: ['LS-GD-001'], why: 'typo' },
  { q: 'kandora', skus: KANDURA, why: 'typo' },
  { q: 'unicron', skus: ['LS-GT-005'], why: 'typo' },
  { q: 'buterfly', skus: ['LS-GT-001'], why: 'typo' },
  { q: 'tedy', skus: ['LS-UT-001'], why: 'typo' },
  { q: 'footbal', skus: ['LS-UT-007'], why: 'typo' },
  { q: 'waistcaot', skus: ['LS-BE-005'], why: 'typo' },
  { q: 'skrit', skus: SKIRTS, why: 'typo' },
  { q: 'dresss', skus: DRESSES, why: 'typo' },
  { q: 'trowsers', skus: TROUSERS, why: 'typo' },
  { q: 'blouce', skus: BLOUSES, why: 'typo' },
  { q: 'jeens', skus: ['LS-BB-005'], why: 'typo' },
  { q: 'velvit', skus: ['LS-GD-008'], why: 'typo' },
  { q: 'rainbwo', skus: ['LS-GT-003'], why: 'typo' },
  { q: 'lanturn', skus: ['LS-GD-006'], why: 'typo' },
  { q: 'magentic', skus: ['LS-UT-012'], why: 'typo' },
  { q: 'tracksiut', skus: ['LS-UE-002'], why: 'typo' },
  { q: 'hijaab', skus: ['LS-UT-010'], why: 'typo' },
  { q: 'kaftn', skus: KAFTAN, why: 'typo' },
  { q: 'rockte', skus: ROCKETS, why: 'typo' },
  { q: 'dinasour pyjamas', skus: ['LS-BE-004'], why: 'typo-2' },
  { q: 'unicron tee', skus: ['LS-GT-005'], why: 'typo' },

  // English: two typing mistakes in a long word
  { q: 'dinasour', skus: DINO, why: 'typo-2' },
  { q: 'weistcot', skus: ['LS-BE-005'], why: 'typo-2' },
  { q: 'sneekres', skus: SNEAKERS, why: 'typo-2' },
  { q: 'pijamass', skus: PYJAMAS, why: 'typo-2' },
  { q: 'tracksute', skus: ['LS-UE-002'], why: 'typo-2' },
  { q: 'swetshrit', skus: HOODIES, why: 'typo-2' },

  // English: plurals and singulars
  { q: 'dinosaurs', skus: DINO, why: 'plural' },
  { q: 'sandal', skus: SANDALS, why: 'plural' },
  { q: 'boot', skus: BOOTS, why: 'plural' },
  { q: 'sneaker', skus: SNEAKERS, why: 'plural' },
  { q: 'legging', skus: ['LS-GB-003'], why: 'plural' },
  { q: 'skirts', skus: SKIRTS, why: 'plural' },
  { q: 'hoodies', skus: HOODIES, why: 'plural' },
  { q: 'rockets', skus: ROCKETS, why: 'plural' },
  { q: 'dolls', skus: DOLLS, why: 'plural' },
  { q: 'cars', skus: CARS, why: 'plural' },
  { q: 'balls', skus: BALLS, why: 'plural' },
  { q: 'blouses', skus: BLOUSES, why: 'plural' },
  { q: 'dresses', skus: DRESSES, why: 'plural' },
  { q: 'pyjama', skus: PYJAMAS, why: 'plural' },
  { q: 'tees', skus: TEES, why: 'plural' },
  { q: 'tshirts', skus: TEES, why: 'plural' },
  { q: 'jogger', skus: JOGGERS, why: 'plural' },
  { q: 'babies', skus: BABY, why: 'plural' },
  { q: 'kaftans', skus: KAFTAN, why: 'plural' },
  { q: 'dungaree', skus: ['LS-UB-004'], why: 'plural' },

  // English: synonyms
  { q: 'pajamas', skus: PYJAMAS, why: 'synonym' },
  { q: 'pjs', skus: PYJAMAS, why: 'synonym' },
  { q: 'sleepwear', skus: PYJAMAS, why: 'synonym' },
  { q: 'nightwear', skus: PYJAMAS, why: 'synonym' },
  { q: 'trainers', skus: SNEAKERS, why: 'synonym' },
  { q: 'sneakers', skus: SNEAKERS, why: 'synonym' },
  { q: 'sweatshirt', skus: HOODIES, why: 'synonym' },
  { q: 'frock', skus: DRESSES, why: 'synonym' },
  { q: 'pants', skus: TROUSERS, why: 'synonym' },
  { q: 'plush', skus: PLUSH, why: 'synonym' },
  { q: 'soft toy', skus: [...PLUSH, 'LS-UT-010'], why: 'synonym' },
  { q: 'tee', skus: TEES, why: 'synonym' },
  { q: 'swimsuit', skus: SWIM, why: 'synonym' },
  { q: 'swimwear', skus: SWIM, why: 'synonym' },
  { q: 'toy', skus: TOYS, why: 'synonym' },
  { q: 'girl dress', skus: DRESSES, why: 'synonym' },

  // English: hyphens, spaces and joined words
  { q: 't-shirt', skus: TEES, why: 'spacing' },
  { q: 't shirt', skus: TEES, why: 'spacing' },
  { q: 'tshirt', skus: TEES, why: 'spacing' },
  { q: 'T-SHIRT', skus: TEES, why: 'spacing' },
  { q: 'light up sneakers', skus: ['LS-BS-001'], why: 'spacing' },
  { q: 'lightup', skus: ['LS-BS-001'], why: 'spacing' },
  { q: 'zip up hoodie', skus: ['LS-BT-004'], why: 'spacing' },
  { q: 'quick dry shorts', skus: ['LS-BB-004'], why: 'spacing' },
  { q: 'quickdry', skus: ['LS-BB-004', 'LS-US-002'], why: 'spacing' },
  { q: 'high tops', skus: ['LS-US-004'], why: 'spacing' },
  { q: 'hightops', skus: ['LS-US-004'], why: 'spacing' },
  { q: 'slip on sneakers', skus: ['LS-GS-002'], why: 'spacing' },
  { q: 'slipon', skus: ['LS-GS-002'], why: 'spacing' },
  { q: 'rash guard', skus: ['LS-GE-002'], why: 'spacing' },
  { q: 'rashguard', skus: ['LS-GE-002'], why: 'spacing' },
  { q: 'long sleeve tee', skus: ['LS-BT-007', 'LS-GT-005'], why: 'spacing' },
  { q: 'faux fur boots', skus: ['LS-GS-003'], why: 'spacing' },
  { q: 'pull back car', skus: ['LS-UT-004'], why: 'spacing' },
  { q: 'teddybear', skus: ['LS-UT-001'], why: 'spacing' },
  { q: 'rag doll', skus: ['LS-UT-010'], why: 'spacing' },
  { q: 'ragdoll', skus: ['LS-UT-010'], why: 'spacing' },
  { q: 'peter pan collar', skus: ['LS-GT-004'], why: 'spacing' },
  { q: 'peterpan', skus: ['LS-GT-004'], why: 'spacing' },
  { q: 'paper bag shorts', skus: ['LS-GB-004'], why: 'spacing' },
  { q: 'sun dress', skus: ['LS-GD-003'], why: 'spacing' },

  // English: a colour and a kind
  { q: 'red dress', skus: ['LS-GD-007'], why: 'colour' },
  { q: 'pink dress', skus: ['LS-GD-004', 'LS-GD-002'], why: 'colour' },
  { q: 'black sneakers', skus: ['LS-BS-001', 'LS-BS-003', 'LS-US-004'], why: 'colour' },
  { q: 'white shirt', skus: WHITE_SHIRTS, why: 'colour' },
  { q: 'navy shorts', skus: ['LS-BB-001', 'LS-BB-004', 'LS-UB-003'], why: 'colour' },
  { q: 'grey trousers', skus: ['LS-BB-002', 'LS-UB-001'], why: 'colour' },
  { q: 'gold sandals', skus: ['LS-GS-001'], why: 'colour' },
  { q: 'brown boots', skus: ['LS-BS-002', 'LS-US-003'], why: 'colour' },
  { q: 'blue jeans', skus: ['LS-BB-005'], why: 'colour' },
  { q: 'green dress', skus: ['LS-GD-001', 'LS-GD-008'], why: 'colour' },
  { q: 'emerald dress', skus: ['LS-GD-001', 'LS-GD-008'], why: 'colour' },
  { q: 'pink sneakers', skus: ['LS-US-001'], why: 'colour' },
  { q: 'yellow car', skus: ['LS-UT-004'], why: 'colour' },
  { q: 'red car', skus: ['LS-UT-005'], why: 'colour' },
  { q: 'lilac hoodie', skus: ['LS-GT-003'], why: 'colour' },
  { q: 'silver rocket', skus: ['LS-UT-009'], why: 'colour' },
  { q: 'burgundy skirt', skus: ['LS-GB-002'], why: 'colour' },
  { q: 'pink tutu', skus: ['LS-GB-001'], why: 'colour' },

  // English: a gender group and a kind
  { q: 'girls shoes', skus: [...GIRLS_SHOES, ...UNISEX_SHOES], why: 'category' },
  { q: 'boys shoes', skus: [...BOYS_SHOES, ...UNISEX_SHOES], why: 'category' },
  { q: 'boys shorts', skus: ['LS-BB-001', 'LS-BB-004', 'LS-UB-003', 'LS-UB-004'], why: 'category' },
  { q: 'girls dresses', skus: DRESSES, why: 'category' },
  { q: 'boys sets', skus: BOYS_SETS, why: 'category' },
  { q: 'girls tops', skus: GIRLS_TOPS, why: 'category' },
  { q: 'boys tops', skus: BOYS_TOPS, why: 'category' },
  { q: 'unisex toys', skus: TOYS, why: 'category' },
  { q: 'girl pyjamas', skus: ['LS-GE-004'], why: 'category' },
  { q: 'boy pyjamas', skus: ['LS-BE-004'], why: 'category' },
  { q: 'girls sandals', skus: ['LS-GS-001', 'LS-US-002'], why: 'category' },
  { q: 'boys boots', skus: ['LS-BS-002', 'LS-US-003'], why: 'category' },
  { q: 'baby joggers', skus: ['LS-UB-001'], why: 'category' },
  { q: 'baby shoes', skus: ['LS-US-001'], why: 'category' },

  // SKUs, sub-SKUs and parts of them
  { q: 'LS-BB-001', skus: ['LS-BB-001'], why: 'sku' },
  { q: 'ls-ut-005', skus: ['LS-UT-005'], why: 'sku' },
  { q: 'LS-GD-006', skus: ['LS-GD-006'], why: 'sku' },
  { q: 'LS-GT-004', skus: ['LS-GT-004'], why: 'sku' },
  { q: 'ls-us-003', skus: ['LS-US-003'], why: 'sku' },
  { q: 'LS-GD', skus: DRESSES, why: 'sku' },
  { q: 'ls-ut', skus: TOYS, why: 'sku' },
  { q: 'LS-BE-00', skus: BOYS_SETS, why: 'sku' },
  { q: 'LS-BB-001-NAVY-120', skus: ['LS-BB-001'], why: 'sku' },
  { q: 'GD-004', skus: ['LS-GD-004'], why: 'sku' },

  // English: occasions and descriptions
  { q: 'eid', skus: EID, why: 'occasion' },
  { q: 'eid dress', skus: ['LS-GD-001'], why: 'occasion' },
  { q: 'national day', skus: NATIONAL_DAY, why: 'occasion' },
  { q: 'ramadan', skus: ['LS-GD-006'], why: 'occasion' },
  { q: 'wedding', skus: ['LS-BE-005', 'LS-GD-004'], why: 'occasion' },
  { q: 'party dress', skus: ['LS-GD-004', 'LS-GD-008'], why: 'occasion' },
  { q: 'beach', skus: ['LS-BB-004', 'LS-BS-004', 'LS-GD-009', 'LS-GE-002'], why: 'occasion' },
  { q: 'school uniform', skus: UNIFORM, why: 'occasion' },
  { q: 'uniform skirt', skus: ['LS-GB-002'], why: 'occasion' },
  { q: 'newborn gift', skus: ['LS-UE-001'], why: 'occasion' },
  { q: 'baby gift set', skus: ['LS-UE-001'], why: 'occasion' },
  { q: 'led shoes', skus: ['LS-BS-001'], why: 'occasion' },
  { q: 'light up shoes', skus: ['LS-BS-001'], why: 'occasion' },
  { q: 'glow in the dark', skus: ['LS-BT-007'], why: 'occasion' },
  { q: 'stem toy', skus: ['LS-UT-009'], why: 'occasion' },
  { q: 'remote control car', skus: ['LS-UT-005'], why: 'occasion' },
  { q: 'wooden toys', skus: ['LS-UT-003'], why: 'occasion' },
  { q: 'teddy bear', skus: ['LS-UT-001'], why: 'occasion' },
  { q: 'bow tie', skus: ['LS-BE-005'], why: 'occasion' },
  { q: 'swim shorts', skus: SWIM, why: 'occasion' },
  { q: 'board shorts', skus: ['LS-BB-004'], why: 'occasion' },
  { q: 'maxi dress', skus: ['LS-GD-009'], why: 'occasion' },
  { q: 'midi dress', skus: ['LS-GD-005'], why: 'occasion' },
  { q: 'summer dress', skus: ['LS-GD-003', 'LS-GD-009'], why: 'occasion' },
  { q: 'tutu dress', skus: ['LS-GB-001', 'LS-GD-004'], why: 'occasion' },
  { q: 'kids jeans', skus: ['LS-BB-005'], why: 'occasion' },
  { q: 'dinosaur t-shirt', skus: ['LS-BT-001'], why: 'occasion' },
  { q: 'dino t-shirt', skus: ['LS-BT-001'], why: 'occasion' },
  { q: 'cargo pants', skus: ['LS-BB-003'], why: 'occasion' },
  { q: 'linen shirt', skus: ['LS-BT-006'], why: 'occasion' },
  { q: 'floral leggings', skus: ['LS-GB-003'], why: 'occasion' },
  { q: 'hiking boots', skus: ['LS-US-003'], why: 'occasion' },
  { q: 'ankle boots', skus: ['LS-GS-003'], why: 'occasion' },
  { q: 'pique polo', skus: ['LS-BT-003'], why: 'word' },
  { q: 'DINOSAUR', skus: DINO, why: 'word' },

  // Arabic: whole names
  { q: 'بيجامة بطبعة ديناصورات', skus: ['LS-BE-004'], why: 'name' },
  { q: 'جلابية العيد المطرزة', skus: ['LS-GD-001'], why: 'name' },
  { q: 'فستان رمضان بطبعة فوانيس', skus: ['LS-GD-006'], why: 'name' },
  { q: 'دبدوب بني كلاسيكي', skus: ['LS-UT-001'], why: 'name' },
  { q: 'هودي قصير بقوس قزح', skus: ['LS-GT-003'], why: 'name' },
  { q: 'تنورة توتو من التول', skus: ['LS-GB-001'], why: 'name' },
  { q: 'كرة قدم للناشئين مقاس 4', skus: ['LS-UT-007'], why: 'name' },
  { q: 'سيارة باجي للكثبان بالتحكم عن بعد', skus: ['LS-UT-005'], why: 'name' },
  { q: 'طقم كندورة مطرزة مع غترة', skus: ['LS-BE-002'], why: 'name' },
  { q: 'حذاء رياضي مضيء بشريط لاصق', skus: ['LS-BS-001'], why: 'name' },

  // Arabic: one distinctive word, or a kind
  { q: 'فستان', skus: DRESSES, why: 'kind' },
  { q: 'كندورة', skus: KANDURA, why: 'word' },
  { q: 'جلابية', skus: ['LS-GD-001'], why: 'word' },
  { q: 'قفطان', skus: KAFTAN, why: 'word' },
  { q: 'عباءة', skus: ['LS-GD-002', 'LS-UT-010'], why: 'word' },
  { q: 'حجاب', skus: ['LS-UT-010'], why: 'word' },
  { q: 'غترة', skus: ['LS-BE-002'], why: 'word' },
  { q: 'دمية', skus: [...DOLLS, ...PLUSH], why: 'kind' },
  { q: 'دبدوب', skus: ['LS-UT-001'], why: 'word' },
  { q: 'بيجامة', skus: PYJAMAS, why: 'kind' },
  { q: 'هودي', skus: HOODIES, why: 'kind' },
  { q: 'تيشيرت', skus: TEES, why: 'kind' },
  { q: 'صندل', skus: SANDALS, why: 'kind' },
  { q: 'بوت', skus: BOOTS, why: 'kind' },
  { q: 'حذاء', skus: SHOES, why: 'kind' },
  { q: 'تنورة', skus: SKIRTS, why: 'kind' },
  { q: 'ليجنز', skus: ['LS-GB-003'], why: 'word' },
  { q: 'بلوزة', skus: BLOUSES, why: 'kind' },
  { q: 'قميص', skus: SHIRTS, why: 'kind' },
  { q: 'شورت', skus: SHORTS, why: 'kind' },
  { q: 'بنطال', skus: TROUSERS, why: 'kind' },
  { q: 'جينز', skus: ['LS-BB-005'], why: 'word' },
  { q: 'ألعاب', skus: TOYS, why: 'kind' },
  { q: 'صاروخ', skus: ROCKETS, why: 'word' },
  { q: 'سيارة', skus: CARS, why: 'kind' },
  { q: 'كرة', skus: BALLS, why: 'kind' },
  { q: 'يونيكورن', skus: ['LS-GT-005'], why: 'word' },
  { q: 'فراشة', skus: ['LS-GT-001'], why: 'word' },
  { q: 'مكعبات', skus: ['LS-UT-003'], why: 'word' },
  { q: 'مخمل', skus: ['LS-GD-008'], why: 'word' },
  { q: 'رمضان', skus: ['LS-GD-006'], why: 'word' },
  { q: 'تشيلسي', skus: ['LS-BS-002'], why: 'word' },
  { q: 'بولو', skus: ['LS-BT-003'], why: 'word' },
  { q: 'هايكنج', skus: ['LS-US-003'], why: 'word' },
  { q: 'جمل', skus: ['LS-UT-002', 'LS-BT-002'], why: 'word' },
  { q: 'سباحة', skus: SWIM, why: 'word' },
  { q: 'زي مدرسي', skus: UNIFORM, why: 'occasion' },
  { q: 'اليوم الوطني', skus: NATIONAL_DAY, why: 'occasion' },
  { q: 'عيد', skus: EID, why: 'occasion' },

  // Arabic: synonyms
  { q: 'فساتين', skus: DRESSES, why: 'synonym' },
  { q: 'بيجاما', skus: PYJAMAS, why: 'synonym' },
  { q: 'ملابس نوم', skus: PYJAMAS, why: 'synonym' },
  { q: 'أحذية', skus: SHOES, why: 'synonym' },
  { q: 'جزمة', skus: SHOES, why: 'synonym' },
  { q: 'بنطلون', skus: TROUSERS, why: 'synonym' },
  { q: 'سروال', skus: TROUSERS, why: 'synonym' },
  { q: 'لعبة', skus: TOYS, why: 'synonym' },
  { q: 'مايوه', skus: SWIM, why: 'synonym' },
  { q: 'ملابس سباحة', skus: SWIM, why: 'synonym' },
  { q: 'سويت شيرت', skus: HOODIES, why: 'synonym' },
  { q: 'تي شيرت', skus: TEES, why: 'spacing' },

  // Arabic: with the article, or لل
  { q: 'الفستان', skus: DRESSES, why: 'article' },
  { q: 'البيجامة', skus: PYJAMAS, why: 'article' },
  { q: 'الهودي', skus: HOODIES, why: 'article' },
  { q: 'الكندورة', skus: KANDURA, why: 'article' },
  { q: 'الجلابية', skus: ['LS-GD-001'], why: 'article' },
  { q: 'الدبدوب', skus: ['LS-UT-001'], why: 'article' },
  { q: 'التنورة', skus: SKIRTS, why: 'article' },
  { q: 'الصندل', skus: SANDALS, why: 'article' },
  { q: 'الحذاء', skus: SHOES, why: 'article' },
  { q: 'القفطان', skus: KAFTAN, why: 'article' },
  { q: 'الصديري', skus: ['LS-BE-005'], why: 'article' },
  { q: 'فستان للبنات', skus: DRESSES, why: 'article' },

  // Arabic: alef with or without hamza
  { q: 'احذية', skus: SHOES, why: 'hamza' },
  { q: 'إحذية', skus: SHOES, why: 'hamza' },
  { q: 'العاب', skus: TOYS, why: 'hamza' },
  { q: 'اوفرول', skus: ['LS-UB-004'], why: 'hamza' },
  { q: 'أوفرول', skus: ['LS-UB-004'], why: 'hamza' },
  { q: 'حذاء اسود', skus: ['LS-BS-001', 'LS-BS-003', 'LS-US-004', 'LS-GS-003'], why: 'hamza' },
  { q: 'قميص ابيض', skus: ['LS-BT-005', 'LS-BT-006', 'LS-BT-003'], why: 'hamza' },
  { q: 'فستان بتطريز انجليزي', skus: ['LS-GD-005'], why: 'hamza' },
  { q: 'فستان ازرق', skus: ['LS-GD-003', 'LS-GD-005', 'LS-GD-006', 'LS-GD-008'], why: 'hamza' },
  { q: 'منصة اطلاق صواريخ', skus: ['LS-UT-008'], why: 'hamza' },

  // Arabic: taa marbuta typed as haa
  { q: 'جلابيه', skus: ['LS-GD-001'], why: 'taa-marbuta' },
  { q: 'بيجامه', skus: PYJAMAS, why: 'taa-marbuta' },
  { q: 'تنوره', skus: SKIRTS, why: 'taa-marbuta' },
  { q: 'كندوره', skus: KANDURA, why: 'taa-marbuta' },
  { q: 'بلوزه', skus: BLOUSES, why: 'taa-marbuta' },
  { q: 'لعبه', skus: TOYS, why: 'taa-marbuta' },
  { q: 'كره قدم', skus: ['LS-UT-007'], why: 'taa-marbuta' },
  { q: 'سياره', skus: CARS, why: 'taa-marbuta' },
  { q: 'احذيه', skus: SHOES, why: 'taa-marbuta' },

  // Arabic: alef maqsura and yeh
  { q: 'حذاء الخطوات الاولي', skus: ['LS-US-001'], why: 'alef-maqsura' },
  { q: 'الخطوات الأولى', skus: ['LS-US-001'], why: 'alef-maqsura' },
  { q: 'فستان صيفى', skus: ['LS-GD-003'], why: 'alef-maqsura' },
  { q: 'صاروخ فضائى', skus: ['LS-UT-009'], why: 'alef-maqsura' },
  { q: 'زى مدرسى', skus: UNIFORM, why: 'alef-maqsura' },
  { q: 'دبدوب كلاسيكى', skus: ['LS-UT-001'], why: 'alef-maqsura' },

  // Arabic: vowel marks and tatweel
  { q: 'فُسْتَان', skus: DRESSES, why: 'harakat' },
  { q: 'بِيجَامَة', skus: PYJAMAS, why: 'harakat' },
  { q: 'دُمْيَة', skus: [...DOLLS, ...PLUSH], why: 'harakat' },
  { q: 'كَنْدُورَة', skus: KANDURA, why: 'harakat' },
  { q: 'هُودِي', skus: HOODIES, why: 'harakat' },
  { q: 'فـستان', skus: DRESSES, why: 'harakat' },

  // Arabic: the last word cut short
  { q: 'فست', skus: DRESSES, why: 'prefix' },
  { q: 'بيجا', skus: PYJAMAS, why: 'prefix' },
  { q: 'كندو', skus: KANDURA, why: 'prefix' },
  { q: 'دينا', skus: DINO, why: 'prefix' },
  { q: 'يونيك', skus: ['LS-GT-005'], why: 'prefix' },
  { q: 'هود', skus: HOODIES, why: 'prefix' },
  { q: 'صند', skus: SANDALS, why: 'prefix' },
  { q: 'مغناط', skus: ['LS-UT-012'], why: 'prefix' },
  { q: 'تيشير', skus: TEES, why: 'prefix' },
  { q: 'جلاب', skus: ['LS-GD-001'], why: 'prefix' },

  // Arabic: typing mistakes
  { q: 'فستن', skus: DRESSES, why: 'typo' },
  { q: 'جلبية', skus: ['LS-GD-001'], why: 'typo' },
  { q: 'بيجمة', skus: PYJAMAS, why: 'typo' },
  { q: 'كندورا', skus: KANDURA, why: 'typo' },
  { q: 'ددبوب', skus: ['LS-UT-001'], why: 'typo' },
  { q: 'يونيكون', skus: ['LS-GT-005'], why: 'typo' },
  { q: 'هايكينج', skus: ['LS-US-003'], why: 'typo' },
  { q: 'تيشرت', skus: TEES, why: 'typo' },
  { q: 'مغنطيسية', skus: ['LS-UT-012'], why: 'typo' },
  { q: 'قفطن', skus: KAFTAN, why: 'typo' },
  { q: 'صاروح', skus: ROCKETS, why: 'typo' },
  { q: 'ديناسور', skus: DINO, why: 'typo' },
  { q: 'ديناسورت', skus: DINO, why: 'typo-2' },

  // Arabic: plurals, sound and broken
  { q: 'ديناصورات', skus: DINO, why: 'plural' },
  { q: 'صواريخ', skus: ROCKETS, why: 'plural' },
  { q: 'صنادل', skus: SANDALS, why: 'plural' },
  { q: 'تنانير', skus: SKIRTS, why: 'plural' },
  { q: 'قمصان', skus: SHIRTS, why: 'plural' },
  { q: 'دمى', skus: [...DOLLS, ...PLUSH], why: 'plural' },
  { q: 'سيارات', skus: CARS, why: 'plural' },
  { q: 'بناطيل', skus: TROUSERS, why: 'plural' },

  // Arabic: a colour and a kind
  { q: 'فستان احمر', skus: ['LS-GD-007'], why: 'colour' },
  { q: 'فستان أحمر', skus: ['LS-GD-007'], why: 'colour' },
  { q: 'حذاء وردي', skus: ['LS-US-001', 'LS-GS-001', 'LS-GS-003'], why: 'colour' },
  { q: 'صندل ذهبي', skus: ['LS-GS-001'], why: 'colour' },
  { q: 'هودي رمادي', skus: ['LS-BT-004', 'LS-GT-003'], why: 'colour' },
  { q: 'بوت بني', skus: ['LS-BS-002', 'LS-US-003'], why: 'colour' },
  { q: 'فستان ذهبي', skus: ['LS-GD-004'], why: 'colour' },
  { q: 'تيشيرت ابيض', skus: ['LS-BT-001', 'LS-GT-001', 'LS-UE-003'], why: 'colour' },
  { q: 'شورت كحلي', skus: ['LS-BB-001', 'LS-BB-004', 'LS-UB-003'], why: 'colour' },
  { q: 'سيارة صفراء', skus: ['LS-UT-004'], why: 'colour' },
  { q: 'تنورة وردية', skus: ['LS-GB-001'], why: 'colour' },

  // Arabic: a gender group and a kind
  { q: 'احذية بنات', skus: [...GIRLS_SHOES, ...UNISEX_SHOES], why: 'category' },
  { q: 'فساتين بنات', skus: DRESSES, why: 'category' },
  { q: 'بيجامة اولاد', skus: ['LS-BE-004'], why: 'category' },
  { q: 'بيجامة بنات', skus: ['LS-GE-004'], why: 'category' },
  { q: 'تيشيرت ولد', skus: ['LS-BT-001', 'LS-BT-002', 'LS-BT-007', 'LS-UE-003'], why: 'category' },
  { q: 'قميص أولاد', skus: SHIRTS, why: 'category' },
  { q: 'ملابس اولاد', skus: BOYS_CLOTHES, why: 'category' },
  { q: 'العاب اطفال', skus: TOYS, why: 'category' },
  { q: 'مواليد', skus: BABY, why: 'category' },
];

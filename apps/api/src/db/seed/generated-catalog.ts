import { SEED_PRODUCTS } from './catalog-data';
import { SEED_COLOURS_AR, SEED_PRODUCTS_AR } from './catalog-data-ar';
import { colorImageUrls } from './catalog-images';
import { seededRandom } from './seed-random';
import type { SeedColor, SeedProduct } from './seed-types';

/**
 * Products made up to grow the catalogue for benchmarks (`seed --products N`). Each one is a
 * variation of a demo product (its kind, colours, sizes and images), so it looks like the store's own and
 * needs no artwork of its own. Product number n always gives the same product.
 */
export interface GeneratedProduct extends Omit<SeedProduct, 'art'> {
  /** The demo product's Arabic name followed by the Arabic of the English name's first words. */
  nameAr: string;
  /** The demo product's Arabic description. */
  descriptionAr: string;
  /** Each colour's Arabic name, in the order of `colors` ('' for a colour the demo has none for). */
  colorNamesAr: string[];
  /** The demo product's image URLs, one list per colour, in the order of `colors`. */
  imagesByColor: string[][];
  /** How long before the seeding the product was added. */
  ageMs: number;
}

/**
 * The words a generated product's name starts with, and the same words in Arabic, which follow the demo
 * product's Arabic name (an Arabic name's qualifiers come after the noun). Each Arabic rendering is a phrase
 * ("للصيف", "من القطن العضوي") rather than an adjective, so it agrees with any product's noun.
 */
const NAME_PREFIXES: readonly (readonly [english: string, arabic: string])[] = [
  ['Everyday', 'للاستخدام اليومي'],
  ['Organic Cotton', 'من القطن العضوي'],
  ['Summer', 'للصيف'],
  ['Soft-Touch', 'بلمسة ناعمة'],
  ['Classic', 'بطابع كلاسيكي'],
  ['Weekend', 'لعطلة نهاية الأسبوع'],
  ['Playtime', 'لوقت اللعب'],
  ['Holiday', 'للعطلات'],
  ['Breezy', 'بخامة خفيفة'],
  ['Cosy', 'للدفء والراحة'],
  ['Premium', 'بجودة فاخرة'],
  ['Eco', 'بخامات صديقة للبيئة'],
  ['Little Explorer', 'للمستكشف الصغير'],
  ['Party', 'للحفلات'],
  ['Eid', 'للعيد'],
  ['Back-to-School', 'للعودة إلى المدرسة'],
  ['Beach Day', 'ليوم الشاطئ'],
  ['Adventure', 'للمغامرات'],
  ['Rainbow', 'بألوان قوس قزح'],
  ['Garden Party', 'لحفلات الحديقة'],
  ['Desert Sun', 'لشمس الصحراء'],
  ['City', 'للمدينة'],
  ['Sunny Days', 'للأيام المشمسة'],
  ['Essential', 'من الأساسيات'],
];

const DAY_MS = 86_400_000;
/** Older than every demo product, which are spread over about three weeks (seed-catalog.ts). */
const OLDEST_DEMO_AGE_MS = 21 * DAY_MS;
const AGE_STEP_MS = 47 * 60_000;
const PRICE_FACTOR_MIN = 0.8;
const PRICE_FACTOR_SPREAD = 0.5;
const MIN_PRICE_AED = 19;

function share(test: (product: SeedProduct) => boolean): number {
  return SEED_PRODUCTS.filter(test).length / SEED_PRODUCTS.length;
}

/** The demo catalogue's own rates, so a grown catalogue reads like it. */
const RATES = {
  flashsale: share((p) => p.flashsale),
  bestseller: share((p) => p.bestseller),
  bestofkids: share((p) => p.bestofkids),
  soldOut: share((p) => p.soldOut === true),
};
const FLASH_DISCOUNTS = SEED_PRODUCTS.filter((p) => p.flashsale).map((p) => p.flashDiscount);

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

/** A price like the demo's: near the template's, ending in 9 (49, 119…). */
function priceNear(templateAed: number, random: () => number): number {
  const aed = templateAed * (PRICE_FACTOR_MIN + random() * PRICE_FACTOR_SPREAD);
  return Math.max(MIN_PRICE_AED, Math.round(aed / 10) * 10 - 1);
}

/** The colours from a random first one on, so listings do not repeat one template's first image. */
function rotated(colors: readonly SeedColor[], random: () => number): SeedColor[] {
  const start = Math.floor(random() * colors.length);
  return [...colors.slice(start), ...colors.slice(0, start)];
}

/** The sku's 'LS-XY-' prefix names the category and kind, as in the demo catalogue (catalog-data.ts). */
function generatedSku(template: SeedProduct, number: number): string {
  return `${template.sku.slice(0, template.sku.lastIndexOf('-') + 1)}${String(number).padStart(5, '0')}`;
}

/** Product number `number` (1-based position in the catalogue, past the demo's) of a grown catalogue. */
export function generatedProduct(number: number): GeneratedProduct {
  const random = seededRandom(`generated-${number}`);
  const template = pick(SEED_PRODUCTS, random);
  const colors = rotated(template.colors, random);
  const flashsale = random() < RATES.flashsale;
  const [prefix, prefixAr] = pick(NAME_PREFIXES, random);
  const arabic = SEED_PRODUCTS_AR[template.sku];
  return {
    name: `${prefix} ${template.name}`,
    nameAr: arabic ? `${arabic.name} ${prefixAr}` : '',
    sku: generatedSku(template, number),
    description: template.description,
    descriptionAr: arabic?.description ?? '',
    category: template.category,
    subCategory: template.subCategory,
    priceAed: priceNear(template.priceAed, random),
    // A random demo product's discount keeps the demo's mix of full-price and discounted products.
    discount: pick(SEED_PRODUCTS, random).discount,
    flashsale,
    flashDiscount: flashsale ? pick(FLASH_DISCOUNTS, random) : 0,
    bestseller: random() < RATES.bestseller,
    bestofkids: random() < RATES.bestofkids,
    colors,
    colorNamesAr: colors.map((color) => SEED_COLOURS_AR[color.name] ?? ''),
    sizes: template.sizes,
    soldOut: random() < RATES.soldOut,
    imagesByColor: colors.map((color) => colorImageUrls(template, color)),
    ageMs: OLDEST_DEMO_AGE_MS + number * AGE_STEP_MS,
  };
}

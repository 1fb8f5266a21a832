import { CATEGORY_LABEL } from '@souq/shared/catalog/categories';
import { colourNameIn, productNameIn } from '@souq/shared/catalog/product-language';
import {
  PRODUCT_CARD_SIZES,
  PRODUCT_PAGE_SIZES,
  uploadedSrcSet,
} from '@souq/shared/catalog/uploaded-pictures';
import { HERO_SLIDES } from '@souq/shared/home/hero-slides';
import { type Locale, localePath } from '@souq/shared/i18n/locales';
import type { PreviewTexts } from '@souq/shared/i18n/messages-manifest';
import type { Product } from '@souq/shared/schemas/product';
import { escapeAttribute, escapeText } from './html-escape';

/*
 * What the home page, the listing and a product page show first, painted from the HTML before the scripts
 * run, roughly where the app will put it: the header's band, then the pictures and names. The app's first
 * render replaces it. The classes are the storefront's own (the pages' layouts, e.g. PRODUCT_GRID_CLASS),
 * so its stylesheet already has them, and the words the app's own, in the page's language (the build's
 * messages manifest carries them).
 */

const LISTING_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:gap-5 xl:grid-cols-4';
const PREVIEW_BAND =
  '<style>.souq-preview-band{height:148px;background:#1e2a4a}' +
  '@media (min-width:768px){.souq-preview-band{height:96px}}</style><div class="souq-preview-band"></div>';
/** The listing shows this many cards before anything else could: two rows on a phone. */
const LISTING_PREVIEW_CARDS = 4;
const PAGE_HEADING = 'text-2xl font-extrabold tracking-tight text-navy-800 sm:text-3xl';

const home = (locale: Locale) => localePath(locale, '/');

/** An uploaded picture's srcset and sizes attributes, as the app's ProductImage writes them; none for others. */
function widthsOf(image: string, sizes: string): string {
  const srcset = uploadedSrcSet(image);
  return srcset ? ` srcset="${escapeAttribute(srcset)}" sizes="${escapeAttribute(sizes)}"` : '';
}

/** A page's trail (apps/web/src/shared/ui/breadcrumb.tsx): links to the pages above it, then this page. */
function breadcrumb(trail: readonly { href: string; label: string }[], current: string): string {
  const steps = trail.map(
    ({ href, label }) =>
      `<li class="flex items-center gap-x-2"><a href="${escapeAttribute(href)}" class="inline-flex min-h-11 items-center rounded">${escapeText(label)}</a><span aria-hidden="true">/</span></li>`,
  );
  return [
    '<nav aria-label="Breadcrumb" class="mb-2 text-sm text-navy-600 sm:mb-4"><ol class="flex flex-wrap items-center gap-x-2">',
    ...steps,
    `<li aria-current="page" class="font-semibold text-navy-800">${escapeText(current)}</li></ol></nav>`,
  ].join('');
}

/**
 * The listing's first cards (picture and name) where products-page.tsx puts them: under its trail and
 * heading, beside the filters' sidebar from md up, below the toolbar's row. Null with no picture to show.
 */
export function listingPreview(
  products: readonly Product[],
  texts: PreviewTexts,
  locale: Locale,
): string | null {
  const cards = products.slice(0, LISTING_PREVIEW_CARDS).flatMap((product, index) => {
    const image = product.image[0];
    if (!image) return [];
    const name = productNameIn(product, locale);
    return [
      '<div class="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">',
      '<div class="relative aspect-[3/4] bg-navy-50">',
      `<img src="${escapeAttribute(image)}"${widthsOf(image, PRODUCT_CARD_SIZES)} alt="${escapeAttribute(name)}" width="600" height="800"`,
      `${index === 0 ? ' fetchpriority="high"' : ''} class="h-full w-full object-cover" /></div>`,
      `<p class="p-3 text-sm font-bold text-navy-800">${escapeText(name)}</p></div>`,
    ];
  });
  if (cards.length === 0) return null;
  return [
    PREVIEW_BAND,
    '<div class="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">',
    breadcrumb([{ href: home(locale), label: texts['nav.home'] }], texts['nav.allCollections']),
    `<h1 class="${PAGE_HEADING}">${escapeText(texts['nav.allCollections'])}</h1><p class="mt-1 min-h-6"></p>`,
    '<div class="mt-4 grid grid-cols-1 gap-4 md:grid-cols-[11rem_minmax(0,1fr)] md:items-start md:gap-x-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-8">',
    '<div class="min-h-11 md:col-start-2 md:row-start-1"></div>',
    '<div class="hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 md:col-start-1 md:row-span-2 md:row-start-1 md:block">',
    `<p class="border-b border-navy-100 pb-3 text-sm font-extrabold tracking-wide text-navy-800">${escapeText(texts['listing.filtersHeading'])}</p></div>`,
    `<div class="md:col-start-2 md:row-start-2"><div class="${LISTING_GRID}">${cards.join('')}</div></div>`,
    '</div></div>',
  ].join('');
}

/** The home page's largest paint: its first hero slide, as hero-carousel.tsx lays it out. */
export const HOME_HERO = HERO_SLIDES[0];
const homeHeroSlide = (texts: PreviewTexts, locale: Locale) =>
  [
    `<a href="${localePath(locale, '/products')}" class="relative block h-96 overflow-hidden lg:h-[28rem]">`,
    `<img src="${HOME_HERO.image}" alt="" width="1600" height="640" fetchpriority="high"`,
    ' class="absolute inset-0 h-full w-full object-cover object-[70%_center] sm:object-right rtl:-scale-x-100" />',
    '<div class="relative mx-auto flex h-full max-w-7xl items-end px-4 pb-5 sm:items-center sm:px-16 sm:pb-0">',
    '<div class="max-w-xs rounded-3xl bg-cream/90 p-4 shadow-sm backdrop-blur-sm sm:max-w-md sm:p-7">',
    `<h2 class="text-xl font-extrabold tracking-tight text-navy-800 sm:text-4xl">${escapeText(texts[HOME_HERO.title])}</h2>`,
    `<p class="mt-2 hidden text-navy-600 sm:block">${escapeText(texts[HOME_HERO.text])}</p>`,
    `<span class="mt-3 inline-flex min-h-11 items-center justify-center rounded-full bg-coral-600 px-5 py-2.5 text-sm font-bold text-white sm:mt-4">${escapeText(texts['home.shopNow'])}</span>`,
    '</div></div></a>',
  ].join('');

/**
 * The home page under its first-visit loader (about 0.5 s): the header's band and the first hero slide,
 * its picture already fetched and painted when the loader goes. The loader goes by itself after 0.5 s, so
 * a phone still starting the app shows the page's top rather than a loader that outstays its time.
 */
export function homePreview(loader: string, texts: PreviewTexts, locale: Locale): string {
  return [
    '<style>.souq-preview-loader{animation:souq-preview-loader-ends 0s .5s forwards}',
    '@keyframes souq-preview-loader-ends{to{visibility:hidden}}</style>',
    PREVIEW_BAND,
    homeHeroSlide(texts, locale),
    `<div class="souq-preview-loader">${loader}</div>`,
  ].join('');
}

/** A product page's trail, picture (`image`, the one it opens on) and name. */
export function productPreview(product: Product, image: string, texts: PreviewTexts, locale: Locale): string {
  const variant = product.variants[0];
  const name = productNameIn(product, locale);
  const alt = variant
    ? texts['product.imageAltColor'].replace('{name}', name).replace('{color}', colourNameIn(variant, locale))
    : name;
  return [
    PREVIEW_BAND,
    '<div class="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">',
    breadcrumb(
      [
        { href: home(locale), label: texts['nav.home'] },
        {
          href: localePath(locale, `/products?category=${encodeURIComponent(product.category)}`),
          label: texts[CATEGORY_LABEL[product.category]],
        },
      ],
      name,
    ),
    '<div class="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">',
    '<div class="min-w-0 overflow-hidden rounded-3xl bg-navy-50">',
    `<img src="${escapeAttribute(image)}"${widthsOf(image, PRODUCT_PAGE_SIZES)} alt="${escapeAttribute(alt)}" width="600" height="800"`,
    ' fetchpriority="high" class="aspect-[3/4] w-full object-cover" /></div>',
    `<div class="min-w-0"><h1 class="${PAGE_HEADING}">${escapeText(name)}</h1></div>`,
    '</div></div>',
  ].join('');
}

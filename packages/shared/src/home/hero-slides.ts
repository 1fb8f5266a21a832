/**
 * Home page: the hero's three slides. The storefront shows them (hero-carousel.tsx) and the server
 * paints the first one into the home page's HTML before the app starts (apps/api/src/plugins/storefront/storefront-html.ts).
 */
export const HERO_SLIDES = [
  {
    image: '/art/hero-1.webp',
    title: 'Little outfits, big adventures',
    text: 'Play-ready clothes for every day, in sizes 80 to 170.',
  },
  {
    image: '/art/hero-2.webp',
    title: 'Step into the new season',
    text: 'Comfy shoes from EU 21 to 42, for first steps and school runs.',
  },
  {
    image: '/art/hero-3.webp',
    title: 'Toys they will treasure',
    text: 'Soft friends, building sets and puzzles for curious minds.',
  },
] as const;

export type HeroSlide = (typeof HERO_SLIDES)[number];

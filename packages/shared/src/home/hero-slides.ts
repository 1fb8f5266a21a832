/**
 * Home page: the hero's three slides, each with the message ids of its title and text (the storefront's
 * catalogues hold the words). The storefront shows them (hero-carousel.tsx) and the server paints the first
 * one into the home page's HTML before the app starts (apps/api/src/plugins/storefront/page-previews.ts).
 */
export const HERO_SLIDES = [
  { image: '/art/hero-1.webp', title: 'home.hero1Title', text: 'home.hero1Text' },
  { image: '/art/hero-2.webp', title: 'home.hero2Title', text: 'home.hero2Text' },
  { image: '/art/hero-3.webp', title: 'home.hero3Title', text: 'home.hero3Text' },
] as const;

export type HeroSlide = (typeof HERO_SLIDES)[number];

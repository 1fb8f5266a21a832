import { z } from 'zod';
// With their extensions: the web build's Vite config loads this file itself (apps/web/vite-plugins).
import { CATEGORY_LABEL } from '../catalog/categories.ts';
import { HERO_SLIDES } from '../home/hero-slides.ts';
import { LOCALES } from './locales.ts';

/** Where the web build writes what it tells the server about its message catalogues (beside Vite's manifest). */
export const MESSAGES_MANIFEST_PATH = '.vite/messages.json';

/**
 * The messages the server paints a landing page's first view with, before the app has started
 * (apps/api/src/plugins/storefront/page-previews.ts): the home page's first hero slide, the listing's and a
 * product page's trail and headings, a picture's description.
 */
export const PREVIEW_MESSAGE_IDS = [
  HERO_SLIDES[0].title,
  HERO_SLIDES[0].text,
  'home.shopNow',
  'nav.home',
  'nav.allCollections',
  'listing.filtersHeading',
  'product.imageAltColor',
  ...Object.values(CATEGORY_LABEL),
] as const;
export type PreviewMessageId = (typeof PREVIEW_MESSAGE_IDS)[number];

const previewTextsSchema = z.record(z.enum(PREVIEW_MESSAGE_IDS), z.string());
export type PreviewTexts = z.infer<typeof previewTextsSchema>;

/**
 * A language's catalogue in two parts: `start`, what the app's first view shows (the home page, the header,
 * the footer), which the app waits for before it first renders, and `rest`, loaded with any other screen.
 * Each names its script files in the order to ask for them; English's start ships inside the main script.
 */
const catalogueFilesSchema = z.object({ start: z.array(z.string()), rest: z.array(z.string()) });
export type CatalogueFiles = z.infer<typeof catalogueFilesSchema>;

export const messagesManifestSchema = z.object({
  files: z.record(z.enum(LOCALES), catalogueFilesSchema),
  /** The preview's messages in each language, as ICU messages (`{name}` marks a part that varies). */
  previews: z.record(z.enum(LOCALES), previewTextsSchema),
});
export type MessagesManifest = z.infer<typeof messagesManifestSchema>;

import { z } from 'zod';

/** Where the web build writes the manifest, inside its output folder (beside Vite's own manifest). */
export const LANDING_PAGES_MANIFEST_PATH = '.vite/landing-pages.json';

/** A landing page's own files, beyond what index.html loads for every page, in the order to ask for them. */
export const landingPageFilesSchema = z.object({
  js: z.array(z.string()),
  css: z.array(z.string()),
});
export type LandingPageFiles = z.infer<typeof landingPageFilesSchema>;

/**
 * What the web build tells the server about each page shoppers land on from outside the store, whose HTML
 * the server paints ahead of the app (paths relative to the build's root).
 */
export const landingPagesManifestSchema = z.object({
  home: landingPageFilesSchema,
  listing: landingPageFilesSchema,
  product: landingPageFilesSchema,
});
export type LandingPagesManifest = z.infer<typeof landingPagesManifestSchema>;
export type LandingPageKind = keyof LandingPagesManifest;
export const LANDING_PAGE_KINDS = landingPagesManifestSchema.keyof().options;

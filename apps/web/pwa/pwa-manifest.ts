import type { ManifestOptions } from 'vite-plugin-pwa';
// By path, not '@souq/shared/…': Vite bundles the config's relative imports, but hands package imports to
// Node, which cannot load the shared package's TypeScript sources.
import { STORE_NAME } from '../../../packages/shared/src/config/store.ts';

/** The palette tokens of src/styles.css that the installed app's chrome and icons use. */
export const PWA_COLORS = {
  /** --color-cream: the page background, shown while the installed app starts. */
  background: '#fff8f0',
  /** --color-navy-800: the header, so the status bar runs on from it. */
  theme: '#1e2a4a',
} as const;

export const STORE_DESCRIPTION = 'Children’s clothing, shoes and toys, delivered across the UAE.';

/** The PNG icons scripts/generate-pwa-assets.ts draws into public/, by file name and edge in px. */
export const PWA_ICONS = {
  any192: { file: 'icons/pwa-192.png', size: 192 },
  any512: { file: 'icons/pwa-512.png', size: 512 },
  maskable512: { file: 'icons/pwa-maskable-512.png', size: 512 },
  appleTouch: { file: 'apple-touch-icon.png', size: 180 },
} as const;

function icon({ file, size }: { file: string; size: number }, purpose: 'any' | 'maskable') {
  return { src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose };
}

/** The web app manifest: what Chromium needs to offer "Install" and how the installed store looks. */
export const storefrontManifest: Partial<ManifestOptions> = {
  id: '/',
  name: STORE_NAME,
  short_name: STORE_NAME,
  description: STORE_DESCRIPTION,
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: PWA_COLORS.background,
  theme_color: PWA_COLORS.theme,
  categories: ['shopping', 'kids'],
  icons: [
    icon(PWA_ICONS.any192, 'any'),
    icon(PWA_ICONS.any512, 'any'),
    icon(PWA_ICONS.maskable512, 'maskable'),
  ],
};

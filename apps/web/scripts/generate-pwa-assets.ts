/// <reference types="node" />
/**
 * Draws the installable app's PNG icons and writes its offline page into apps/web/public/, from the store's
 * logo (public/art/logo.svg), name and palette, so both can be remade when any of them changes.
 * Run from the repo root: npx tsx apps/web/scripts/generate-pwa-assets.ts
 * Renders with Debian's Chromium (CHROMIUM_PATH to use another); the machines cannot download browsers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORE_NAME } from '@souq/shared/config/store';
import { type Browser, chromium } from 'playwright-core';
import { PWA_COLORS, PWA_ICONS } from '../pwa/pwa-manifest.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const LOGO_VIEWBOX = 64;

/** The logo's drawing without its outer <svg>, to nest at any size. */
const logoBody = readFileSync(path.join(PUBLIC_DIR, 'art/logo.svg'), 'utf8')
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

interface IconLook {
  /** The logo's edge as a share of the icon's edge. */
  logoShare: number;
  /** Corner radius of the cream tile as a share of the edge; 0 fills the square edge to edge. */
  cornerShare: number;
}

/**
 * "any" icons sit on a rounded tile; maskable and Apple icons fill the square because the platform cuts
 * its own shape. A maskable icon's launcher may keep only the centre circle of 40 % radius; no point of the
 * logo's drawing lies more than 0.55 of its edge from its centre, so at 66 % it stays inside (0.36).
 */
const LOOKS = {
  any: { logoShare: 0.72, cornerShare: 0.22 },
  maskable: { logoShare: 0.66, cornerShare: 0 },
  apple: { logoShare: 0.68, cornerShare: 0 },
} satisfies Record<string, IconLook>;

function iconSvg(size: number, { logoShare, cornerShare }: IconLook): string {
  const logo = size * logoShare;
  const offset = (size - logo) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${size * cornerShare}" fill="${PWA_COLORS.background}"/>`,
    `<svg x="${offset}" y="${offset}" width="${logo}" height="${logo}" viewBox="0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}">`,
    logoBody,
    '</svg></svg>',
  ].join('');
}

async function renderPng(browser: Browser, svg: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  try {
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    return await page.screenshot({ type: 'png', omitBackground: true });
  } finally {
    await page.close();
  }
}

/**
 * The page the service worker answers a navigation with when the network is down and nothing cached fits.
 * Scripts are not allowed inline (CSP script-src 'self'): Retry is wired by public/offline.js.
 */
function offlinePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${PWA_COLORS.theme}" />
    <meta name="robots" content="noindex" />
    <title>You are offline — ${STORE_NAME}</title>
    <script src="/offline.js" defer></script>
    <style>
      body {
        margin: 0;
        min-height: 100vh;
        display: flex;
        flex-direction: column;
        background: ${PWA_COLORS.background};
        color: #1e2a4a;
        font-family: ui-rounded, "Segoe UI", system-ui, sans-serif;
      }
      header {
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 10px 16px;
        background: #1e2a4a;
        color: #fff;
        font-size: 1.125rem;
        font-weight: 800;
      }
      main {
        flex: 1;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: 12px;
        padding: 32px 24px;
        text-align: center;
      }
      h1 {
        margin: 16px 0 0;
        font-size: 1.75rem;
      }
      p {
        margin: 0;
        max-width: 28rem;
        color: #3a4770;
        line-height: 1.5;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: 12px;
        margin-top: 12px;
      }
      .actions a,
      .actions button {
        display: inline-flex;
        align-items: center;
        min-height: 44px;
        padding: 0 24px;
        border: 2px solid #1e2a4a;
        border-radius: 9999px;
        color: #1e2a4a;
        background: #fff;
        font: inherit;
        font-weight: 700;
        text-decoration: none;
        cursor: pointer;
      }
      .actions .primary {
        border-color: #c9402f;
        background: #c9402f;
        color: #fff;
      }
      :focus-visible {
        outline: 3px solid #f26b5b;
        outline-offset: 2px;
      }
    </style>
  </head>
  <body>
    <header>
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}">${logoBody}</svg>
      <span>${STORE_NAME}</span>
    </header>
    <main>
      <svg aria-hidden="true" width="96" height="96" viewBox="0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}">${logoBody}</svg>
      <h1>You are offline</h1>
      <p>This page needs a connection and it is not saved on this device yet. Check your connection and try again; the pages you have visited still open.</p>
      <div class="actions">
        <button id="retry" class="primary" type="button">Retry</button>
        <a href="/">Go to the home page</a>
      </div>
    </main>
  </body>
</html>
`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(path.join(PUBLIC_DIR, 'icons'), { recursive: true });
  const icons = [
    { ...PWA_ICONS.any192, look: LOOKS.any },
    { ...PWA_ICONS.any512, look: LOOKS.any },
    { ...PWA_ICONS.maskable512, look: LOOKS.maskable },
    { ...PWA_ICONS.appleTouch, look: LOOKS.apple },
  ];
  for (const { file, size, look } of icons) {
    writeFileSync(path.join(PUBLIC_DIR, file), await renderPng(browser, iconSvg(size, look), size));
    console.log(`wrote public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(PUBLIC_DIR, 'offline.html'), offlinePage());
console.log('wrote public/offline.html');

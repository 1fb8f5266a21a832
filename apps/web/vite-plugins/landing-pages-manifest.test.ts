// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LANDING_PAGES_MANIFEST_PATH,
  type LandingPagesManifest,
  landingPagesManifestSchema,
} from '../../../packages/shared/src/routes/landing-pages';
import { landingPagesManifest } from './landing-pages-manifest';

/** A small app shaped like the storefront: the home page ships in the main script, two pages load lazily. */
const APP = {
  'index.html':
    '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  'home.ts': "export const home = () => 'HOME-PAGE';",
  'widget.ts': "export const widget = (name: string) => ['WIDGET', name].join(' ');",
  'pages/listing.ts': "import { widget } from '../widget';\nexport default () => widget('LISTING-PAGE');",
  'pages/product.ts':
    "import './product.css';\nimport { widget } from '../widget';\nexport default () => widget('PRODUCT-PAGE');",
  'pages/product.css': '.product-page { color: red }',
};

const mainScript = (listing: string, productMark = '/* landing-page: product */ ') =>
  [
    "import { home } from /* landing-page: home */ './home';",
    'document.body.append(home());',
    `void import(/* landing-page: listing */ '${listing}').then((page) => page.default());`,
    `void import(${productMark}'./pages/product').then((page) => page.default());`,
  ].join('\n');

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'souq-landing-'));
  await mkdir(path.join(root, 'pages'));
  for (const [file, text] of Object.entries(APP)) await writeFile(path.join(root, file), text);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function buildApp(
  main: string,
): Promise<{ manifest: LandingPagesManifest; read(file: string): Promise<string> }> {
  await writeFile(path.join(root, 'main.ts'), main);
  const outDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [landingPagesManifest()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  const json = await readFile(path.join(outDir, LANDING_PAGES_MANIFEST_PATH), 'utf8');
  return {
    manifest: landingPagesManifestSchema.parse(JSON.parse(json)),
    read: (file) => readFile(path.join(outDir, file), 'utf8'),
  };
}

/** The text of every file a page names, to tell which page's code it is. */
const codeOf = async (files: string[], read: (file: string) => Promise<string>) =>
  (await Promise.all(files.map(read))).join('\n');

describe('the landing pages manifest', () => {
  it("names each page's own files, its code first, and nothing the main script brings", async () => {
    const { manifest, read } = await buildApp(mainScript('./pages/listing'));
    expect(manifest.home).toEqual({ js: [], css: [] });
    for (const [kind, text] of [
      ['listing', 'LISTING-PAGE'],
      ['product', 'PRODUCT-PAGE'],
    ] as const) {
      const { js } = manifest[kind];
      expect(await read(js[0] ?? '')).toContain(text);
      // The widget both pages import is its own chunk, named for each.
      expect(await codeOf(js, read)).toContain('WIDGET');
      expect(await codeOf(js, read)).not.toContain('HOME-PAGE');
    }
    expect(manifest.listing.css).toEqual([]);
    expect(manifest.product.css).toHaveLength(1);
    expect(await read(manifest.product.css[0] ?? '')).toContain('.product-page');
  });

  it('still finds a page whose module was renamed and moved', async () => {
    const moved = path.join(root, 'pages', 'catalog');
    await mkdir(moved);
    await writeFile(
      path.join(moved, 'all-products.ts'),
      APP['pages/listing.ts'].replace('../widget', '../../widget'),
    );
    await rm(path.join(root, 'pages', 'listing.ts'));
    const { manifest, read } = await buildApp(mainScript('./pages/catalog/all-products'));
    expect(await read(manifest.listing.js[0] ?? '')).toContain('LISTING-PAGE');
  });

  it('fails the build when a landing page has no marked import', async () => {
    await expect(buildApp(mainScript('./pages/listing', ''))).rejects.toThrow(/product landing page/);
  });
});

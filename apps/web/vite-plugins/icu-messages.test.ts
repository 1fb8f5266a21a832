// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGES_MANIFEST_PATH,
  messagesManifestSchema,
  PREVIEW_MESSAGE_IDS,
} from '../../../packages/shared/src/i18n/messages-manifest';
import { icuMessages } from './icu-messages';

const CATALOGUES = 'src/shared/i18n/messages';

/** A catalogue holding the previews' messages, one of the first view's (home) and one of a later screen's. */
const catalogue = (word: string) => ({
  ...Object.fromEntries(PREVIEW_MESSAGE_IDS.map((id) => [id, `${word} ${id}`])),
  'home.heading': `${word} home`,
  'checkout.title': `${word} checkout {count, plural, one {# item} other {# items}}`,
});

/** A small app loading its catalogues as the storefront does: English's first part with it, the rest later. */
const main = (firstScriptShows: string) =>
  [
    `import start from './${CATALOGUES}/en.json?start';`,
    `document.body.append(JSON.stringify(start), ${JSON.stringify(firstScriptShows)});`,
    `void import('./${CATALOGUES}/en.json?rest').then((rest) => document.body.append(JSON.stringify(rest)));`,
    `void import('./${CATALOGUES}/ar.json?start');`,
    `void import('./${CATALOGUES}/ar.json?rest');`,
  ].join('\n');

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'souq-messages-'));
  await mkdir(path.join(root, CATALOGUES), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  );
  for (const [locale, word] of [
    ['en', 'English'],
    ['ar', 'Arabic'],
  ]) {
    await writeFile(path.join(root, CATALOGUES, `${locale}.json`), JSON.stringify(catalogue(word)));
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function buildApp(firstScriptShows: string) {
  await writeFile(path.join(root, 'main.ts'), main(firstScriptShows));
  const outDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [icuMessages()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
  return { manifest: messagesManifestSchema.parse(JSON.parse(await read(MESSAGES_MANIFEST_PATH))), read };
}

describe('the message catalogues in the build', () => {
  it('split each language in two parts, parsed, and tell the server their files and the previews', async () => {
    const { manifest, read } = await buildApp('home.heading');
    // English's first part is inside the main script; every other part is a file of its own.
    expect(manifest.files.en.start).toEqual([]);
    const [arabicStart = ''] = manifest.files.ar.start;
    const [arabicRest = ''] = manifest.files.ar.rest;
    const [englishRest = ''] = manifest.files.en.rest;
    expect(await read(arabicStart)).toContain('Arabic home');
    expect(await read(arabicStart)).not.toContain('checkout.title');
    expect(await read(arabicRest)).toContain('checkout.title');
    expect(await read(arabicRest)).not.toContain('home.heading');
    // Parsed ahead: the plural arrives as its parts, not as ICU text for the browser to parse.
    expect(await read(englishRest)).not.toContain('{count, plural');
    expect(await read(englishRest)).toContain('English checkout ');
    expect(manifest.previews.ar['home.shopNow']).toBe('Arabic home.shopNow');
    expect(manifest.previews.en['product.imageAltColor']).toBe('English product.imageAltColor');
  });

  it('fail the build when the first script shows a message that loads only with a later screen', async () => {
    await expect(buildApp('checkout.title')).rejects.toThrow(
      /The first script shows messages that load only with later screens: checkout\.title/,
    );
  });
});

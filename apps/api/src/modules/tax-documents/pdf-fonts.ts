/// <reference types="pdfkit" />
import { createRequire } from 'node:module';
import { type Font, openSync } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit 0.20 also takes a font fontkit has parsed (its changelog); @types/pdfkit 0.17 predates that. */
      registerFont(name: string, src: Font): this;
    }
  }
}

/**
 * The faces a tax document is drawn in, all from npm packages so `npm install` is all a machine needs. IBM Plex
 * Sans for Latin text: its figures are all one width, so amounts line up in their columns. Tajawal for Arabic:
 * each of its letter forms is a glyph of its own, so the PDF can say which letter each glyph is and a reader
 * copying the text gets the letters back (Noto Sans Arabic builds its letters from a dotless skeleton and
 * separate dots, so copying "ضريبية" gives "ضرتبية").
 */
const FONT_FILES = {
  latin: '@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/ibm-plex-sans/600SemiBold/IBMPlexSans_600SemiBold.ttf',
  arabic: '@expo-google-fonts/tajawal/400Regular/Tajawal_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/tajawal/700Bold/Tajawal_700Bold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;
const FONT_NAMES: readonly FontName[] = ['latin', 'latin-bold', 'arabic', 'arabic-bold'];

/** Tajawal draws its letters smaller on the em than Plex does: this brings Arabic to the same apparent size. */
export const ARABIC_SIZE_SCALE = 1.15;

/**
 * The ligatures Tajawal forms (lam with each alef, and the word Allah), each as the one presentation-form code
 * point it has. A ligature glyph otherwise tells readers it is two letters in reading order, and readers that
 * turn a right-to-left line back into reading order (poppler, pdf.js) reverse those two as well: "لا" came out
 * "ال". As one code point it survives that; Unicode normalisation (NFKC, as search does) gives the letters.
 */
const ARABIC_LIGATURES = [
  0xfef5, // lam with alef with madda above, isolated
  0xfef6, // … final
  0xfef7, // lam with alef with hamza above, isolated
  0xfef8, // … final
  0xfef9, // lam with alef with hamza below, isolated
  0xfefa, // … final
  0xfefb, // lam with alef, isolated
  0xfefc, // … final
  0xfdf2, // Allah
];

// The api runs from its esbuild bundle in apps/api/dist, where packages stay outside it (scripts/build/
// api-bundle.mjs): resolved from the bundle's folder, as from this source's, Node finds them in node_modules.
const resolveFrom = createRequire(import.meta.url);

let fonts: ReadonlyMap<FontName, Font> | undefined;

function open(name: FontName): Font {
  const font = openSync(resolveFrom.resolve(FONT_FILES[name]));
  if ('fonts' in font) throw new Error(`${FONT_FILES[name]} is a font collection, not one face`);
  if (name.startsWith('arabic'))
    // fontkit keeps the code points a glyph is first asked for: asked for by its presentation form before any
    // text is laid out, each ligature glyph keeps that one code point when the shaper forms it later.
    for (const codePoint of ARABIC_LIGATURES) font.glyphForCodePoint(codePoint);
  return font;
}

/**
 * Makes the faces known to `doc` by their names. They are read and parsed on the first document and shared
 * by the next ones: pdfkit embeds in each document only the glyphs it used.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= new Map(FONT_NAMES.map((name) => [name, open(name)]));
  for (const [name, font] of fonts) doc.registerFont(name, font);
}

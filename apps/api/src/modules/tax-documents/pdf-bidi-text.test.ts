import { describe, expect, it } from 'vitest';
import { paragraphDirection, visualPieces } from './pdf-bidi-text';

describe('bidi pieces of a line', () => {
  it('reads a paragraph in the direction of its first letter', () => {
    expect(paragraphDirection('مريم السويدي')).toBe('rtl');
    expect(paragraphDirection('Villa 7, شارع الشيخ زايد')).toBe('ltr');
    expect(paragraphDirection('+971 50 123 4567')).toBe('ltr');
  });

  it('keeps Latin text one piece', () => {
    expect(visualPieces('Tax Invoice INV-2026-000123', 'ltr')).toEqual([
      { text: 'Tax Invoice INV-2026-000123', script: 'latin' },
    ]);
  });

  it('places a house number left of an Arabic street, each in reading order', () => {
    expect(visualPieces('شارع الشيخ زايد 12', 'rtl')).toEqual([
      { text: '12', script: 'latin' },
      { text: 'شارع الشيخ زايد ', script: 'arabic' },
    ]);
  });

  it('keeps an Arabic name in its place inside an English line', () => {
    expect(visualPieces('Bill to مريم السويدي, Dubai', 'ltr')).toEqual([
      { text: 'Bill to ', script: 'latin' },
      { text: 'مريم السويدي', script: 'arabic' },
      { text: ', Dubai', script: 'latin' },
    ]);
  });

  it('mirrors brackets in right-to-left text and turns a bracket-only run around', () => {
    // Logically "(" comes first, on the right: drawn with the glyph ")" faces the text to its left.
    expect(visualPieces('(مرحبا)', 'rtl')).toEqual([{ text: ')مرحبا(', script: 'arabic' }]);
    // "(x) مريم" on the page: the closing bracket alone at the left, the opening one shaped with the name.
    expect(visualPieces('مريم (x)', 'rtl')).toEqual([
      { text: '(', script: 'arabic' },
      { text: 'x', script: 'latin' },
      { text: 'مريم )', script: 'arabic' },
    ]);
  });

  it('draws Arabic-Indic digits in the Arabic face, left to right', () => {
    expect(visualPieces('رقم ١٢٣', 'rtl')).toEqual([
      { text: '١٢٣', script: 'arabic' },
      { text: 'رقم ', script: 'arabic' },
    ]);
  });

  it('follows bidi control marks, then drops them: no face draws them', () => {
    // The isolate keeps the name's run apart from the number after it.
    expect(visualPieces('\u2067مريم\u2069 12', 'ltr')).toEqual([
      { text: 'مريم', script: 'arabic' },
      { text: ' 12', script: 'latin' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short description, with its whitespace tidied', () => {
    expect(metaDescription('  Soft cotton\n dress. ')).toBe('Soft cotton dress.');
  });

  it('cuts a long one at a word boundary and marks the cut', () => {
    const text = `${'word '.repeat(40)}end`;
    const shown = metaDescription(text, 30);
    expect(shown.length).toBeLessThanOrEqual(30);
    expect(shown).toBe('word word word word word word…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(metaDescription('Cotton, linen, wool and silk', 16)).toBe('Cotton, linen…');
  });

  it('cuts a single long word where it must', () => {
    expect(metaDescription('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

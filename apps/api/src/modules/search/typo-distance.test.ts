import { describe, expect, it } from 'vitest';
import { allowedTypos, typoDistance } from './typo-distance';

describe('typo distance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(typoDistance('dinosuar', 'dinosaur', 2)).toBe(1);
    expect(typoDistance('hoddie', 'hoodie', 2)).toBe(1);
    expect(typoDistance('ab', 'ba', 2)).toBe(1);
  });

  it('counts insertions, deletions and substitutions, Arabic letters included', () => {
    expect(typoDistance('pajamas', 'pajama', 2)).toBe(1);
    expect(typoDistance('فستن', 'فستان', 2)).toBe(1);
    expect(typoDistance('kitten', 'sitting', 3)).toBe(3);
    expect(typoDistance('same', 'same', 0)).toBe(0);
  });

  it('stops past the limit', () => {
    expect(typoDistance('dress', 'trousers', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows none under 4 letters, one from 4, two from 8', () => {
    expect([
      allowedTypos('tee'),
      allowedTypos('coat'),
      allowedTypos('sneaker'),
      allowedTypos('dinosaur'),
    ]).toEqual([0, 1, 1, 2]);
    expect(allowedTypos('فستان')).toBe(1);
  });
});

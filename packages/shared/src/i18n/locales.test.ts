import { describe, expect, it } from 'vitest';
import { LOCALE_FORMAT_TAG, localePath, splitLocalePath } from './locales';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/cart', 'en', '/cart'],
    ['/ar', 'ar', '/'],
    ['/ar/', 'ar', '/'],
    ['/ar/cart', 'ar', '/cart'],
    ['/ar/products/abc', 'ar', '/products/abc'],
    ['/Boys/dress/1', 'en', '/Boys/dress/1'],
    // Only the whole first segment names the language.
    ['/arabic', 'en', '/arabic'],
    ['/art/logo.svg', 'en', '/art/logo.svg'],
  ])('%s is %s, showing %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe('localePath', () => {
  it.each([
    ['en', '/cart', '/cart'],
    ['en', '/', '/'],
    ['ar', '/', '/ar'],
    ['ar', '/?utm=x', '/ar?utm=x'],
    ['ar', '/cart', '/ar/cart'],
    ['ar', '/products?category=Boys', '/ar/products?category=Boys'],
  ] as const)('%s %s is %s', (locale, path, address) => {
    expect(localePath(locale, path)).toBe(address);
  });

  it('is undone by splitLocalePath', () => {
    for (const path of ['/', '/cart', '/orders/documents/INV-2026-000001']) {
      expect(splitLocalePath(localePath('ar', path))).toEqual({ locale: 'ar', path });
    }
  });
});

it('formats Arabic numbers with Western digits', () => {
  expect(new Intl.NumberFormat(LOCALE_FORMAT_TAG.ar).format(1234.5)).toMatch(/^1[,٬]234[.٫]5$/);
  expect(new Intl.PluralRules(LOCALE_FORMAT_TAG.ar).select(3)).toBe('few');
});

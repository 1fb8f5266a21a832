import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from '@/shared/i18n/messages/ar.json';
import en from '@/shared/i18n/messages/en.json';
import { collectionTitle, emptyResultText, productCountText } from './listing-text';

const { formatMessage: t } = createIntl({ locale: 'en', messages: en });
const { formatMessage: tAr } = createIntl({ locale: 'ar-u-nu-latn', messages: ar });

describe('listing texts', () => {
  it('names the collection only when exactly one gender is ticked', () => {
    expect(collectionTitle([], t)).toBe('All Collections');
    expect(collectionTitle(['Girls'], t)).toBe('Girls Collection');
    expect(collectionTitle(['Boys', 'Girls'], t)).toBe('All Collections');
  });

  it('counts products', () => {
    expect(productCountText(0, t)).toBe('0 products');
    expect(productCountText(1, t)).toBe('1 product');
    expect(productCountText(24, t)).toBe('24 products');
  });

  it('says what was searched and filtered', () => {
    expect(emptyResultText('zebra', [], t)).toBe('Nothing matches “zebra”.');
    expect(emptyResultText('zebra', ['Boys'], t, true)).toBe('Nothing matches “zebra” with these filters.');
    expect(emptyResultText('', ['Boys'], t, true)).toBe('Nothing matches these filters.');
    expect(emptyResultText('zebra', ['Boys', 'Girls', 'Unisex'], t)).toBe(
      'Nothing matches “zebra” in Boys, Girls and Unisex.',
    );
    expect(emptyResultText('zebra', ['Boys', 'Girls'], t)).toBe('Nothing matches “zebra” in Boys and Girls.');
    expect(emptyResultText('', ['Girls'], t)).toBe('There is nothing in Girls right now.');
    expect(emptyResultText('', [], t)).toBe('There are no products right now. Please check back soon.');
  });

  it('speaks Arabic on an Arabic page, with its own plural forms and list', () => {
    expect(collectionTitle(['Girls'], tAr)).toBe('مجموعة البنات');
    expect(productCountText(2, tAr)).toBe('منتجان');
    expect(productCountText(11, tAr)).toBe('11 منتجًا');
    expect(emptyResultText('', ['Boys', 'Girls', 'Unisex'], tAr)).toBe(
      'لا توجد منتجات حاليًا ضمن: أولاد، بنات وللجنسين.',
    );
  });
});

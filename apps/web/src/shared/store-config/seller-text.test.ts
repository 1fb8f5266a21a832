import { DEFAULT_SELLER } from '@souq/shared/config/store';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/messages/ar.json';
import en from '../i18n/messages/en.json';
import { pricesVatSentence, sellerFooterLine } from './seller-text';

const { formatMessage: t } = createIntl({ locale: 'en', messages: en });

const seller = {
  legalName: DEFAULT_SELLER.legalName,
  tradingName: DEFAULT_SELLER.tradingName,
  address: DEFAULT_SELLER.address,
  tradeLicence: '1234567',
  licenceAuthority: 'Dubai Department of Economy and Tourism',
  vatRegistered: true,
  trn: '100123456700003',
};

describe("the seller's identity in words", () => {
  it('names the legal name, the licence and its authority, and the TRN while registered', () => {
    expect(sellerFooterLine(seller, 2026, t)).toBe(
      '© 2026 Little Souq General Trading L.L.C. · Trade licence 1234567 (Dubai Department of Economy and Tourism) · TRN 100123456700003',
    );
  });

  it('leaves the TRN out when the store is not registered for VAT', () => {
    const line = sellerFooterLine({ ...seller, vatRegistered: false, trn: '' }, 2026, t);
    expect(line).toBe(
      '© 2026 Little Souq General Trading L.L.C. · Trade licence 1234567 (Dubai Department of Economy and Tourism)',
    );
  });

  it('says it in Arabic on an Arabic page, the figures unchanged', () => {
    const arabic = createIntl({ locale: 'ar-u-nu-latn', messages: ar });
    expect(sellerFooterLine(seller, 2026, arabic.formatMessage)).toBe(
      // The Latin and the figures isolated (U+2068 … U+2069), so the brackets around them stay in place.
      '© 2026 Little Souq General Trading L.L.C. · الرخصة التجارية \u20681234567\u2069 (\u2068Dubai Department of Economy and Tourism\u2069) · الرقم الضريبي \u2068100123456700003\u2069',
    );
  });

  it('says the prices include VAT at 5 % only while registered', () => {
    expect(pricesVatSentence(seller, t)).toBe(
      'All our prices are in UAE dirhams (AED) and include VAT at 5 %.',
    );
    expect(pricesVatSentence({ ...seller, vatRegistered: false, trn: '' }, t)).toBe(
      'All our prices are in UAE dirhams (AED). We are not registered for VAT, so no VAT is charged.',
    );
  });

  it('says what the prices hold in Arabic on an Arabic page, the rate unchanged', () => {
    const arabic = createIntl({ locale: 'ar-u-nu-latn', messages: ar });
    expect(pricesVatSentence(seller, arabic.formatMessage)).toBe(
      'جميع أسعارنا بالدرهم الإماراتي (AED) وتشمل ضريبة القيمة المضافة بنسبة 5%.',
    );
    expect(
      pricesVatSentence({ ...seller, vatRegistered: false, trn: '' }, arabic.formatMessage),
    ).not.toContain('بنسبة');
  });
});

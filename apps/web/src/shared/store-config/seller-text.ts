import { VAT_PERCENT } from '@souq/shared/pricing/vat';
import type { IntlShape } from 'react-intl';
import type { SellerIdentity } from './get-store-config';

/** What formats a catalogue message: react-intl's formatMessage. */
type FormatMessage = IntlShape['formatMessage'];

/**
 * The footer's legal line: "© 2026 Little Souq General Trading L.L.C. · Trade licence 1234567 (Dubai
 * Department of Economy and Tourism) · TRN 100123456700003", the TRN only while the store is registered for VAT.
 */
export function sellerFooterLine(seller: SellerIdentity, year: number, t: FormatMessage): string {
  return sellerFooterParts(seller, year, t).join(' · ');
}

/** The footer line's parts, each kept together on a narrow screen where it can be. */
export function sellerFooterParts(seller: SellerIdentity, year: number, t: FormatMessage): string[] {
  const parts = [
    `© ${year} ${seller.legalName}`,
    t({ id: 'footer.licence' }, { licence: seller.tradeLicence, authority: seller.licenceAuthority }),
  ];
  if (seller.vatRegistered && seller.trn) parts.push(t({ id: 'footer.trn' }, { trn: seller.trn }));
  return parts;
}

/** What the prices hold: VAT at 5 % while the store is registered for it, none otherwise. */
export function pricesVatSentence(seller: SellerIdentity, t: FormatMessage): string {
  return seller.vatRegistered
    ? t({ id: 'terms.pricesWithVat' }, { percent: VAT_PERCENT })
    : t({ id: 'terms.pricesNoVat' });
}

import { formatAed } from '@souq/shared/pricing/money';
import { FormattedMessage } from 'react-intl';
import { Ltr } from '../ui/ltr';
import type { IncludedVat } from './order-format';

/** The line under a bill or an order's total: "Includes VAT 5 %: AED 4.76", the amount kept left to right. */
export function VatIncluded({ vat }: { vat: IncludedVat }) {
  return (
    <FormattedMessage
      id="checkout.vatIncluded"
      values={{ percent: vat.percent, amount: <Ltr>{formatAed(vat.vatFils)}</Ltr> }}
    />
  );
}

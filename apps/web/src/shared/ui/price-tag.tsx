import type { ShownPrice } from '@souq/shared/pricing/displayed-price';
import { formatAed } from '@souq/shared/pricing/money';
import { FormattedMessage } from 'react-intl';

/**
 * The price the shopper pays (bold) beside the struck original, as cards and the product page show it. Each
 * figure reads left to right on an Arabic page too (`dir="ltr"` isolates it, as Ltr does, with no element
 * of its own around the figure).
 */
export function PriceTag({ price, large = false }: { price: ShownPrice; large?: boolean }) {
  const discounted = price.nowFils < price.wasFils;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        dir="ltr"
        className={`font-extrabold text-navy-800 ${large ? 'text-2xl' : 'text-base'}`}
        data-price="now"
      >
        {formatAed(price.nowFils)}
      </span>
      {discounted ? (
        <s dir="ltr" className={`text-navy-600 ${large ? 'text-base' : 'text-sm'}`} data-price="was">
          <span className="sr-only">
            <FormattedMessage id="ui.was" />
          </span>
          {formatAed(price.wasFils)}
        </s>
      ) : null}
    </p>
  );
}

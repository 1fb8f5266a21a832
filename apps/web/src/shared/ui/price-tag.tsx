import type { ShownPrice } from '@souq/shared/pricing/displayed-price';
import { formatAed } from '@souq/shared/pricing/money';

/** The price the shopper pays (bold) beside the struck original, as cards and the product page show it. */
export function PriceTag({ price, large = false }: { price: ShownPrice; large?: boolean }) {
  const discounted = price.nowFils < price.wasFils;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-extrabold text-navy-800 ${large ? 'text-2xl' : 'text-base'}`} data-price="now">
        {formatAed(price.nowFils)}
      </span>
      {discounted ? (
        <s className={`text-navy-600 ${large ? 'text-base' : 'text-sm'}`} data-price="was">
          <span className="sr-only">was </span>
          {formatAed(price.wasFils)}
        </s>
      ) : null}
    </p>
  );
}

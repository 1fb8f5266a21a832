import { displayedPrice, effectiveDiscount } from '@souq/shared/pricing/displayed-price';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { Product } from '@souq/shared/schemas/product';

/** The discounted price (bold) beside the struck original, as cards and the product page show it. */
export function PriceTag({ product, large = false }: { product: Product; large?: boolean }) {
  const priceFils = aedToFils(product.price);
  const now = displayedPrice({ priceFils, discount: product.discount, flashDiscount: product.flashDiscount });
  const discounted = effectiveDiscount(product) > 0 && now < priceFils;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-extrabold text-navy-800 ${large ? 'text-2xl' : 'text-base'}`}>
        {formatAed(now)}
      </span>
      {discounted ? (
        <s className={`text-navy-300 ${large ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">was </span>
          {formatAed(priceFils)}
        </s>
      ) : null}
    </p>
  );
}

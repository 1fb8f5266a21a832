import { productPath } from '@souq/shared/catalog/product-path';
import { PRODUCT_CARD_SIZES } from '@souq/shared/catalog/uploaded-pictures';
import { type ShownPrice, shownPrice } from '@souq/shared/pricing/displayed-price';
import type { Product } from '@souq/shared/schemas/product';
import type { MouseEventHandler } from 'react';
import { Link } from 'react-router';
import { Ltr } from '../ui/ltr';
import { PriceTag } from '../ui/price-tag';
import { ProductImage } from './product-image';
import { productName } from './product-language';

interface ProductCardProps {
  product: Product;
  /** The flash strip prices with flashDiscount only; everywhere else uses the larger percentage. */
  price?: ShownPrice;
  /** Eager for the first cards a shopper sees, lazy below the fold. */
  loading?: 'eager' | 'lazy';
  onOpen?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Listing page: a card shows the name, the product code, the price, the image and the discount. Its
 * elements are few, as a page holds dozens of cards: the picture sits in the card itself, the badge over
 * it, and the price keeps to the card's foot without a box of its own.
 */
export function ProductCard({
  product,
  price = shownPrice(product),
  loading = 'lazy',
  onOpen,
}: ProductCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow hover:shadow-md">
      <ProductImage
        src={product.image[0]}
        alt={productName(product)}
        loading={loading}
        width="600"
        height="800"
        sizes={PRODUCT_CARD_SIZES}
        className="aspect-[3/4] w-full shrink-0 bg-navy-50 object-cover"
      />
      {price.percent > 0 ? (
        <span className="absolute start-2 top-2 rounded-full bg-coral-600 px-2 py-1 text-xs font-extrabold text-white">
          <Ltr>-{price.percent}%</Ltr>
        </span>
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-3 [&>:last-child]:mt-auto">
        <h3 className="line-clamp-2 text-sm font-bold text-navy-800">
          <Link
            to={productPath(product)}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-has-[:focus-visible]:after:outline-3 group-has-[:focus-visible]:after:outline-coral-600"
          >
            {productName(product)}
          </Link>
        </h3>
        <p className="text-xs text-navy-600">
          <Ltr>{product.sku}</Ltr>
        </p>
        <PriceTag price={price} />
      </div>
    </article>
  );
}

/**
 * The room a card takes, empty, for a card not built yet: its picture's height and, under it, the usual
 * height of its text (two lines of name and a wrapped price on phones, less beside them on wider cards).
 */
export function ProductCardSpace() {
  return <div className="box-content aspect-[3/4] pb-33 sm:pb-26" />;
}

/** Stands in for a card while the list loads (the explore grid shows 10 of these). */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-navy-100"
    >
      <div className="aspect-[3/4] bg-navy-100" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 rounded bg-navy-100" />
        <div className="h-3 w-1/3 rounded bg-navy-100" />
        <div className="h-4 w-1/2 rounded bg-navy-100" />
      </div>
    </div>
  );
}

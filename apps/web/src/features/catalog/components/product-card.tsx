import { effectiveDiscount } from '@souq/shared/pricing/displayed-price';
import type { Product } from '@souq/shared/schemas/product';
import { Link } from 'react-router';
import { productPath } from '../../../shared/catalog/product-path';
import { PriceTag } from '../../../shared/ui/price-tag';

const PLACEHOLDER = '/art/placeholder.svg';

export function ProductCard({ product }: { product: Product }) {
  const percent = effectiveDiscount(product);
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/4] bg-navy-50">
        <img
          src={product.image[0] ?? PLACEHOLDER}
          alt={product.name}
          loading="lazy"
          width="600"
          height="800"
          className="h-full w-full object-cover"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
          }}
        />
        {percent > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-coral-600 px-2 py-1 text-xs font-extrabold text-white">
            -{percent}%
          </span>
        ) : null}
      </div>
      <div className="space-y-1 p-3">
        <h3 className="line-clamp-2 text-sm font-bold text-navy-800">
          <Link to={productPath(product)} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-navy-600">{product.sku}</p>
        <PriceTag product={product} />
      </div>
    </article>
  );
}

import type { Product } from '@souq/shared/schemas/product';
import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Product page: Home / category / product name. */
export function ProductBreadcrumb({ product }: { product: Pick<Product, 'category' | 'name'> }) {
  return (
    <Breadcrumb
      trail={[
        { label: 'Home', to: '/' },
        { label: product.category, to: `/products?category=${encodeURIComponent(product.category)}` },
      ]}
      current={product.name}
    />
  );
}

import type { Product } from '@souq/shared/schemas/product';
import { useIntl } from 'react-intl';
import { CATEGORY_LABEL } from '@/shared/catalog/catalog-labels';
import { productName } from '@/shared/catalog/product-language';
import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Product page: Home / category / product name. */
export function ProductBreadcrumb({ product }: { product: Pick<Product, 'category' | 'name' | 'nameAr'> }) {
  const { formatMessage: t } = useIntl();
  return (
    <Breadcrumb
      trail={[
        { label: t({ id: 'nav.home' }), to: '/' },
        {
          label: t({ id: CATEGORY_LABEL[product.category] }),
          to: `/products?category=${encodeURIComponent(product.category)}`,
        },
      ]}
      current={productName(product)}
    />
  );
}

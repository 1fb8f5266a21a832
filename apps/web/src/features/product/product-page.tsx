import type { CartData } from '@souq/shared/schemas/cart-data';
import { useIntl } from 'react-intl';
import { ApiError } from '@/shared/api/api-client';
import { productDescription, productName } from '@/shared/catalog/product-language';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { PageContainer } from '@/shared/ui/page-container';
import { useProduct } from './api/get-product';
import { ProductBreadcrumb } from './components/product-breadcrumb';
import { ProductLoadError } from './components/product-load-error';
import { ProductNotFound } from './components/product-not-found';
import { ProductSkeleton } from './components/product-skeleton';
import { ProductStructuredData } from './components/product-structured-data';
import { ProductView } from './components/product-view';
import { RelatedProducts } from './components/related-products';
import { metaDescription } from './meta-description';

export interface ProductSelection {
  productId: string;
  colorName: string;
  size: string;
  quantity: number;
}

interface ProductPageProps {
  id: string;
  /**
   * What the cart already holds, so sizes already fully in the cart are disabled (see docs/product/cart.md).
   */
  cartData: CartData;
  /** Called only when signed in and a colour, size and quantity are chosen. */
  onAddToCart(selection: ProductSelection): void;
  onAddToWishlist(selection: ProductSelection): void;
}

/** The api answers 404 for an unknown id and 400 for one that is not an id at all. */
function isMissing(error: Error | null): boolean {
  return !(error instanceof ApiError) || error.status === 400 || error.status === 404;
}

/**
 * The product page, its loading placeholder, or the view for a missing product (docs/product/storefront.md).
 */
export function ProductPage({ id, cartData, onAddToCart, onAddToWishlist }: ProductPageProps) {
  const { formatMessage: t } = useIntl();
  const { data: product, isPending, error, refetch } = useProduct(id);
  const missing = !product && !isPending && isMissing(error);
  useDocumentMeta(
    product ? productName(product) : t({ id: missing ? 'product.notFound' : 'product.title' }),
    product ? metaDescription(productDescription(product)) : undefined,
  );

  if (isPending) return <ProductSkeleton />;
  if (!product) {
    if (missing) return <ProductNotFound />;
    return <ProductLoadError message={error?.message ?? ''} onRetry={() => void refetch()} />;
  }
  return (
    <PageContainer>
      <ProductStructuredData product={product} />
      <ProductBreadcrumb product={product} />
      <ProductView
        product={product}
        cartData={cartData}
        onAddToCart={onAddToCart}
        onAddToWishlist={onAddToWishlist}
      />
      <RelatedProducts productId={product._id} />
    </PageContainer>
  );
}

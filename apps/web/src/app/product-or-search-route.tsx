import { parseProductPath } from '@souq/shared/catalog/product-path';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCart } from '@/shared/cart/cart-store';
import { toast } from '@/shared/ui/toast';
import { ProductPage, type ProductSelection } from '../features/product/product-page';
import { useAddToWishlist } from '../features/wishlist/api/add-to-wishlist';
import { NotFoundPage } from './not-found-page';

// A product page opened by its id does not download the listing; a search loads it when asked.
const ProductsPage = lazy(async () => ({
  default: (await import('../features/catalog/products-page')).ProductsPage,
}));

/** /products/{x} is the product page when x is a product id, else the listing searched for x. */
export function ProductOrSearchRoute() {
  const target = parseProductPath(useLocation().pathname);
  if (target && 'productId' in target) return <ProductWithCart id={target.productId} />;
  return (
    <Suspense fallback={null}>
      <ProductsPage />
    </Suspense>
  );
}

/**
 * /{category}/{title}/{id}: the product page, whatever the category and title read; the not-found page
 * when the address ends in no product id (the server answers it with a 404 too).
 */
export function ProductRoute() {
  const target = parseProductPath(useLocation().pathname);
  if (target && 'productId' in target) return <ProductWithCart id={target.productId} />;
  return <NotFoundPage />;
}

/** The product page reads and fills the cart and wishlist through the route, so features stay apart. */
function ProductWithCart({ id }: { id: string }) {
  const { formatMessage: t } = useIntl();
  const cartData = useCart((s) => s.cartData);
  const addToCart = useCart((s) => s.add);
  const addToWishlist = useAddToWishlist();
  // A refused cart or wishlist call shows the error's message.
  const onAddToCart = (selection: ProductSelection) =>
    addToCart(selection).then(
      () => toast.success(t({ id: 'product.addedToCart' })),
      (error: Error) => toast.error(error.message),
    );
  const onAddToWishlist = ({ productId, size, quantity }: ProductSelection) =>
    addToWishlist.mutate(
      { itemId: productId, size, quantity: Math.max(1, quantity) },
      {
        onSuccess: () => toast.success(t({ id: 'product.addedToWishlist' })),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <ProductPage
      key={id}
      id={id}
      cartData={cartData}
      onAddToCart={onAddToCart}
      onAddToWishlist={onAddToWishlist}
    />
  );
}

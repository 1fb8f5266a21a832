import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useCart } from '../features/cart/cart-store';
import { ProductPage, type ProductSelection } from '../features/product/product-page';
import { useAddToWishlist } from '../features/wishlist/api/add-to-wishlist';
import { toast } from '../shared/ui/toast';
import { isProductId } from './product-id';

// A product page opened by its id does not download the listing; a search loads it when asked.
const ProductsPage = lazy(async () => ({
  default: (await import('../features/catalog/products-page')).ProductsPage,
}));

/** design §4: /products/{x} is the product page when x is a product id, else the listing searched for x. */
export function ProductOrSearchRoute() {
  const { text = '' } = useParams();
  if (isProductId(text)) return <ProductWithCart id={text} />;
  return (
    <Suspense fallback={null}>
      <ProductsPage />
    </Suspense>
  );
}

export function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductWithCart id={id} />;
}

/** The product page reads and fills the cart and wishlist through the route, so features stay apart. */
function ProductWithCart({ id }: { id: string }) {
  const cartData = useCart((s) => s.cartData);
  const addToCart = useCart((s) => s.add);
  const addToWishlist = useAddToWishlist();
  // spec §8: a refused cart or wishlist call shows the error's message.
  const onAddToCart = (selection: ProductSelection) =>
    addToCart(selection).then(
      () => toast.success('Added to cart!'),
      (error: Error) => toast.error(error.message),
    );
  const onAddToWishlist = ({ productId, size, quantity }: ProductSelection) =>
    addToWishlist.mutate(
      { itemId: productId, size, quantity: Math.max(1, quantity) },
      {
        onSuccess: () => toast.success('Added to wishlist!'),
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

import { useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useCart } from '../features/cart/cart-store';
import { ProductsPage } from '../features/catalog/products-page';
import { ProductPage, type ProductSelection } from '../features/product/product-page';
import { useAddToWishlist } from '../features/wishlist/api/add-to-wishlist';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** design §4: /products/{x} is the product page when x is a product id, else the listing searched for x. */
export function ProductOrSearchRoute() {
  const { text = '' } = useParams();
  return UUID.test(text) ? <ProductWithCart id={text} /> : <ProductsPage />;
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

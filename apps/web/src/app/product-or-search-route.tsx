import { useParams } from 'react-router';
import { ProductsPage } from '../features/catalog/products-page';
import { ProductPage } from '../features/product/product-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** design §4: /products/{x} is the product page when x is a product id, else the listing searched for x. */
export function ProductOrSearchRoute() {
  const { text = '' } = useParams();
  return UUID.test(text) ? <ProductPage key={text} id={text} /> : <ProductsPage />;
}

export function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductPage key={id} id={id} />;
}

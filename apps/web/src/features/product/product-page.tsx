import { Link } from 'react-router';
import { buttonStyles } from '../../shared/ui/button-styles';
import { PageContainer } from '../../shared/ui/page-container';
import { PriceTag } from '../../shared/ui/price-tag';
import { useProduct } from './api/get-product';

/** spec §2 Product detail: the essentials; the full page (carousel, sizes, cart) is built on this. */
export function ProductPage({ id }: { id: string }) {
  const { data: product, isPending, isError } = useProduct(id);

  if (isPending) {
    return (
      <PageContainer>
        <p className="text-navy-600">Loading product...</p>
      </PageContainer>
    );
  }
  if (isError) {
    return (
      <PageContainer narrow>
        <h1 className="text-2xl font-extrabold">Product not found</h1>
        <p className="mt-2 text-navy-600">This product is no longer available.</p>
        <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
          Browse Products
        </Link>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-navy-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>{' '}
        /{' '}
        <Link to={`/products?category=${product.category}`} className="hover:underline">
          {product.category}
        </Link>{' '}
        / <span aria-current="page">{product.name}</span>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <img
          src={product.image[0] ?? '/art/placeholder.svg'}
          alt={product.name}
          width="600"
          height="800"
          className="aspect-[3/4] w-full rounded-3xl bg-navy-50 object-cover"
        />
        <div className="space-y-3">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{product.name}</h1>
          <p className="text-sm text-navy-600">SKU: {product.sku}</p>
          <PriceTag product={product} large />
          <p className="text-navy-600">{product.description}</p>
        </div>
      </div>
    </PageContainer>
  );
}

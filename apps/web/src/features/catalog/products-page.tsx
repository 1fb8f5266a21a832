import { CATEGORIES } from '@souq/shared/catalog/categories';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '../../shared/ui/button-styles';
import { PageContainer } from '../../shared/ui/page-container';
import { PageHeading } from '../../shared/ui/page-heading';
import { useProducts } from './api/get-products';
import { ProductCard } from './components/product-card';

/** /products, /products?category=&search= and /products/{text}: the catalogue filtered by name and group. */
export function ProductsPage() {
  const [params] = useSearchParams();
  const { text } = useParams();
  const search = (text ?? params.get('search') ?? '').trim().toLowerCase();
  const category = CATEGORIES.find((c) => c === params.get('category'));
  const { data: products, isPending, isError } = useProducts();

  const shown = (products ?? []).filter(
    (p) => (!category || p.category === category) && (!search || p.name.toLowerCase().includes(search)),
  );

  return (
    <PageContainer>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-navy-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>{' '}
        / <span aria-current="page">All Collections</span>
      </nav>
      <PageHeading>{category ? `${category} Collection` : 'All Collections'}</PageHeading>
      {search ? <p className="mt-1 text-navy-600">Results for “{search}”</p> : null}
      {isPending ? (
        <p className="mt-6 text-navy-600">Loading products...</p>
      ) : isError ? (
        <p className="mt-6 text-danger">Products could not be loaded. Please try again.</p>
      ) : shown.length === 0 ? (
        <div className="mt-6">
          <p className="text-navy-600">No products match your search.</p>
          <Link to="/products" className={`${buttonStyles.secondary} mt-4`}>
            Show all products
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
          {shown.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

import { relatedProducts } from '@souq/shared/catalog/product-lists';
import { useProducts } from '../../../shared/catalog/get-products';
import { ProductCard } from '../../../shared/catalog/product-card';

/** spec §2: the related block, items 5 to 24 of the one product list, without this product. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useProducts();
  const related = relatedProducts(data ?? [], productId);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 sm:mt-16">
      <h2 id="related-heading" className="mb-4 text-xl font-extrabold text-navy-800 sm:text-2xl">
        You May Also Like
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {related.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

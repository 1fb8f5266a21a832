import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PageContainer } from '@/shared/ui/page-container';

/** Product page: the view for a product that is missing. */
export function ProductNotFound() {
  return (
    <PageContainer narrow>
      <h1 className="text-2xl font-extrabold text-navy-800">Product not found</h1>
      <p className="mt-2 text-navy-600">This product is no longer available.</p>
      <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
        Browse Products
      </Link>
    </PageContainer>
  );
}

import { Link, useNavigate } from 'react-router';
import { PageHeading } from '@/shared/ui/page-heading';
import { useCreateProduct } from '../api/create-product';
import { newProductValues } from '../product-form-values';
import { ProductForm } from './product-form';

/** /admin/products/new: a product from nothing; once added, its own page takes over. */
export function NewProductPage() {
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/products" className="text-sm font-bold text-coral-700 underline-offset-2 hover:underline">
        ← All products
      </Link>
      <div className="mt-2">
        <PageHeading title="Add a product" />
      </div>
      <ProductForm
        saved={null}
        defaultValues={newProductValues()}
        save={(input) => create.mutateAsync(input)}
        onSaved={(product) =>
          navigate(`/products/${product.id}`, { replace: true, state: { note: 'Product added.' } })
        }
        submitLabel="Add product"
      />
    </>
  );
}

import type { AdminProduct, ProductInput } from '@souq/shared/schemas/admin-products';
import { useLocation, useParams } from 'react-router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { productFormValues } from '../product-form-values';
import { ProductForm } from './product-form';
import { ProductHeader } from './product-header';

/** What the page was sent with: the note after adding a product ("Product added."). */
function noteFrom(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'note' in state && typeof state.note === 'string'
    ? state.note
    : null;
}

/** /admin/products/:id: a product's editor. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const note = noteFrom(useLocation().state);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.error) return <LoadFailed error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductEditor key={id} product={product.data} note={note} />;
}

function ProductEditor({ product, note }: { product: AdminProduct; note: string | null }) {
  const update = useUpdateProduct(product.id);
  return (
    <>
      <ProductHeader product={product} />
      <ProductForm
        saved={product}
        defaultValues={productFormValues(product)}
        save={(input: ProductInput) => update.mutateAsync(input)}
        submitLabel="Save changes"
        initialNote={note}
      />
    </>
  );
}

import { SELLER_SAVED } from '@souq/shared/schemas/tax-documents';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { PageHeading } from '@/shared/ui/page-heading';
import { useSellerSettings } from '../api/get-seller-settings';
import { useUpdateSellerSettings } from '../api/update-seller-settings';
import { StoreDetailsForm } from './store-details-form';

export const DEFAULT_DETAILS_NOTE = 'These are the store’s default details. Save them to make them yours.';
export const ISSUED_KEEP_NOTE =
  'Tax invoices and credit notes already issued keep the details they were issued with; those issued from now on carry what is saved here. The storefront’s footer and terms show them at once.';

/**
 * /admin/settings/store (owners): who sells, as the footer, the terms and every tax document from now on name
 * it (docs/product/back-office.md, "Store details").
 */
export function StoreDetailsPage() {
  const settings = useSellerSettings();
  const update = useUpdateSellerSettings();
  return (
    <>
      <PageHeading title="Store details" />
      <div className="flex max-w-3xl flex-col gap-4">
        {settings.isPending ? (
          <Loading label="Loading the store details…" />
        ) : settings.isLoadingError ? (
          <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            {settings.data.saved ? null : (
              <p className="rounded-xl border-2 border-sunny bg-sunny/20 px-4 py-3 font-bold">
                {DEFAULT_DETAILS_NOTE}
              </p>
            )}
            <p className="text-sm text-navy-600">{ISSUED_KEEP_NOTE}</p>
            <StoreDetailsForm
              // Drawn anew when the details the server keeps change (saved here, or by another owner), and only
              // then: a refetch that finds them as they were leaves what is being typed alone.
              key={JSON.stringify(settings.data.seller)}
              seller={settings.data.seller}
              onSave={(seller) => update.mutate(seller)}
              saving={update.isPending}
              serverError={update.error?.message ?? null}
              done={update.isSuccess ? (update.data.message ?? SELLER_SAVED) : null}
            />
          </>
        )}
      </div>
    </>
  );
}

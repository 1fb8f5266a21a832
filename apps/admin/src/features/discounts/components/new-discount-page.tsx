import type { DiscountCreate } from '@souq/shared/schemas/admin-discounts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useCreateDiscount } from '../api/create-discount';
import { createResolver, type DiscountFormValues, NEW_DISCOUNT } from '../discount-form-values';
import { OWNERS_CHANGE_CODES } from '../discount-labels';
import { DiscountFields } from './discount-fields';

/** /admin/discounts/new (owners): a code and its rules; once saved, its own page. */
export function NewDiscountPage({ canEdit }: { canEdit: boolean }) {
  if (!canEdit) {
    return (
      <Notice
        alert
        title="You cannot open this page"
        text={`${OWNERS_CHANGE_CODES} Ask an owner if you need one.`}
        action={
          <Link to="/discounts" className={buttonStyles.primary}>
            Back to discount codes
          </Link>
        }
      />
    );
  }
  return <NewDiscountForm />;
}

function NewDiscountForm() {
  const create = useCreateDiscount();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DiscountFormValues, unknown, DiscountCreate>({
    resolver: createResolver,
    defaultValues: NEW_DISCOUNT,
  });
  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ discount }) => navigate(`/discounts/${encodeURIComponent(discount.code)}`),
    }),
  );

  return (
    <>
      <PageHeading title="New discount code" />
      <Card as="section" aria-label="New discount code" className="p-4 sm:p-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <DiscountFields register={register} errors={errors} isNew />
          <ServerAlert message={create.error?.message ?? null} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
              Create code
            </button>
            <Link to="/discounts" className={buttonStyles.ghost}>
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </>
  );
}

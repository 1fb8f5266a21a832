import type { SellerIdentity, SellerSettingsResponse } from '@souq/shared/schemas/tax-documents';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { TextField } from '@/shared/ui/text-field';
import { type SellerFormValues, sellerFormValuesOf, sellerResolver } from '../seller-form-values';

const groupClass = 'grid gap-4 p-4 sm:grid-cols-2 sm:p-5';
const legendClass = 'float-left mb-1 w-full text-lg font-extrabold sm:col-span-2';

interface StoreDetailsFormProps {
  seller: SellerSettingsResponse['seller'];
  onSave: (seller: SellerIdentity) => void;
  saving: boolean;
  /** The server's refusal, in its words. */
  serverError: string | null;
  /** What the server said on saving. */
  done: string | null;
}

/**
 * The store's legal details, checked with the api's own schema. It starts from the details as the server has
 * them; the page draws it anew when they change (once saved, a TRN shows without the spaces it was typed with).
 */
export function StoreDetailsForm({ seller, onSave, saving, serverError, done }: StoreDetailsFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SellerFormValues, unknown, SellerIdentity>({
    resolver: sellerResolver,
    defaultValues: sellerFormValuesOf(seller),
  });
  const registered = watch('vatRegistered');
  const onSubmit = handleSubmit(onSave);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Store details" className="flex flex-col gap-4">
      <Card as="div">
        <fieldset className={groupClass}>
          <legend className={legendClass}>Who sells</legend>
          <TextField
            label="Legal name"
            hint="As on the trade licence."
            autoComplete="organization"
            error={errors.legalName?.message}
            {...register('legalName')}
          />
          <TextField
            label="Trading name"
            hint="The name shoppers know the store by."
            error={errors.tradingName?.message}
            {...register('tradingName')}
          />
          <TextAreaField
            className="sm:col-span-2"
            label="Address"
            rows={3}
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label="Trade licence number"
            autoComplete="off"
            error={errors.tradeLicence?.message}
            {...register('tradeLicence')}
          />
          <TextField
            label="Issuing authority"
            hint="Who issued the licence, e.g. Dubai Department of Economy and Tourism."
            error={errors.licenceAuthority?.message}
            {...register('licenceAuthority')}
          />
        </fieldset>
      </Card>
      <Card as="div">
        <fieldset className={groupClass}>
          <legend className={legendClass}>VAT</legend>
          <CheckboxField
            className="sm:col-span-2"
            label="Registered for VAT"
            hint="Ticked, documents are tax invoices with the TRN and the VAT in them; unticked, plain invoices with no VAT."
            {...register('vatRegistered')}
          />
          {registered ? (
            <TextField
              label="TRN"
              hint="15 digits, starting with 1"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              error={errors.trn?.message}
              {...register('trn')}
            />
          ) : null}
        </fieldset>
      </Card>
      <Card as="div">
        <fieldset className={groupClass}>
          <legend className={legendClass}>Support</legend>
          <TextField
            label="Support e-mail"
            type="email"
            autoComplete="off"
            error={errors.supportEmail?.message}
            {...register('supportEmail')}
          />
          <TextField
            label="Support phone"
            type="tel"
            autoComplete="off"
            error={errors.supportPhone?.message}
            {...register('supportPhone')}
          />
        </fieldset>
      </Card>
      <ServerAlert message={serverError} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          Save store details
        </button>
        <SuccessNote message={done} />
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { formatInternational } from '@souq/shared/phone/international-phone';
import { type UpdateProfileRequest, updateProfileRequestSchema } from '@souq/shared/schemas/profile';
import type { MeResponse } from '@souq/shared/schemas/session';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api/api-client';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Ltr } from '@/shared/ui/ltr';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useUpdateProfile } from '../api/update-profile';

const formValues = (account: MeResponse): UpdateProfileRequest => ({
  name: account.user.name,
  phone: formatInternational(account.phone),
});

/** Name and phone, checked by sign-up's rules; a number another account has is refused under the field. */
export function DetailsForm({ account }: { account: MeResponse }) {
  const update = useUpdateProfile();
  const hintId = useId();
  const { formatMessage: t } = useIntl();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: formValues(account),
  });
  const { errors } = formState;

  const submit = handleSubmit((details) =>
    update.mutate(details, {
      onSuccess: (answer) => {
        reset({ name: answer.user.name, phone: formatInternational(answer.phone) });
        toast.success(answer.message);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setError('phone', { message: error.message });
        else toast.error(error.message);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t({ id: 'field.name' })}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <div>
          <TextField
            label={t({ id: 'field.phoneNumber' })}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            // Under an error the field is described by the error (TextField); else by the hint.
            {...(errors.phone ? {} : { 'aria-describedby': hintId })}
            {...register('phone')}
          />
          {errors.phone ? null : (
            <p id={hintId} className="mt-1 text-sm text-navy-600">
              <FormattedMessage id="profile.phoneHint" values={{ example: <Ltr>+971 50 123 4567</Ltr> }} />
            </p>
          )}
        </div>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
        {t({ id: update.isPending ? 'field.saving' : 'profile.saveDetails' })}
      </button>
    </form>
  );
}

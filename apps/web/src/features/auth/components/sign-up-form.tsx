import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY } from '@souq/shared/phone/international-phone';
import type { AuthResponse } from '@souq/shared/schemas/session';
import { type SignUpFormValues, signUpFormSchema, signUpRequest } from '@souq/shared/schemas/user';
import { getCountryCallingCode } from 'libphonenumber-js';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useRegisterUser } from '../api/register-user';
import { CallingCodePicker } from './calling-code-picker';

const DEFAULT_CALLING_CODE = `+${getCountryCallingCode(DEFAULT_COUNTRY)}`;

export function SignUpForm({ onSignedIn }: { onSignedIn: (session: AuthResponse) => void }) {
  const registerUser = useRegisterUser();
  const { formatMessage: t } = useIntl();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: '',
      callingCode: DEFAULT_CALLING_CODE,
      phoneNumber: '',
      email: '',
      password: '',
    } satisfies SignUpFormValues,
  });
  const { errors } = formState;

  const submit = handleSubmit((form) =>
    registerUser.mutate(signUpRequest(form), {
      onSuccess: onSignedIn,
      onError: (error) => toast.error(error.message),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t({ id: 'field.name' })}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <Controller
          control={control}
          name="callingCode"
          render={({ field }) => <CallingCodePicker value={field.value} onChange={field.onChange} />}
        />
        <TextField
          label={t({ id: 'field.phoneNumber' })}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="50 123 4567"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>
      <TextField
        label={t({ id: 'field.email' })}
        type="email"
        dir="ltr"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={registerUser.isPending}>
        {t({ id: registerUser.isPending ? 'signUp.creating' : 'signUp.submit' })}
      </button>
    </form>
  );
}

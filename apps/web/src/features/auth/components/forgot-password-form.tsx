import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@souq/shared/schemas/password-reset';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The account's e-mail or mobile number, read as the login field reads it. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const request = useRequestPasswordReset();
  const { formatMessage: t } = useIntl();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { identifier: '' },
  });

  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => toast.error(error.message),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t({ id: 'auth.identifier' })}
        dir="ltr"
        autoComplete="username"
        inputMode="email"
        error={formState.errors.identifier?.message}
        {...register('identifier')}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={request.isPending}>
        {t({ id: request.isPending ? 'field.sending' : 'password.sendLink' })}
      </button>
    </form>
  );
}

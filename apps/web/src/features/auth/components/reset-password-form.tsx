import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESET_LINK_INVALID,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from '@souq/shared/schemas/password-reset';
import type { AuthResponse } from '@souq/shared/schemas/session';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isAnswer } from '@/shared/i18n/answers';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PasswordField } from '@/shared/ui/password-field';
import { toast } from '@/shared/ui/toast';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  token: string;
  onReset: (session: AuthResponse) => void;
  /** The link is used, expired or unknown: the page says so in place of the form. */
  onDeadLink: () => void;
}

/** The new password, typed twice, by sign-up's password rules. */
export function ResetPasswordForm({ token, onReset, onDeadLink }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const { formatMessage: t } = useIntl();
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: onReset,
        onError: (error) =>
          isAnswer(error.message, RESET_LINK_INVALID) ? onDeadLink() : toast.error(error.message),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label={t({ id: 'password.new' })}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t({ id: 'password.confirmNew' })}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={reset.isPending}>
        {t({ id: reset.isPending ? 'field.saving' : 'password.setNew' })}
      </button>
    </form>
  );
}

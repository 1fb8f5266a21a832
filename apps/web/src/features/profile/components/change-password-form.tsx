import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordFormValues,
  CURRENT_PASSWORD_WRONG,
  changePasswordFormSchema,
} from '@souq/shared/schemas/profile';
import { PASSWORD_MIN_LENGTH } from '@souq/shared/schemas/user';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isAnswer } from '@/shared/i18n/answers';
import { useSession } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PasswordField } from '@/shared/ui/password-field';
import { toast } from '@/shared/ui/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The current password and a new one typed twice. Every other device is signed out; this one keeps going
 * with the new token the api answers.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const signIn = useSession((s) => s.signIn);
  const { formatMessage: t } = useIntl();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ token, user, userId, message }) => {
          signIn({ token, user, userId });
          reset(EMPTY);
          toast.success(message);
        },
        onError: (error) => {
          if (isAnswer(error.message, CURRENT_PASSWORD_WRONG)) {
            setError('currentPassword', { message: error.message }, { shouldFocus: true });
          } else toast.error(error.message);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="change-password">
      <h3 id="change-password" className="font-extrabold text-navy-800">
        {t({ id: 'password.change' })}
      </h3>
      <PasswordField
        label={t({ id: 'password.current' })}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PasswordField
          label={t({ id: 'password.new' })}
          autoComplete="new-password"
          placeholder={t({ id: 'password.minLength' }, { min: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={t({ id: 'password.confirmNew' })}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
        {t({ id: change.isPending ? 'field.saving' : 'password.change' })}
      </button>
    </form>
  );
}

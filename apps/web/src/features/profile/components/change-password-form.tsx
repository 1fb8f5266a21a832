import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordFormValues,
  CURRENT_PASSWORD_WRONG,
  changePasswordFormSchema,
} from '@souq/shared/schemas/profile';
import { PASSWORD_MIN_LENGTH } from '@souq/shared/schemas/user';
import { useForm } from 'react-hook-form';
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
          if (error.message === CURRENT_PASSWORD_WRONG) {
            setError('currentPassword', { message: error.message }, { shouldFocus: true });
          } else toast.error(error.message);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="change-password">
      <h3 id="change-password" className="font-extrabold text-navy-800">
        Change password
      </h3>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}

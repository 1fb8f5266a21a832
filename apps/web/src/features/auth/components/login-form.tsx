import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthResponse } from '@souq/shared/schemas/session';
import { type LoginRequest, loginRequestSchema } from '@souq/shared/schemas/user';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useLoginUser } from '../api/login-user';

export function LoginForm({ onSignedIn }: { onSignedIn: (session: AuthResponse) => void }) {
  const login = useLoginUser();
  const { formatMessage: t } = useIntl();
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      // When success is false the server's message is shown in a toast.
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
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-2 flex justify-end">
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center text-sm font-bold text-coral-700 underline-offset-2 hover:underline"
        >
          {t({ id: 'login.forgotPassword' })}
        </Link>
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={login.isPending}>
        {t({ id: login.isPending ? 'login.signingIn' : 'account.signIn' })}
      </button>
    </form>
  );
}

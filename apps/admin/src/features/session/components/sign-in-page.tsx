import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffSignInRequest,
  staffSignInRequestSchema,
  TWO_FACTOR_CODE_REQUIRED,
} from '@souq/shared/schemas/admin-staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Loading } from '@/shared/ui/loading';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextField } from '@/shared/ui/text-field';
import { useSession } from '../api/get-session';
import { useSignIn } from '../api/sign-in';
import { nextAddress } from '../next-address';
import { AuthFrame } from './auth-frame';

export function SignInPage() {
  const [params] = useSearchParams();
  const next = nextAddress(params.get('next'));
  const session = useSession();
  const signIn = useSignIn();
  // Once the server has asked for the authenticator's code, the field stays (a wrong code asks again).
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof staffSignInRequestSchema>, unknown, StaffSignInRequest>({
    resolver: zodResolver(staffSignInRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  if (session.isPending) return <Loading />;
  // Signed in (just now, in another tab, or Back after signing in): on to where the member was going.
  if (session.data) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => {
        if (error.message === TWO_FACTOR_CODE_REQUIRED) setNeedsCode(true);
      },
    }),
  );

  return (
    <AuthFrame title="Sign in">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ServerAlert message={signIn.error?.message ?? null} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {needsCode ? (
          <TextField
            label="6-digit code"
            hint="From the authenticator app on your phone."
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            error={errors.code?.message}
            {...register('code')}
          />
        ) : null}
        <button type="submit" className={buttonStyles.primary} disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AuthFrame>
  );
}

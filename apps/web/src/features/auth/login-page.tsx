import type { AuthResponse } from '@souq/shared/schemas/session';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSession, useSignedIn } from '@/shared/session/session-store';
import { Card } from '@/shared/ui/card';
import { PageContainer } from '@/shared/ui/page-container';
import { LoginForm } from './components/login-form';
import { SignUpForm } from './components/sign-up-form';

type Mode = 'login' | 'signup';

/** One screen that toggles between the two forms. */
export function LoginPage() {
  const signedIn = useSignedIn();
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('login');
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: mode === 'login' ? 'login.title' : 'signUp.title' }));

  if (signedIn) return <Navigate to="/" replace />;

  const onSignedIn = ({ token, user, userId }: AuthResponse) => {
    signIn({ token, user, userId });
    navigate('/', { replace: true });
  };

  const isLogin = mode === 'login';
  return (
    <PageContainer narrow>
      <Card large className="mx-auto max-w-md p-6 sm:p-8">
        <h1 className="text-center text-2xl font-extrabold text-navy-800">
          {t({ id: isLogin ? 'login.title' : 'signUp.title' })}
        </h1>
        <p className="mt-1 mb-6 text-center text-sm text-navy-600">
          {t({ id: isLogin ? 'login.welcome' : 'signUp.intro' })}
        </p>
        {isLogin ? <LoginForm onSignedIn={onSignedIn} /> : <SignUpForm onSignedIn={onSignedIn} />}
        <p className="mt-6 text-center text-sm text-navy-600">
          <FormattedMessage
            id={isLogin ? 'login.noAccount' : 'signUp.haveAccount'}
            values={{
              button: (chunks) => (
                <button
                  type="button"
                  onClick={() => setMode(isLogin ? 'signup' : 'login')}
                  className="min-h-11 font-bold text-coral-700 underline-offset-2 hover:underline"
                >
                  {chunks}
                </button>
              ),
            }}
          />
        </p>
      </Card>
    </PageContainer>
  );
}

import type { AuthResponse } from '@souq/shared/schemas/session';
import { PASSWORD_MIN_LENGTH } from '@souq/shared/schemas/user';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSession } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { PageContainer } from '@/shared/ui/page-container';
import { toast } from '@/shared/ui/toast';
import { ResetPasswordForm } from './components/reset-password-form';

/**
 * The page a reset e-mail's link opens (`/reset-password?token=…`; docs/product/accounts.md, "Password
 * reset"). A new password signs the shopper in with it, on this browser only: every other session ended.
 */
export function ResetPasswordPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'password.resetTitle' }));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const [dead, setDead] = useState(token === '');

  const onReset = ({ token: sessionToken, user, userId, message }: AuthResponse) => {
    signIn({ token: sessionToken, user, userId });
    toast.success(message);
    navigate('/', { replace: true });
  };

  return (
    <PageContainer narrow>
      <Card large className="mx-auto max-w-md p-6 sm:p-8">
        {dead ? (
          <DeadLink complete={token !== ''} />
        ) : (
          <>
            <h1 className="text-center text-2xl font-extrabold text-navy-800">
              {t({ id: 'password.resetHeading' })}
            </h1>
            <p className="mt-1 mb-6 text-center text-sm text-navy-600">
              {t({ id: 'password.resetIntro' }, { min: PASSWORD_MIN_LENGTH })}
            </p>
            <ResetPasswordForm token={token} onReset={onReset} onDeadLink={() => setDead(true)} />
          </>
        )}
      </Card>
    </PageContainer>
  );
}

/** A link that cannot set a password (used, expired, unknown, or cut short when copied): ask for another. */
function DeadLink({ complete }: { complete: boolean }) {
  const { formatMessage: t } = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="alert" className="text-center">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-navy-800 outline-none">
        {t({ id: 'password.deadLinkHeading' })}
      </h1>
      <p className="mt-3 text-navy-800">
        {t({ id: complete ? 'password.linkInvalid' : 'password.linkIncomplete' })}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/forgot-password" className={buttonStyles.primary}>
          {t({ id: 'password.askNewLink' })}
        </Link>
        <Link to="/login" className={buttonStyles.ghost}>
          {t({ id: 'password.backToLogin' })}
        </Link>
      </div>
    </div>
  );
}

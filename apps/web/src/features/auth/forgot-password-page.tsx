import { RESET_LINK_MINUTES } from '@souq/shared/schemas/password-reset';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { PageContainer } from '@/shared/ui/page-container';
import { ForgotPasswordForm } from './components/forgot-password-form';

const linkStyle = 'font-bold text-coral-700 underline-offset-2 hover:underline';

/**
 * "Forgot password?" from the login form (docs/product/accounts.md, "Password reset"): asks for the
 * account's e-mail or mobile number, then says the same thing whether or not an account matched.
 */
export function ForgotPasswordPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'password.forgotTitle' }));
  const [sent, setSent] = useState<string | null>(null);

  return (
    <PageContainer narrow>
      <Card large className="mx-auto max-w-md p-6 sm:p-8">
        {sent === null ? (
          <>
            <h1 className="text-center text-2xl font-extrabold text-navy-800">
              {t({ id: 'password.forgotHeading' })}
            </h1>
            <p className="mt-1 mb-6 text-center text-sm text-navy-600">{t({ id: 'password.forgotIntro' })}</p>
            <ForgotPasswordForm onSent={setSent} />
            <p className="mt-6 text-center text-sm text-navy-600">
              <FormattedMessage
                id="password.remembered"
                values={{
                  link: (chunks) => (
                    <Link to="/login" className={linkStyle}>
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </>
        ) : (
          <LinkSent message={sent} onAgain={() => setSent(null)} />
        )}
      </Card>
    </PageContainer>
  );
}

function LinkSent({ message, onAgain }: { message: string; onAgain: () => void }) {
  const { formatMessage: t } = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: the answer takes the focus, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="text-center">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-navy-800 outline-none">
        {t({ id: 'password.checkEmail' })}
      </h1>
      <p className="mt-3 text-navy-800">{message}</p>
      <p className="mt-2 text-sm text-navy-600">
        {t({ id: 'password.linkSentNote' }, { minutes: RESET_LINK_MINUTES })}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/login" className={buttonStyles.primary}>
          {t({ id: 'password.backToLogin' })}
        </Link>
        <button type="button" onClick={onAgain} className={buttonStyles.ghost}>
          {t({ id: 'password.sendAnother' })}
        </button>
      </div>
    </div>
  );
}

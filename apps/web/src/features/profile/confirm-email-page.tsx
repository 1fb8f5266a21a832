import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSignedIn } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Ltr } from '@/shared/ui/ltr';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useConfirmEmail } from './api/confirm-email';

/**
 * The page the e-mail change's link opens (`/confirm-email?token=…`): it confirms the new address at once
 * and says how that went. No sign-in is needed: the link may be opened on another device.
 */
export function ConfirmEmailPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'profile.confirmEmailTitle' }));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirmed = useConfirmEmail(token);
  const signedIn = useSignedIn();

  const onward = signedIn ? (
    <Link to="/profile" className={buttonStyles.primary}>
      {t({ id: 'profile.goToProfile' })}
    </Link>
  ) : (
    <Link to="/login" className={buttonStyles.primary}>
      {t({ id: 'login.link' })}
    </Link>
  );

  return (
    <PageContainer narrow>
      <div className="mx-auto max-w-md">
        {token === '' ? (
          <Notice
            heading="h1"
            className="gap-4"
            title={t({ id: 'profile.emailLinkIncomplete' })}
            text={t({ id: 'profile.emailLinkIncompleteText' })}
            action={onward}
          />
        ) : confirmed.data ? (
          <Notice
            heading="h1"
            className="gap-4"
            title={confirmed.data.message}
            text={
              <FormattedMessage
                id="profile.emailConfirmed"
                values={{
                  email: <Ltr className="break-all font-bold text-navy-800">{confirmed.data.email}</Ltr>,
                }}
              />
            }
            action={onward}
          />
        ) : confirmed.error ? (
          <div role="alert">
            <Notice
              heading="h1"
              className="gap-4"
              title={t({ id: 'profile.emailConfirmFailed' })}
              text={confirmed.error.message}
              action={onward}
            />
          </div>
        ) : (
          <p role="status" className="py-12 text-center font-semibold text-navy-600">
            {t({ id: 'profile.emailConfirming' })}
          </p>
        )}
      </div>
    </PageContainer>
  );
}

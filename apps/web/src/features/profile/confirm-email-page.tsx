import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSignedIn } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { useConfirmEmail } from './api/confirm-email';

/**
 * The page the e-mail change's link opens (`/confirm-email?token=…`): it confirms the new address at once
 * and says how that went. No sign-in is needed: the link may be opened on another device.
 */
export function ConfirmEmailPage() {
  useDocumentMeta('Confirm E-mail');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirmed = useConfirmEmail(token);
  const signedIn = useSignedIn();

  const onward = signedIn ? (
    <Link to="/profile" className={buttonStyles.primary}>
      Go to your profile
    </Link>
  ) : (
    <Link to="/login" className={buttonStyles.primary}>
      Login
    </Link>
  );

  return (
    <PageContainer narrow>
      <div className="mx-auto max-w-md">
        {token === '' ? (
          <Notice
            heading="h1"
            className="gap-4"
            title="This link is not complete"
            text="Open the link from the e-mail again, or ask for a new one from your profile."
            action={onward}
          />
        ) : confirmed.data ? (
          <Notice
            heading="h1"
            className="gap-4"
            title={confirmed.data.message}
            text={
              <>
                From now on you sign in, and we write to you, at{' '}
                <span className="break-all font-bold text-navy-800">{confirmed.data.email}</span>.
              </>
            }
            action={onward}
          />
        ) : confirmed.error ? (
          <div role="alert">
            <Notice
              heading="h1"
              className="gap-4"
              title="We could not confirm this address"
              text={confirmed.error.message}
              action={onward}
            />
          </div>
        ) : (
          <p role="status" className="py-12 text-center font-semibold text-navy-600">
            Confirming your e-mail address...
          </p>
        )}
      </div>
    </PageContainer>
  );
}

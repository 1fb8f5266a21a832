import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/shared/session/session-store';
import { accountQueryOptions } from '@/shared/session/use-session-check';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { DetailsForm } from './details-form';
import { EmailChange } from './email-change';

/** Profile: "Account details", the name, phone and e-mail as the api knows them (docs/product/accounts.md). */
export function AccountDetails() {
  const { token, user, userId, signIn } = useSession();
  const { formatMessage: t } = useIntl();
  // A new token (a changed password) asks again; what was shown stays meanwhile rather than flashing away.
  const {
    data: account,
    isError,
    isFetching,
    refetch,
  } = useQuery({
    ...accountQueryOptions(token),
    placeholderData: (previous) => previous,
  });

  // The device keeps the name and e-mail it shows in the header; a change (here, or an e-mail confirmed from
  // a link) is taken in once the api answers with it.
  useEffect(() => {
    if (!account || !token || !userId) return;
    if (account.user.name !== user?.name || account.user.email !== user?.email) {
      signIn({ token, user: account.user, userId });
    }
  }, [account, token, user, userId, signIn]);

  return (
    <section aria-labelledby="account-details" className="mt-6">
      <h2 id="account-details" className="text-xl font-extrabold text-navy-800">
        {t({ id: 'profile.accountDetails' })}
      </h2>
      <Card className="mt-4 space-y-6 p-5">
        {account ? (
          <>
            <DetailsForm account={account} />
            <hr className="border-navy-100" />
            <EmailChange account={account} />
          </>
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="font-bold text-navy-800">{t({ id: 'profile.detailsLoadFailed' })}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isFetching}
              className={buttonStyles.secondary}
            >
              {t({ id: 'profile.tryAgain' })}
            </button>
          </div>
        ) : (
          <p role="status" className="font-semibold text-navy-600">
            {t({ id: 'profile.detailsLoading' })}
          </p>
        )}
      </Card>
    </section>
  );
}

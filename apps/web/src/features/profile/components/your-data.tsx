import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { linkTo } from '@/shared/i18n/message-parts';
import { useSession } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { toast } from '@/shared/ui/toast';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * Profile: "Your data" (docs/product/accounts.md): download a copy of it, or delete the account. Deleting signs
 * the shopper out here (which also forgets the cart, wishlist and orders on the device) and goes home.
 */
export function YourData() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const { formatMessage: t } = useIntl();
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();

  // Home first, then signed out: signed out while the profile still shows, its sign-in guard would send the
  // shopper to /login. flushSync: the profile is gone once the navigation resolves, not after a transition.
  const deleted = async (message: string) => {
    setDeleting(false);
    await navigate('/', { replace: true, flushSync: true });
    signOut();
    toast.success(message);
  };

  return (
    <section aria-labelledby="your-data" className="mt-8">
      <h2 id="your-data" className="text-xl font-extrabold text-navy-800">
        {t({ id: 'yourData.title' })}
      </h2>
      <Card className="mt-4 divide-y divide-navy-100">
        <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-bold text-navy-800">{t({ id: 'yourData.download' })}</h3>
            <p className="mt-1 text-sm text-navy-600">{t({ id: 'yourData.downloadText' })}</p>
          </div>
          <button
            type="button"
            onClick={() => download.mutate(undefined, { onError: (error) => toast.error(error.message) })}
            disabled={download.isPending}
            className={`${buttonStyles.secondary} shrink-0`}
          >
            {t({ id: download.isPending ? 'yourData.preparing' : 'yourData.download' })}
          </button>
        </div>
        <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-bold text-navy-800">{t({ id: 'yourData.delete' })}</h3>
            <p className="mt-1 text-sm text-navy-600">
              <FormattedMessage
                id="yourData.deleteText"
                values={{
                  link: linkTo('/privacy#your-data'),
                }}
              />
            </p>
          </div>
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className={`${buttonStyles.danger} shrink-0`}
          >
            {t({ id: 'yourData.delete' })}
          </button>
        </div>
      </Card>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={deleted} />
    </section>
  );
}

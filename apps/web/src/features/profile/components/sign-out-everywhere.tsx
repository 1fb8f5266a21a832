import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { toast } from '@/shared/ui/toast';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** "Sign out of all devices", this one too, asked first: the shopper signs in again afterwards. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOutAll = useSignOutEverywhere();
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const titleId = useId();
  const { formatMessage: t } = useIntl();

  const confirm = () =>
    signOutAll.mutate(undefined, {
      onSuccess: ({ message }) => {
        setAsking(false);
        // Signing out also forgets the cart, wishlist and orders on this device (app/use-shopper-data-sync.ts).
        signOut();
        toast.success(message);
        navigate('/login');
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <div>
      <h3 id="sign-out-everywhere" className="font-extrabold text-navy-800">
        {t({ id: 'profile.signOutAll' })}
      </h3>
      <p className="mt-1 text-sm text-navy-600">{t({ id: 'profile.signOutAllText' })}</p>
      <button type="button" onClick={() => setAsking(true)} className={`${buttonStyles.secondary} mt-3`}>
        {t({ id: 'profile.signOutAll' })}
      </button>
      <ModalDialog
        open={asking}
        onClose={() => setAsking(false)}
        labelledBy={titleId}
        className="items-end justify-center backdrop:bg-navy-900/50 open:flex sm:items-center sm:p-4"
      >
        <div className="w-full max-w-md rounded-t-3xl bg-white p-5 shadow-xl sm:rounded-3xl sm:p-6">
          <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
            {t({ id: 'profile.signOutAllQuestion' })}
          </h2>
          <p className="mt-2 text-navy-600">{t({ id: 'profile.signOutAllConfirm' })}</p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setAsking(false)} className={buttonStyles.ghost}>
              {t({ id: 'profile.cancel' })}
            </button>
            <button
              type="button"
              onClick={confirm}
              disabled={signOutAll.isPending}
              className={buttonStyles.primary}
            >
              {t({ id: signOutAll.isPending ? 'profile.signingOut' : 'profile.signOutEverywhere' })}
            </button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}

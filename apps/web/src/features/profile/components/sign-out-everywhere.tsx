import { useId, useState } from 'react';
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
        Sign out of all devices
      </h3>
      <p className="mt-1 text-sm text-navy-600">
        Lost a phone, or signed in on a shared computer? This signs you out everywhere, on this device too.
      </p>
      <button type="button" onClick={() => setAsking(true)} className={`${buttonStyles.secondary} mt-3`}>
        Sign out of all devices
      </button>
      <ModalDialog
        open={asking}
        onClose={() => setAsking(false)}
        labelledBy={titleId}
        className="items-end justify-center backdrop:bg-navy-900/50 open:flex sm:items-center sm:p-4"
      >
        <div className="w-full max-w-md rounded-t-3xl bg-white p-5 shadow-xl sm:rounded-3xl sm:p-6">
          <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
            Sign out of all devices?
          </h2>
          <p className="mt-2 text-navy-600">
            Every device signed in to your account is signed out, this one included. You can sign in again
            with your password.
          </p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setAsking(false)} className={buttonStyles.ghost}>
              Cancel
            </button>
            <button
              type="button"
              onClick={confirm}
              disabled={signOutAll.isPending}
              className={buttonStyles.primary}
            >
              {signOutAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
            </button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}

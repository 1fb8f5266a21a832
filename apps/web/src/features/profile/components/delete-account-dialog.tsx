import { deleteAccountRequestSchema, WRONG_PASSWORD } from '@souq/shared/schemas/account-data';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { TextField } from '@/shared/ui/text-field';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
  /** After the account is gone: the page signs the shopper out. */
  onDeleted(message: string): Promise<void>;
}

/**
 * "Delete my account", confirmed with the password (docs/product/accounts.md, "Your data"): says what is erased
 * and what the store keeps, as the privacy page does. A wrong password shows under the field; any other
 * refusal (an order on its way) above the buttons.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="items-end justify-center backdrop:bg-navy-900/50 open:flex sm:items-center sm:p-4"
    >
      <DeleteAccountForm titleId={titleId} onClose={onClose} onDeleted={onDeleted} />
    </ModalDialog>
  );
}

function DeleteAccountForm({
  titleId,
  onClose,
  onDeleted,
}: Omit<DeleteAccountDialogProps, 'open'> & { titleId: string }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const fieldBox = useRef<HTMLDivElement>(null);
  // Each refusal (the password, or an order on its way): once its message is drawn under the field, both are
  // scrolled into view (on a phone the field sits below the explanation).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) fieldBox.current?.scrollIntoView({ block: 'nearest' });
  }, [refusals]);

  const refuse = (message: string | undefined) => {
    setFieldError(message);
    setRefusals((n) => n + 1);
    passwordField.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = deleteAccountRequestSchema.safeParse({ password });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setRefusal(null);
    remove.mutate(parsed.data, {
      onSuccess: (answer) => void onDeleted(answer.message),
      onError: (error) => {
        if (error.message === WRONG_PASSWORD) refuse(error.message);
        else {
          setRefusal(error.message);
          setRefusals((n) => n + 1);
        }
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-h-[92dvh] w-full max-w-lg flex-col rounded-t-3xl bg-white shadow-xl sm:rounded-3xl"
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
          Delete your account?
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="overflow-y-auto px-5 pb-2 text-navy-600 sm:px-6">
        <p className="mt-1">This cannot be undone.</p>
        <h3 className="mt-4 font-bold text-navy-800">What we erase</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>Your name, email address and phone number.</li>
          <li>Your saved addresses, cart and wishlist.</li>
          <li>Your newsletter subscription, and emails to you not yet sent.</li>
          <li>Your sign-in: you are signed out on every device.</li>
        </ul>
        <h3 className="mt-4 font-bold text-navy-800">What we keep, and why</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            Your orders (items, amounts, dates, status and the emirate of delivery) for 5 years, because UAE
            tax law requires us to keep these records. The name, email, phone and street address on them are
            erased.
          </li>
          <li>
            Tax invoices and credit notes already issued, exactly as issued (with your name and address), for
            the same 5 years: the law does not let anyone change or delete them.
          </li>
          <li>
            A card order still waiting for payment is cancelled first. An order on its way must be delivered
            or cancelled before you can delete your account.
          </li>
        </ul>
        <p className="mt-3 text-sm">
          More in our{' '}
          <Link to="/privacy#your-data" className="font-bold text-coral-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <p className="mt-4 font-semibold text-navy-800">Enter your password to confirm it is you.</p>
        <div ref={fieldBox} className="pb-1">
          <TextField
            ref={passwordField}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            className="mt-2"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
          {refusal ? (
            <p role="alert" className="mt-3 font-semibold text-danger">
              {refusal}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <button type="button" onClick={onClose} className={buttonStyles.ghost}>
          Cancel
        </button>
        <button type="submit" disabled={remove.isPending} className={buttonStyles.danger}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}

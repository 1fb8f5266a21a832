import { deleteAccountRequestSchema, WRONG_PASSWORD } from '@souq/shared/schemas/account-data';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAnswer } from '@/shared/i18n/answers';
import { linkTo } from '@/shared/i18n/message-parts';
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
  const { formatMessage: t } = useIntl();
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
        if (isAnswer(error.message, WRONG_PASSWORD)) refuse(error.message);
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
          {t({ id: 'yourData.deleteQuestion' })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t({ id: 'profile.close' })}
          className="-me-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="overflow-y-auto px-5 pb-2 text-navy-600 sm:px-6">
        <p className="mt-1">{t({ id: 'yourData.cannotUndo' })}</p>
        <h3 className="mt-4 font-bold text-navy-800">{t({ id: 'yourData.whatWeErase' })}</h3>
        <ul className="mt-1 list-disc space-y-1 ps-5">
          <li>{t({ id: 'yourData.eraseContact' })}</li>
          <li>{t({ id: 'yourData.eraseSaved' })}</li>
          <li>{t({ id: 'yourData.eraseNewsletter' })}</li>
          <li>{t({ id: 'yourData.eraseSignIn' })}</li>
        </ul>
        <h3 className="mt-4 font-bold text-navy-800">{t({ id: 'yourData.whatWeKeep' })}</h3>
        <ul className="mt-1 list-disc space-y-1 ps-5">
          <li>{t({ id: 'yourData.keepOrders' })}</li>
          <li>{t({ id: 'yourData.keepInvoices' })}</li>
          <li>{t({ id: 'yourData.keepPending' })}</li>
        </ul>
        <p className="mt-3 text-sm">
          <FormattedMessage
            id="yourData.moreInPrivacy"
            values={{
              link: linkTo('/privacy#your-data'),
            }}
          />
        </p>
        <p className="mt-4 font-semibold text-navy-800">{t({ id: 'yourData.enterPassword' })}</p>
        <div ref={fieldBox} className="pb-1">
          <TextField
            ref={passwordField}
            label={t({ id: 'field.password' })}
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
          {t({ id: 'profile.cancel' })}
        </button>
        <button type="submit" disabled={remove.isPending} className={buttonStyles.danger}>
          {t({ id: remove.isPending ? 'yourData.deleting' : 'yourData.delete' })}
        </button>
      </div>
    </form>
  );
}

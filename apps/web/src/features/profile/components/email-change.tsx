import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangeEmailRequest,
  CURRENT_PASSWORD_WRONG,
  changeEmailRequestSchema,
  EMAIL_CHANGE_HOURS,
  SAME_EMAIL,
} from '@souq/shared/schemas/profile';
import type { MeResponse } from '@souq/shared/schemas/session';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api/api-client';
import { isAnswer } from '@/shared/i18n/answers';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Ltr } from '@/shared/ui/ltr';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useChangeEmail } from '../api/change-email';

/**
 * The account's e-mail ("Your Email") and its change: the new address gets a link, and the account keeps the
 * old one until it is opened (docs/product/accounts.md, "Profile").
 */
export function EmailChange({ account }: { account: MeResponse }) {
  const [editing, setEditing] = useState(false);
  const { formatMessage: t } = useIntl();
  const changeButton = useRef<HTMLButtonElement>(null);
  // The form goes; the button that opened it is drawn again and gets the keyboard back.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    changeButton.current?.focus();
  }, [editing]);
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <dl>
          <dt className="text-sm text-navy-600">{t({ id: 'profile.yourEmail' })}</dt>
          <dd className="mt-0.5 break-all font-bold text-navy-800">
            <Ltr>{account.user.email}</Ltr>
          </dd>
        </dl>
        {editing ? null : (
          <button
            ref={changeButton}
            type="button"
            onClick={() => setEditing(true)}
            className={buttonStyles.secondary}
          >
            {t({ id: 'profile.changeEmail' })}
          </button>
        )}
      </div>
      {account.pendingEmail ? (
        <p role="status" className="mt-3 rounded-xl bg-navy-50 p-3 text-sm text-navy-800">
          <FormattedMessage
            id="profile.pendingEmail"
            values={{
              email: <Ltr className="break-all font-bold">{account.pendingEmail}</Ltr>,
              hours: EMAIL_CHANGE_HOURS,
            }}
          />
        </p>
      ) : null}
      {editing ? <EmailChangeForm onDone={close} /> : null}
    </div>
  );
}

function EmailChangeForm({ onDone }: { onDone: () => void }) {
  const change = useChangeEmail();
  const { formatMessage: t } = useIntl();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onDone();
      },
      onError: (error) => {
        // Refusals that belong to a field are shown under it, like the form's own checks.
        if (isAnswer(error.message, CURRENT_PASSWORD_WRONG)) setError('password', { message: error.message });
        else if (isAnswer(error.message, SAME_EMAIL) || (error instanceof ApiError && error.status === 409))
          setError('email', { message: error.message });
        else toast.error(error.message);
      },
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 space-y-4"
      aria-label={t({ id: 'profile.changeEmail' })}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t({ id: 'profile.newEmail' })}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t({ id: 'password.current' })}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
          {t({ id: change.isPending ? 'field.sending' : 'profile.sendConfirmation' })}
        </button>
        <button type="button" onClick={onDone} className={buttonStyles.ghost}>
          {t({ id: 'profile.cancel' })}
        </button>
      </div>
    </form>
  );
}

import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './text-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (see docs/product/accounts.md). */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { formatMessage: t } = useIntl();
  return (
    <TextField
      {...props}
      label={label ?? t({ id: 'field.password' })}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t({ id: visible ? 'field.hidePassword' : 'field.showPassword' })}
          aria-pressed={visible}
          className="flex h-11 w-11 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

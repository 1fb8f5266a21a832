import { STORE_NAME } from '@souq/shared/config/store';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export function StoreLogo({ className = '' }: { className?: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <Link
      to="/"
      className={`flex min-h-11 shrink-0 items-center gap-2 ${className}`}
      aria-label={t({ id: 'logo.label' }, { store: STORE_NAME })}
    >
      <img src="/art/logo.webp" alt="" width="36" height="36" className="h-9 w-9" />
      <span className="text-lg font-extrabold tracking-tight">{STORE_NAME}</span>
    </Link>
  );
}

import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '@/shared/ui/icons';

/**
 * Typing goes to /products?search={text}; Enter with non-empty text goes to /products/{text}.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onListing = location.pathname === '/products';
  const inputId = useId();
  const { formatMessage: t } = useIntl();
  const [text, setText] = useState(() => (onListing ? (params.get('search') ?? '') : ''));

  useEffect(() => {
    if (!location.pathname.startsWith('/products')) setText('');
  }, [location.pathname]);

  const onChange = (value: string) => {
    setText(value);
    // While the shopper types on the listing, each keystroke replaces the entry instead of piling up history.
    navigate(`/products?search=${encodeURIComponent(value)}`, { replace: onListing });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(`/products/${encodeURIComponent(query)}`);
  };

  return (
    <search className={`relative block ${className}`}>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          {t({ id: 'search.label' })}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t({ id: 'search.placeholder' })}
          enterKeyHint="search"
          autoComplete="off"
          className="min-h-11 w-full rounded-full border border-transparent bg-white py-2 ps-11 pe-4 text-base text-navy-800 placeholder:text-navy-300 focus:border-coral-500"
        />
        <SearchIcon className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-navy-600" />
      </form>
    </search>
  );
}

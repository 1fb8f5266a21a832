import {
  type ComponentType,
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withAllMessages } from '@/shared/i18n/page-messages';
import { SearchIcon } from '@/shared/ui/icons';
import type { SearchSuggestionsProps } from './search-suggestions';

// The suggestions, their requests and their words load when the shopper first focuses or types in the
// search, not with the first page. If they cannot be loaded, the search works as it did without them.
const SearchSuggestions = lazy(() =>
  withAllMessages(
    async (): Promise<{ default: ComponentType<SearchSuggestionsProps> }> => ({
      default: (await import('./search-suggestions')).SearchSuggestions,
    }),
  )().catch(() => ({ default: () => null })),
);

/** What the input says of its suggestions (WAI-ARIA combobox): whether they show, and which is chosen. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

const CLOSED: ComboboxState = { expanded: false, activeId: undefined };

/**
 * Typing goes to /products?search={text}; Enter with non-empty text goes to /products/{text}, unless a
 * suggestion is chosen (search-suggestions.tsx).
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onListing = location.pathname === '/products';
  const inputId = useId();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { formatMessage: t } = useIntl();
  const [text, setText] = useState(() => (onListing ? (params.get('search') ?? '') : ''));
  const [suggesting, setSuggesting] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED);

  useEffect(() => {
    if (!location.pathname.startsWith('/products')) setText('');
  }, [location.pathname]);

  // A link on the listing (Did you mean, a category) changes the words: the field shows them, unless the
  // shopper is typing in it.
  const searchInUrl = onListing ? (params.get('search') ?? '') : null;
  useEffect(() => {
    if (searchInUrl !== null && document.activeElement !== input.current) setText(searchInUrl);
  }, [searchInUrl]);

  const onChange = (value: string) => {
    setText(value);
    setSuggesting(true);
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
          ref={input}
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listboxId}
          aria-expanded={combobox.expanded}
          aria-activedescendant={combobox.activeId}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setSuggesting(true)}
          placeholder={t({ id: 'search.placeholder' })}
          enterKeyHint="search"
          autoComplete="off"
          className="min-h-11 w-full rounded-full border border-transparent bg-white py-2 ps-11 pe-4 text-base text-navy-800 placeholder:text-navy-300 focus:border-coral-500"
        />
        <SearchIcon className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-navy-600" />
      </form>
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            text={text}
            input={input}
            listboxId={listboxId}
            onCombobox={setCombobox}
            onText={setText}
          />
        </Suspense>
      ) : null}
    </search>
  );
}

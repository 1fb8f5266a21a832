import { CATEGORY_LABEL, type Category } from '@souq/shared/catalog/categories';
import { PRODUCT_TYPES, type ProductType } from '@souq/shared/catalog/listing-facets';
import { productPath } from '@souq/shared/catalog/product-path';
import { shownPrice } from '@souq/shared/pricing/displayed-price';
import type { Product } from '@souq/shared/schemas/product';
import { highlightSegments } from '@souq/shared/search/highlight';
import { type RefObject, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { ProductImage } from '@/shared/catalog/product-image';
import { productName } from '@/shared/catalog/product-language';
import type { MessageId } from '@/shared/i18n/messages';
import { GridIcon, SearchIcon } from '@/shared/ui/icons';
import { PriceTag } from '@/shared/ui/price-tag';
import type { ComboboxState } from './header-search';
import { type FoundSuggestions, useSearchSuggestions } from './use-search-suggestions';

/** The kinds of product as the shopper reads them (the facet's value stays English). */
const TYPE_LABEL: Readonly<Record<ProductType, MessageId>> = {
  clothing: 'suggestions.typeClothing',
  shoes: 'suggestions.typeShoes',
  toys: 'suggestions.typeToys',
};

type Suggestion =
  | { kind: 'correction'; id: string; to: string; correction: string }
  | { kind: 'product'; id: string; to: string; product: Product }
  | { kind: 'category'; id: string; to: string; label: string; count: number };

/** The answer's options in the order the list shows them: the correction, the products, the groups. */
function suggestionsOf(
  { text, answer }: FoundSuggestions,
  listboxId: string,
  t: IntlShape['formatMessage'],
): Suggestion[] {
  const search = `/products?search=${encodeURIComponent(text.trim())}`;
  const suggestions: Suggestion[] = [];
  if (answer.correction) {
    suggestions.push({
      kind: 'correction',
      id: `${listboxId}-correction`,
      to: `/products?search=${encodeURIComponent(answer.correction)}`,
      correction: answer.correction,
    });
  }
  for (const product of answer.products) {
    suggestions.push({
      kind: 'product',
      id: `${listboxId}-product-${product._id}`,
      to: productPath(product),
      product,
    });
  }
  answer.categories.forEach(({ facet, value, count }, index) => {
    const label =
      facet === 'category'
        ? value in CATEGORY_LABEL && t({ id: CATEGORY_LABEL[value as Category] })
        : PRODUCT_TYPES.some((type) => type === value) && t({ id: TYPE_LABEL[value as ProductType] });
    suggestions.push({
      kind: 'category',
      id: `${listboxId}-group-${index}`,
      to: `${search}&${facet}=${encodeURIComponent(value)}`,
      label: label || value,
      count,
    });
  });
  return suggestions;
}

export interface SearchSuggestionsProps {
  /** The words in the search field. */
  text: string;
  /** The search field, whose keys move through the list (WAI-ARIA 1.2 combobox with a listbox popup). */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id, which the field's aria-controls names. */
  listboxId: string;
  /** Tells the field whether the list shows and which option is chosen (aria-expanded, aria-activedescendant). */
  onCombobox: (state: ComboboxState) => void;
  /** Puts other words in the field: the correction, when the shopper follows "Did you mean". */
  onText: (text: string) => void;
}

/**
 * The header search's suggestions as the shopper types: the best products (picture, name with the found
 * words marked, price) and the groups or kinds holding most of them, each a link; "Did you mean" first when
 * only a correction found them. ArrowDown and ArrowUp choose (round the ends), Enter follows the chosen one
 * (with none chosen, the form searches as before), Escape and Tab close it, as does a click elsewhere.
 */
export function SearchSuggestions({ text, input, listboxId, onCombobox, onText }: SearchSuggestionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const found = useSearchSuggestions(text);
  const popup = useRef<HTMLDivElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const [chosenId, setChosenId] = useState<string>();

  const suggestions = useMemo(() => (found ? suggestionsOf(found, listboxId, t) : []), [found, listboxId, t]);
  const expanded = !dismissed && text.trim() !== '' && suggestions.length > 0;
  const chosen = expanded ? suggestions.find((s) => s.id === chosenId) : undefined;

  useEffect(() => onCombobox({ expanded, activeId: chosen?.id }), [expanded, chosen?.id, onCombobox]);

  useEffect(() => {
    if (chosen) document.getElementById(chosen.id)?.scrollIntoView({ block: 'nearest' });
  }, [chosen]);

  const close = () => {
    setDismissed(true);
    setChosenId(undefined);
  };

  const follow = (suggestion: Suggestion) => {
    close();
    if (suggestion.kind === 'correction') onText(suggestion.correction);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestions.length === 0 || !text.trim()) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const at = chosen ? suggestions.indexOf(chosen) : step > 0 ? -1 : suggestions.length;
        const next = suggestions[(at + step + suggestions.length) % suggestions.length];
        setDismissed(false);
        setChosenId(next?.id);
        return;
      }
      case 'Enter':
        if (chosen) {
          // The chosen suggestion, not the form's search for the words.
          event.preventDefault();
          follow(chosen);
          navigate(chosen.to);
        } else {
          close();
        }
        return;
      case 'Escape':
        // A search field clears itself on Escape; the words stay, only the list closes.
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the words again: no option is chosen.
        setChosenId(undefined);
        return;
    }
  });

  const onInput = useEffectEvent(() => {
    setDismissed(false);
    setChosenId(undefined);
  });

  const onFocus = useEffectEvent(() => setDismissed(false));

  const onOutside = useEffectEvent((target: EventTarget | null) => {
    if (!(target instanceof Node)) return;
    if (input.current?.contains(target) || popup.current?.contains(target)) return;
    close();
  });

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const keyDown = (event: KeyboardEvent) => onKeyDown(event);
    const typed = () => onInput();
    const focused = () => onFocus();
    // Focus moving elsewhere (not to nowhere: a phone hiding its keyboard keeps the list to tap).
    const left = (event: FocusEvent) => {
      if (event.relatedTarget) onOutside(event.relatedTarget);
    };
    const pressed = (event: PointerEvent) => onOutside(event.target);
    // The field keeps the focus (and a phone its keyboard) while an option is pressed.
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    const list = popup.current;
    field.addEventListener('keydown', keyDown);
    field.addEventListener('input', typed);
    field.addEventListener('focus', focused);
    field.addEventListener('blur', left);
    document.addEventListener('pointerdown', pressed);
    list?.addEventListener('mousedown', keepFocus);
    return () => {
      field.removeEventListener('keydown', keyDown);
      field.removeEventListener('input', typed);
      field.removeEventListener('focus', focused);
      field.removeEventListener('blur', left);
      document.removeEventListener('pointerdown', pressed);
      list?.removeEventListener('mousedown', keepFocus);
    };
  }, [input]);

  const status =
    !found || dismissed || !text.trim()
      ? ''
      : suggestions.length > 0
        ? t({ id: 'suggestions.count' }, { count: suggestions.length })
        : t({ id: 'suggestions.none' });

  const products = suggestions.filter((s) => s.kind === 'product');
  const groups = suggestions.filter((s) => s.kind === 'category');
  const correction = suggestions.find((s) => s.kind === 'correction');
  const optionProps = (suggestion: Suggestion) => ({
    id: suggestion.id,
    role: 'option',
    'aria-selected': suggestion === chosen,
    tabIndex: -1,
    to: suggestion.to,
    onClick: () => follow(suggestion),
  });

  return (
    <>
      <div
        ref={popup}
        hidden={!expanded}
        className="absolute start-0 top-full z-10 mt-2 max-h-[calc(100dvh-13rem)] w-full min-w-[min(26rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white py-2 text-navy-800 shadow-xl ring-1 ring-navy-100 md:max-h-[calc(100dvh-6rem)]"
      >
        <div role="listbox" id={listboxId} aria-label={t({ id: 'suggestions.label' })}>
          {correction ? (
            <Link {...optionProps(correction)} className={`${OPTION} border-b border-navy-100 pb-2 mb-1`}>
              <SearchIcon className="h-5 w-5 shrink-0 text-navy-600" />
              <span className="text-sm">
                <FormattedMessage
                  id="suggestions.didYouMean"
                  values={{
                    correction: <bdi className="font-extrabold text-coral-700">{correction.correction}</bdi>,
                  }}
                />
              </span>
            </Link>
          ) : null}
          {products.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of options, no fieldset
            <div role="group" aria-labelledby={`${listboxId}-products`}>
              <div role="presentation" id={`${listboxId}-products`} className={GROUP_LABEL}>
                {t({ id: 'suggestions.products' })}
              </div>
              {products.map((suggestion) => (
                <Link key={suggestion.id} {...optionProps(suggestion)} className={OPTION}>
                  <ProductImage
                    src={suggestion.product.image[0]}
                    alt=""
                    width="42"
                    height="56"
                    className="h-14 w-[42px] shrink-0 rounded-lg bg-navy-50 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-bold">
                      <MarkedName name={productName(suggestion.product)} terms={found?.answer.terms ?? []} />
                    </p>
                    <PriceTag price={shownPrice(suggestion.product)} />
                  </div>
                </Link>
              ))}
            </div>
          ) : null}
          {groups.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of options, no fieldset
            <div role="group" aria-labelledby={`${listboxId}-groups`}>
              <div role="presentation" id={`${listboxId}-groups`} className={GROUP_LABEL}>
                {t({ id: 'suggestions.categories' })}
              </div>
              {groups.map((suggestion) => (
                <Link key={suggestion.id} {...optionProps(suggestion)} className={OPTION}>
                  <GridIcon className="h-5 w-5 shrink-0 text-navy-600" />
                  <span className="text-sm font-bold">
                    {t({ id: 'suggestions.facet' }, { label: suggestion.label, count: suggestion.count })}
                  </span>
                </Link>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}

const OPTION =
  'flex min-h-11 items-center gap-3 px-4 py-2 text-start hover:bg-navy-50 aria-selected:bg-coral-50 aria-selected:shadow-[inset_4px_0_0_var(--color-coral-600)] rtl:aria-selected:shadow-[inset_-4px_0_0_var(--color-coral-600)]';
const GROUP_LABEL = 'px-4 pt-2 pb-1 text-xs font-extrabold tracking-wide text-navy-600 uppercase';

/** A name with the parts the search's words found in <mark>. */
function MarkedName({ name, terms }: { name: string; terms: readonly string[] }) {
  let at = 0;
  return highlightSegments(name, terms).map(({ text, marked }) => {
    const key = at;
    at += text.length;
    return marked ? (
      <mark key={key} className="rounded-sm bg-sunny/60 text-inherit">
        {text}
      </mark>
    ) : (
      <span key={key}>{text}</span>
    );
  });
}

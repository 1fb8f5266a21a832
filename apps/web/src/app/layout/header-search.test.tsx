import type { Product } from '@souq/shared/schemas/product';
import type { SearchSuggestions } from '@souq/shared/schemas/search-suggestions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withAllMessages } from '@/shared/i18n/page-messages';
import { renderWithIntl } from '@/shared/i18n/render-with-intl';
import { HeaderSearch } from './header-search';

const product = (n: number, name: string, over: Partial<Product> = {}): Product => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  nameAr: '',
  sku: `LS-${n}`,
  description: '',
  descriptionAr: '',
  category: 'Boys',
  subCategory: 'Sets',
  image: [`/img/${n}.webp`],
  price: 89,
  discount: 15,
  flashsale: false,
  flashDiscount: 0,
  bestseller: false,
  bestofkids: false,
  variants: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const DINOSAURS: SearchSuggestions = {
  success: true,
  products: [product(1, 'Dinosaur Pyjama Set'), product(2, 'Dino Friends T-Shirt', { category: 'Unisex' })],
  categories: [
    { facet: 'category', value: 'Boys', count: 1 },
    { facet: 'type', value: 'clothing', count: 2 },
  ],
  terms: ['dinosuar', 'dinosaur'],
  correction: 'dinosaur',
};

const NOTHING: SearchSuggestions = {
  success: true,
  products: [],
  categories: [],
  terms: [],
  correction: null,
};

interface Call {
  q: string | null;
  signal: AbortSignal | undefined;
}

let calls: Call[];
/** Answers by the text asked; a text without one never answers (until aborted). */
let answers: Record<string, SearchSuggestions>;

beforeAll(async () => {
  // jsdom lays nothing out, so it has no scrolling into view.
  Element.prototype.scrollIntoView ??= () => {};
  // The list's code and words load on the first focus; loaded once here, no test waits for them.
  await withAllMessages(() => import('./search-suggestions'))();
});

beforeEach(() => {
  calls = [];
  answers = { dinosuar: DINOSAURS, zzz: NOTHING };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      const signal = init.signal ?? undefined;
      calls.push({ q, signal });
      const answer = q === null ? undefined : answers[q];
      return new Promise((resolve, reject) => {
        if (answer) resolve({ ok: true, status: 200, json: async () => answer });
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSearch(locale: 'en' | 'ar' = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <HeaderSearch /> }], { initialEntries: ['/'] });
  renderWithIntl(<RouterProvider router={router} />, { locale });
  const field = screen.getByRole('combobox');
  return { router, field, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** Types as a shopper does: each key an input event with the words so far. */
function type(field: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) fireEvent.input(field, { target: { value: text.slice(0, i) } });
}

describe('the header search', () => {
  it('is a combobox that owns its list and says it is closed until there are suggestions', () => {
    const { field } = renderSearch();
    expect(field).toHaveAccessibleName('Search products');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field.getAttribute('aria-controls')).toBeTruthy();
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once typing pauses, shows products with the found words marked, groups and the correction', async () => {
    const { field, where } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dinosuar');
    // Typing still goes to the listing, as it always has.
    expect(where()).toBe('/products?search=dinosuar');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(field).toHaveAttribute('aria-controls', list.id);
    // One request for the pause, not one per key.
    expect(calls.map((c) => c.q)).toEqual(['dinosuar']);

    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Did you mean “dinosaur”?',
      expect.stringContaining('Dinosaur Pyjama Set'),
      expect.stringContaining('Dino Friends T-Shirt'),
      'Boys · 1',
      'Clothing · 2',
    ]);
    expect(within(list).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(list.querySelectorAll('mark')).toHaveLength(1);
    expect(list.querySelector('mark')).toHaveTextContent(/^Dinosaur$/);
    // The price as cards show it: rounded after the discount, beside the struck original.
    expect(options[1]).toHaveTextContent('AED 76.00was AED 89.00');

    expect(options[0]).toHaveAttribute('href', '/products?search=dinosaur');
    expect(options[1]).toHaveAttribute('href', `/boys/dinosaur-pyjama-set/${DINOSAURS.products[0]?._id}`);
    expect(options[3]).toHaveAttribute('href', '/products?search=dinosuar&category=Boys');
    expect(options[4]).toHaveAttribute('href', '/products?search=dinosuar&type=clothing');
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions');
  });

  it('moves through the options with the arrows, round the ends, and follows the chosen one on Enter', async () => {
    const { field, where } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dinosuar');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const chosen = () => field.getAttribute('aria-activedescendant');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(chosen()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(chosen()).toBe(options[4]?.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(chosen()).toBe(options[0]?.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(chosen()).toBe(options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    const notPrevented = fireEvent.keyDown(field, { key: 'Enter' });
    // Prevented: the form does not search the words too.
    expect(notPrevented).toBe(false);
    await waitFor(() => expect(where()).toBe(`/boys/dinosaur-pyjama-set/${DINOSAURS.products[0]?._id}`));
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with the words kept, and opens again on ArrowDown', async () => {
    const { field } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dinosuar');
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'ArrowDown' });

    const notPrevented = fireEvent.keyDown(field, { key: 'Escape' });
    // Prevented: a search field would otherwise clear its words.
    expect(notPrevented).toBe(false);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('dinosuar');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
  });

  it('closes on Tab and on a press outside it', async () => {
    const { field } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dinosuar');
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(field).toHaveAttribute('aria-expanded', 'false');

    type(field, 'dinosuar');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('option', { name: /Pyjama/ }));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets Enter search the words as before when no option is chosen', async () => {
    const { field, where } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dinosuar');
    await screen.findByRole('listbox');
    const notPrevented = fireEvent.keyDown(field, { key: 'Enter' });
    expect(notPrevented).toBe(true);
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(where()).toBe('/products/dinosuar'));
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows "Did you mean" with the corrected words in the field', async () => {
    const { field, where } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dinosuar');
    fireEvent.click(await screen.findByRole('option', { name: 'Did you mean “dinosaur”?' }));
    await waitFor(() => expect(where()).toBe('/products?search=dinosaur'));
    expect(field).toHaveValue('dinosaur');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('aborts the request under way when another key comes, and asks nothing for blank words', async () => {
    const { field } = renderSearch();
    fireEvent.focus(field);
    type(field, 'dres');
    await waitFor(() => expect(calls.map((c) => c.q)).toEqual(['dres']));
    type(field, 'dress');
    expect(calls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(calls.map((c) => c.q)).toEqual(['dres', 'dress']));

    fireEvent.input(field, { target: { value: '   ' } });
    expect(calls[1]?.signal?.aborted).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toHaveLength(2);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing is found', async () => {
    const { field } = renderSearch();
    fireEvent.focus(field);
    type(field, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Arabic on an Arabic page: the correction, the groups and the count', async () => {
    const { field } = renderSearch('ar');
    fireEvent.focus(field);
    type(field, 'dinosuar');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات البحث' });
    expect(within(list).getByRole('option', { name: 'هل تقصد «dinosaur»؟' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'المنتجات' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'أولاد · 1' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'ملابس · 2' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 اقتراحات');
  });
});

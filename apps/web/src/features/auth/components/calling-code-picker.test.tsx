import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/shared/i18n/render-with-intl';
import { CallingCodePicker } from './calling-code-picker';

const LRI = '\u2066';
const PDI = '\u2069';

describe('CallingCodePicker', () => {
  beforeAll(() => {
    // The open list is placed by Floating UI, which watches sizes; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('names the countries in English on an English page, the code first in the field', () => {
    renderWithIntl(<CallingCodePicker value="+971" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Country code')).toHaveValue('+971 United Arab Emirates');
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'india' } });
    expect(screen.getByRole('option', { name: 'India (+91)' })).toBeInTheDocument();
  });

  it('names and searches the countries in Arabic on an Arabic page, the code kept left to right', () => {
    const onChange = vi.fn();
    renderWithIntl(<CallingCodePicker value="+971" onChange={onChange} />, { locale: 'ar' });
    const field = screen.getByLabelText('رمز الدولة');
    expect(field).toHaveValue(`${LRI}+971${PDI} الإمارات العربية المتحدة`);
    // Typed without the hamza, as it often is.
    fireEvent.change(field, { target: { value: 'الامارات' } });
    const option = screen.getByRole('option', { name: 'الإمارات العربية المتحدة (+971)' });
    expect(option.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+971');
    fireEvent.change(field, { target: { value: 'مصر' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['مصر (+20)']);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('+20');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../i18n/render-with-intl';
import { VatIncluded } from './vat-included';

describe('the VAT line under a bill', () => {
  it('reads as it always has in English', () => {
    renderWithIntl(
      <p data-testid="vat">
        <VatIncluded vat={{ percent: 5, vatFils: 476 }} />
      </p>,
    );
    expect(screen.getByTestId('vat').textContent).toBe('Includes VAT 5 %: AED 4.76');
  });

  it('keeps the amount as formatted, left to right, in Arabic', () => {
    renderWithIntl(
      <p data-testid="vat">
        <VatIncluded vat={{ percent: 5, vatFils: 10 }} />
      </p>,
      { locale: 'ar' },
    );
    const line = screen.getByTestId('vat');
    expect(line.textContent).toContain('AED 0.10');
    expect(line.querySelector('bdi[dir="ltr"]')?.textContent).toBe('AED 0.10');
  });
});

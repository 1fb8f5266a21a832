import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/shared/i18n/render-with-intl';
import { AgeRange, ChartAge, SizeAgeLabel, SizeLabel } from './size-labels';

const text = (ui: ReactElement, locale: 'en' | 'ar' = 'en') =>
  renderWithIntl(<p>{ui}</p>, { locale }).container.textContent;

describe('size labels', () => {
  it('read as the shared English labels on an English page', () => {
    expect(text(<SizeLabel size="28" />)).toBe('EU 28');
    expect(text(<SizeLabel size="Free-size" />)).toBe('Free-size');
    expect(text(<SizeLabel size="100" />)).toBe('100');
    expect(text(<SizeAgeLabel size="100" />)).toBe('2–3 Years');
    expect(text(<SizeAgeLabel size="28" />)).toBe('');
    expect(text(<AgeRange range="1-3" />)).toBe('1-3 Years');
    expect(text(<ChartAge age="0-1 Years Old" />)).toBe('0-1 Years Old');
    expect(text(<ChartAge age="1-2" />)).toBe('1-2');
    expect(text(<ChartAge age="Around 13 Years Old" />)).toBe('Around 13 Years Old');
  });

  it('keep shoe sizes and ranges left to right on an Arabic page', () => {
    const { container } = renderWithIntl(
      <p>
        <SizeLabel size="28" />
      </p>,
      { locale: 'ar' },
    );
    expect(container.querySelector('bdi[dir="ltr"]')?.textContent).toBe('EU 28');
    expect(text(<SizeLabel size="Free-size" />, 'ar')).toBe('مقاس واحد');
    expect(text(<SizeAgeLabel size="100" />, 'ar')).toBe('2–3 سنوات');
    expect(text(<ChartAge age="Around 13 Years Old" />, 'ar')).toBe('حوالي 13 سنة');
  });
});

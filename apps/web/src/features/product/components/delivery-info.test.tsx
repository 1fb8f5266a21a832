import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/shared/i18n/render-with-intl';
import { DeliveryInfo } from './delivery-info';

describe('DeliveryInfo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('names tomorrow as the English lines always have', () => {
    renderWithIntl(<DeliveryInfo />);
    expect(screen.getByText('Delivery Time: 2 - 3 Days')).toBeInTheDocument();
    expect(screen.getByText('Arriving on Sunday, 22 November')).toBeInTheDocument();
    expect(screen.getByText('Order within 24 Hours')).toBeInTheDocument();
  });

  it('gives the weekday and month in Arabic on an Arabic page, with Western digits', () => {
    renderWithIntl(<DeliveryInfo />, { locale: 'ar' });
    expect(screen.getByText('يصلكم يوم الأحد، 22 نوفمبر')).toBeInTheDocument();
  });
});

import { LOCALE_FORMAT_TAG } from '@souq/shared/i18n/locales';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/messages/ar.json';
import en from '../i18n/messages/en.json';
import { orderDateText } from './order-text';

const english = createIntl({ locale: LOCALE_FORMAT_TAG.en, messages: en });
const arabic = createIntl({ locale: LOCALE_FORMAT_TAG.ar, messages: ar });

describe("an order's day", () => {
  it('reads as the e-mails write it on an English page', () => {
    expect(orderDateText('2026-11-21T08:00:00Z', english)).toBe('21 Nov 2026');
  });

  it('is the day in Dubai, with the month in Arabic and Western digits, on an Arabic page', () => {
    // 22:30 UTC on the 20th is already the 21st in Dubai.
    expect(orderDateText('2026-11-20T22:30:00Z', arabic)).toBe('21 نوفمبر 2026');
  });

  it('shows a value that is not a date as it is', () => {
    expect(orderDateText('soon', arabic)).toBe('soon');
    expect(orderDateText('soon', english)).toBe('soon');
  });
});

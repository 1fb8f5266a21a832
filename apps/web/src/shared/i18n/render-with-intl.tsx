import { LOCALE_FORMAT_TAG, type Locale } from '@souq/shared/i18n/locales';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import ar from './messages/ar.json';
import en from './messages/en.json';

/** Testing Library's render inside the page's message catalogue, English unless told. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  return render(
    <IntlProvider locale={LOCALE_FORMAT_TAG[locale]} messages={locale === 'ar' ? ar : en} defaultLocale="en">
      {ui}
    </IntlProvider>,
    options,
  );
}

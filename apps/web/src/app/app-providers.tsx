import { LOCALE_FORMAT_TAG } from '@souq/shared/i18n/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router/dom';
import { pageLocale } from '@/shared/i18n/page-locale';
import { usePageMessages } from '@/shared/i18n/page-messages';
import { queryClient } from './query-client';
import { router } from './router';

export function AppProviders() {
  const messages = usePageMessages();
  return (
    <IntlProvider locale={LOCALE_FORMAT_TAG[pageLocale]} messages={messages} defaultLocale="en">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </IntlProvider>
  );
}

import '@fontsource-variable/nunito';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStoredCart } from '@/shared/cart/cart-store';
import { loadAnswers } from '@/shared/i18n/answers';
import { applyPageLocale, pageLocale } from '@/shared/i18n/page-locale';
import { loadPageMessages } from '@/shared/i18n/page-messages';
import { restoreStoredUser } from '@/shared/session/session-store';
import { AppProviders } from './app/app-providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyPageLocale();
// Arabic letters come from a font only Arabic pages load; until it arrives the system's Arabic font shows.
if (pageLocale === 'ar') void import('@fontsource-variable/cairo/index.css');

// The api's answers in the page's language are needed once the shopper acts, not for the first render.
void loadAnswers(pageLocale).catch((error: unknown) =>
  console.error('The answers of this language could not be loaded', error),
);

// What this device kept (the signed-in user, a cart) is checked before the first render, so no screen
// shows a moment without it, and the page's messages are at hand. The service worker has that code at
// hand; if it still cannot load, the store opens without the kept values (or in English) rather than not
// at all.
await Promise.all([
  loadPageMessages().catch((error: unknown) => console.error('The messages could not be loaded', error)),
  Promise.all([restoreStoredUser(), restoreStoredCart()]).catch((error: unknown) =>
    console.error('What this device kept could not be checked', error),
  ),
]);

// Less blocking time on a slow phone: the first render as a transition, so React yields to the
// browser every few milliseconds instead of building the whole page in one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});

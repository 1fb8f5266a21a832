import '@fontsource-variable/nunito';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStoredCart } from '@/shared/cart/cart-store';
import { restoreStoredUser } from '@/shared/session/session-store';
import { AppProviders } from './app/app-providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// What this device kept (the signed-in user, a cart) is checked before the first render, so no screen
// shows a moment without it. The service worker has the check's code at hand; if it still cannot load,
// the store opens without the kept values rather than not at all.
await Promise.all([restoreStoredUser(), restoreStoredCart()]).catch((error: unknown) =>
  console.error('What this device kept could not be checked', error),
);

// Less blocking time on a slow phone: the first render as a transition, so React yields to the
// browser every few milliseconds instead of building the whole page in one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});

import { FormattedMessage } from 'react-intl';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { useSessionCheck } from '@/shared/session/use-session-check';
import { BottomBar } from './layout/bottom-bar';
import { ChatLink } from './layout/chat-link';
import { OfferBanner } from './layout/offer-banner';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { Toasts } from './layout/toasts';
import { useShopperDataSync } from './use-shopper-data-sync';

/**
 * History entries are told apart by their key; a freshly loaded document has none ('default'), so it is
 * told apart by its whole address — otherwise every fresh load would share one saved position, and a
 * fresh /products would open as far down as an earlier search's results had been scrolled.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

/** Every page is wrapped with the header, the navigation and the footer. */
export function RootLayout() {
  useSessionCheck();
  useShopperDataSync();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      <OfferBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <BottomBar />
      <ChatLink />
      <Toasts />
      {/* Positions are kept in session storage and restored when the shopper comes back. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

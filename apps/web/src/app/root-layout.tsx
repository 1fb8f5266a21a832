import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { useSessionCheck } from '../shared/session/use-session-check';
import { BottomBar } from './layout/bottom-bar';
import { ChatLink } from './layout/chat-link';
import { OfferBanner } from './layout/offer-banner';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { useShopperDataSync } from './use-shopper-data-sync';

/**
 * History entries are told apart by their key; a freshly loaded document has none ('default'), so it is
 * told apart by its path — otherwise every fresh load would share one saved position.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}

/** spec §2: every page is wrapped with the header, the navigation and the footer. */
export function RootLayout() {
  useSessionCheck();
  useShopperDataSync();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <OfferBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <BottomBar />
      <ChatLink />
      {/* spec §8: react-toastify's defaults are the spec's (top-right, 5 s, pause on hover and focus loss). */}
      <ToastContainer />
      {/* spec §2: positions are kept in session storage and restored when the shopper comes back. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

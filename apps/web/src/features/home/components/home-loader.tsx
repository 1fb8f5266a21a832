import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { session } from '@/shared/storage/browser-storage';

const SHOWN_KEY = 'homeLoaderShown';
/** The home loader shows about 0.5 s on the first visit of a session. */
const LOADER_MS = 500;

/**
 * How long the loader has still to show. On the page the browser opened, the HTML's own loader has been on
 * screen since the navigation began, so the 0.5 s count from then: a phone that took longer to start the
 * app does not keep its shopper waiting another 0.5 s. Arriving from another screen, they start now.
 */
export function loaderTimeLeft(landing: boolean, sinceNavigationMs: number): number {
  return landing ? Math.max(0, LOADER_MS - sinceNavigationMs) : LOADER_MS;
}

/**
 * A brief welcome screen on the first home visit of a session; later visits skip it (see
 * docs/product/storefront.md).
 */
export function HomeLoader() {
  const { formatMessage: t } = useIntl();
  // React Router gives the entry the document was loaded on the key 'default'.
  const landing = useLocation().key === 'default';
  // A phone that started the app after the 0.5 s has shown the HTML's loader for them already (it hides
  // itself then, apps/api/src/plugins/storefront/storefront-html.ts): the app does not bring it back for a moment.
  const [visible, setVisible] = useState(
    () => session.get(SHOWN_KEY) === null && loaderTimeLeft(landing, performance.now()) > 0,
  );

  useEffect(() => {
    session.set(SHOWN_KEY, '1');
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), loaderTimeLeft(landing, performance.now()));
    return () => clearTimeout(timer);
  }, [visible, landing]);

  if (!visible) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-cream"
      data-testid="home-loader"
    >
      <img src="/art/logo.webp" alt="" width="80" height="80" className="h-20 w-20 animate-bounce" />
      <span className="text-lg font-extrabold text-navy-800">{t({ id: 'ui.loading' })}</span>
    </div>
  );
}

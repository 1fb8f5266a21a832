import { useEffect, useState } from 'react';
import { session } from '../../../shared/storage/browser-storage';

const SHOWN_KEY = 'homeLoaderShown';
/** spec §9: the home loader shows about 0.5 s on the first visit of a session. */
const LOADER_MS = 500;

/** A brief welcome screen on the first home visit of a session; later visits skip it (spec §2 Home). */
export function HomeLoader() {
  const [visible, setVisible] = useState(() => session.get(SHOWN_KEY) === null);

  useEffect(() => {
    if (!visible) return;
    session.set(SHOWN_KEY, '1');
    const timer = setTimeout(() => setVisible(false), LOADER_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-cream"
      data-testid="home-loader"
    >
      <img src="/art/logo.svg" alt="" width="80" height="80" className="h-20 w-20 animate-bounce" />
      <span className="text-lg font-extrabold text-navy-800">Loading...</span>
    </div>
  );
}

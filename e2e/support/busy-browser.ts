import type { Page } from '@playwright/test';

/**
 * Makes the page's IntersectionObservers report as a busy phone's do: an observer's opening report is held
 * back until its next one, and both arrive in one call, oldest first ("out of view", then "in view"). The
 * specification allows it and a loaded browser does it; reading only the first entry of such a call once
 * left the listing stuck at its first 24 products.
 */
export async function batchIntersectionReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        let held: IntersectionObserverEntry[] | null = [];
        super((entries, observer) => {
          if (held === null) {
            callback(entries, observer);
            return;
          }
          held.push(...entries);
          if (held.length < 2) return;
          const together = held;
          held = null;
          callback(together, observer);
        }, options);
      }
    };
  });
}

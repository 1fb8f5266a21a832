import { chromium } from '@playwright/test';

// The e2e suite's launch flags (e2e/playwright.config.ts): Debian's Chromium, nothing downloaded.
const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const VIEWPORTS = [
  { name: 'mobile', width: 412, height: 915 },
  { name: 'desktop', width: 1366, height: 768 },
];
const MAX_SCROLL_STEPS = 200;
const SCROLL_PAUSE_MS = 200;

async function scrollToBottom(page) {
  for (let step = 0; step < MAX_SCROLL_STEPS; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(SCROLL_PAUSE_MS);
    if (atBottom) return;
  }
}

async function apiResponsesOfHome(browser, baseUrl, viewport) {
  // A first visit: no service worker answers from its cache.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) responses.push(response);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await scrollToBottom(page);
    await page.waitForLoadState('networkidle');
    const rows = [];
    for (const response of responses) {
      await response.finished();
      const sizes = await response.request().sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const url = new URL(response.url());
      rows.push({
        request: `${url.pathname}${url.search}`.slice(0, 90),
        status: response.status(),
        encoding: response.headers()['content-encoding'] ?? 'none',
        transfer: sizes.responseBodySize + sizes.responseHeadersSize,
        decoded: body.length,
      });
    }
    return rows;
  } finally {
    await context.close();
  }
}

/**
 * The JSON the home page downloads on a first visit scrolled to the bottom, per viewport: every
 * /api/ response, its bytes on the wire (body as sent, plus headers) and decoded.
 */
export async function homeJson(baseUrl) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const results = [];
    for (const viewport of VIEWPORTS) {
      const rows = await apiResponsesOfHome(browser, baseUrl, viewport);
      results.push({
        viewport: viewport.name,
        rows,
        transfer: rows.reduce((sum, row) => sum + row.transfer, 0),
        decoded: rows.reduce((sum, row) => sum + row.decoded, 0),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

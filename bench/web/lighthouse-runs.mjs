import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's simulated CPU slowdown (its mobile preset's is 4). A larger one stands in for a slower
 * machine: see bench/README.md for the figure that comes close to the slow VMs.
 */
export const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1))
  throw new Error(`CPU_SLOWDOWN must be a number >= 1, not ${process.env.CPU_SLOWDOWN}`);

/** Debian's Chromium, headless; browsers cannot be downloaded on these machines. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

/**
 * One Lighthouse run with its default (mobile) settings but the CPU slowdown: a Moto G Power-sized screen
 * and simulated slow 4G, in a browser of its own, so every run is a shopper's first visit (no cache, and no
 * service worker left by the page before).
 */
export async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url);
    } catch (error) {
      // Chromium sometimes loses the trace (NO_NAVSTART, NO_FCP), twice in a row now and then; Lighthouse's
      // advice is to run again. A run without a trace has no score, so it is replaced, not counted.
      if (attempt === AUDIT_ATTEMPTS) throw error;
      console.log(`  (retrying ${url}: ${error instanceof Error ? error.message : error})`);
    }
  }
}

const AUDIT_ATTEMPTS = 4;

async function auditOnce(url) {
  const chrome = await launchChrome();
  try {
    return await lighthouseRun(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

async function lighthouseRun(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lhr,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    // Elements in the page once it has loaded: what the browser lays out and styles on every change.
    domNodes: metric('dom-size'),
  };
}

/** The audits that cost points (by id, so repeated runs name each once): what to fix, not only the score. */
export function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
        failing.push(`${id}: ${audit.id}`);
    }
  }
  return failing;
}

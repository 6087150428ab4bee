import type { BrowserContext, Page } from '@playwright/test';

/**
 * Stands in for https://www.googletagmanager.com/gtag/js (no internet here): like gtag.js it reads
 * the commands already queued in window.dataLayer and each one pushed later, and it records them
 * in window.__gtagReceived, each as the array of its arguments. It sends nothing anywhere.
 */
const RECORDING_GTAG = `(() => {
  const received = (window.__gtagReceived = []);
  const record = (entry) => {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') window.__gtagNotArguments = (window.__gtagNotArguments || 0) + 1;
    received.push(Array.from(entry));
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(record);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(record);
    return push(...entries);
  };
})();`;

const GOOGLE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/** Every request the context makes to Google's tag and collection hosts; gtag.js is the recording script, the rest are refused. */
export async function recordGoogleRequests(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(GOOGLE_HOSTS, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('https://www.googletagmanager.com/gtag/js?')) return route.fulfill({ contentType: 'text/javascript', body: RECORDING_GTAG });
    return route.abort();
  });
  return {
    requests,
    gtagScripts: () => requests.filter((url) => url.startsWith('https://www.googletagmanager.com/gtag/js')),
  };
}

/**
 * The commands the recording gtag.js received on this page, oldest first (undefined: it never
 * loaded, or the page is being replaced by a full page load, as Sign Out's: a poll asks again).
 */
export async function gtagReceived(page: Page): Promise<unknown[][] | undefined> {
  try {
    return await page.evaluate(() => (window as unknown as { __gtagReceived?: unknown[][] }).__gtagReceived);
  } catch (error) {
    if (error instanceof Error && /Execution context was destroyed/.test(error.message)) return undefined;
    throw error;
  }
}

/** Entries of dataLayer that were not Arguments objects, which the real gtag.js would misread. */
export function entriesNotArguments(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __gtagNotArguments?: number }).__gtagNotArguments ?? 0);
}

/** The page's dataLayer as arrays of arguments (undefined: analytics never started on it). */
export function dataLayerOf(page: Page): Promise<unknown[][] | undefined> {
  return page.evaluate(() => (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer?.map((entry) => Array.from(entry)));
}

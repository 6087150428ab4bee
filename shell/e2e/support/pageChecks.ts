import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** The two screens every page must work on: a laptop and a 390 px phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The one error the browser logs by design: an anonymous visitor's user call answers 401 (the
 * shell learns so that nobody is signed in). Any other failed load is an error.
 */
const EXPECTED_FAILED_LOADS = [/\/api\/auth\/user$/];

function isExpected(message: ConsoleMessage): boolean {
  return message.text().startsWith('Failed to load resource: the server responded with a status of 401')
    && EXPECTED_FAILED_LOADS.some((url) => url.test(message.location().url));
}

/** Collects console errors and uncaught exceptions from now on; read the list after the page settles. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

/** How many CSS pixels the page is wider than the window (0 when it does not scroll sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements wider than the window, to name the culprit when the page scrolls sideways. */
export function elementsPastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** axe's serious and critical violations of WCAG 2.1 A and AA, one line each with where they are. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => `${impact} ${id}: ${help} — ${nodes.slice(0, 3).map(({ target }) => target.join(' ')).join(', ')}`);
}

/**
 * Waits until the route's page has arrived: a level-one heading of its own and no loading status left.
 */
export async function waitForPageSettled(page: Page) {
  // The app header's title is an h1 that shows before the page: wait for the page's own.
  await page.locator('h1:not(.app-title)').first().waitFor();
  // A page's parts load side by side; on a busy 2-core machine the slowest can take longer than the default 10 s.
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
}

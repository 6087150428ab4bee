import { expect, test } from '@playwright/test';
import { allRoutePaths, remoteRoutes } from '../src/routes/routeTable';
import { AppShell } from './pages/AppShell';
import { AUTH_STATE } from './support/environment';
import {
  collectConsoleErrors,
  elementsPastTheRightEdge,
  horizontalOverflow,
  seriousAccessibilityViolations,
  VIEWPORTS,
  waitForPageSettled,
} from './support/pageChecks';

// What every page must pass, read from the shell's route table: a route added later is checked
// the day it lands, without editing this file (docs/building-a-page.md).
const VISITORS: { name: 'signed in' | 'signed out'; storageState: string | { cookies: []; origins: [] } }[] = [
  { name: 'signed in', storageState: AUTH_STATE },
  { name: 'signed out', storageState: { cookies: [], origins: [] } },
];

const appLayoutPaths = new Set(remoteRoutes.filter(({ layout }) => layout === 'app').map(({ path }) => path));

// Each test loads pages of several remotes (and axe); a shared 2-core machine needs more than 30 s.
test.describe.configure({ timeout: 90_000 });

for (const visitor of VISITORS) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${visitor.name}, ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
      test.use({ storageState: visitor.storageState, viewport: { width: viewport.width, height: viewport.height } });

      for (const path of allRoutePaths) {
        test(`${path}: no sideways scroll, no console error, no serious axe violation`, async ({ page }) => {
          const consoleErrors = collectConsoleErrors(page);
          await page.goto(path);
          await waitForPageSettled(page);

          const overflow = await horizontalOverflow(page);
          expect(overflow, `wider than the window by ${overflow}px: ${(await elementsPastTheRightEdge(page)).join('; ')}`).toBeLessThanOrEqual(0);
          if (visitor.name === 'signed in' && appLayoutPaths.has(path)) {
            await expect(new AppShell(page).signOut).toBeInViewport({ ratio: 1 });
          }
          expect(await seriousAccessibilityViolations(page)).toEqual([]);
          expect(consoleErrors).toEqual([]);
        });
      }
    });
  }
}

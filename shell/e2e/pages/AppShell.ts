import { expect, type Locator, type Page } from '@playwright/test';
import { REMOTES } from '@tj/design-system/federation/remotes';

/** The signed-in frame: sidebar, header and the content area where remote pages render. */
export class AppShell {
  readonly sidebar: Locator;
  readonly content: Locator;
  readonly search: Locator;
  readonly menuToggle: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    this.content = page.locator('#main-content');
    this.search = page.getByRole('searchbox', { name: 'Search trades' });
    this.menuToggle = page.getByRole('button', { name: /Open menu|Close menu/ });
    this.signOut = page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
  }

  /**
   * Sign Out, then the landing page's full page load (the app routes to / first, then loads the
   * pre-rendered page in its place): resolves once that document is the one on screen, so a next
   * page.goto does not race it.
   */
  async signOutToLanding() {
    await this.signOut.click();
    await expect(this.page).toHaveURL(/\/$/);
    await this.page.locator('#root[data-page="/"]').waitFor();
    await this.page.waitForLoadState('load');
  }

  navItem(label: string): Locator {
    return this.sidebar.getByRole('link', { name: label, exact: true });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }
}

/** Remote name and the folder its build is served from. */
export const REMOTE_PATHS: Readonly<Record<string, string>> = Object.fromEntries(REMOTES.map(({ name, folder }) => [name, `/remotes/${folder}/`]));

/** Where the API serves the bundle of the remote named `name` (see the one list of remotes). */
export function remotePathOf(name: string): string {
  const path = REMOTE_PATHS[name];
  if (!path) throw new Error(`No remote is named ${name}`);
  return path;
}

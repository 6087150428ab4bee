import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: sidebar, header and the content area where remote pages render. */
export class AppShell {
  readonly sidebar: Locator;
  readonly content: Locator;
  readonly search: Locator;
  readonly menuToggle: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    this.content = page.locator('#main-content');
    this.search = page.getByRole('searchbox', { name: 'Search trades' });
    this.menuToggle = page.getByRole('button', { name: /Open menu|Close menu/ });
  }

  navItem(label: string): Locator {
    return this.sidebar.getByRole('link', { name: label, exact: true });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }
}

/** Remote name and the folder its build is served from. */
export const REMOTE_PATHS = {
  mfe_auth: '/remotes/mfe-auth/',
  mfe_journal: '/remotes/mfe-journal/',
  mfe_import: '/remotes/mfe-import/',
  mfe_coaching: '/remotes/mfe-coaching/',
} as const;

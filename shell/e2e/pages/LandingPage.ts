import { expect, type Locator, type Page } from '@playwright/test';

/** The pre-rendered landing page (/) and what a visitor does there. */
export class LandingPage {
  readonly header: Locator;
  readonly sections: Locator;
  readonly menuToggle: Locator;
  readonly menu: Locator;
  readonly signIn: Locator;
  readonly goToDashboard: Locator;
  readonly headerStartFreeTrial: Locator;
  readonly watchDemo: Locator;
  readonly tickerList: Locator;
  readonly tickerToggle: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.sections = page.getByRole('navigation', { name: 'Sections' });
    this.menuToggle = page.getByRole('button', { name: /Open menu|Close menu/ });
    this.menu = page.locator('#landing-menu');
    this.signIn = this.header.getByRole('link', { name: 'Sign In', exact: true });
    this.goToDashboard = this.header.getByRole('link', { name: 'Go to dashboard', exact: true });
    this.headerStartFreeTrial = this.header.getByRole('link', { name: 'Start Free Trial' });
    this.watchDemo = page.getByRole('button', { name: 'Watch Demo' });
    this.tickerList = page.getByRole('list', { name: 'Demo journal net realized P&L by symbol' });
    this.tickerToggle = page.getByRole('button', { name: 'Pause ticker' });
    this.footer = page.getByRole('navigation', { name: 'Footer' });
  }

  /** Opens / and waits until the bundle has hydrated it (the session answered: its links are final). */
  async open() {
    const session = this.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user');
    await this.page.goto('/');
    await session;
    await this.waitForHydration();
  }

  /** Hydrated once React has attached to #root (its props live on the DOM nodes). */
  async waitForHydration() {
    await this.page.waitForFunction(() => {
      const root = document.getElementById('root')?.firstElementChild;
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber'));
    });
  }

  section(name: 'Features' | 'Pricing' | 'Reviews' | 'Start journaling with evidence'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  plan(name: string): Locator {
    return this.section('Pricing').getByRole('group', { name, exact: true });
  }

  async expectSectionAtTop(name: Parameters<LandingPage['section']>[0]) {
    await expect(this.section(name).getByRole('heading', { level: 2 })).toBeInViewport();
  }
}

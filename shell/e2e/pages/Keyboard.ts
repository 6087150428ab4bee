import { expect, type Locator, type Page } from '@playwright/test';

/** Moving through a page as a keyboard user does: Tab until a control has focus. */
export class Keyboard {
  constructor(readonly page: Page) {}

  /** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not reached, so it is not reachable by Tab. */
  async tabTo(target: Locator, { backwards = false, maxPresses = 60 } = {}) {
    for (let pressed = 0; pressed < maxPresses; pressed += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${maxPresses} presses`).toBeFocused();
  }

  /** Tabs to a field and types into it. */
  async fill(target: Locator, text: string) {
    await this.tabTo(target);
    await this.page.keyboard.type(text);
  }

  /** Whether keyboard focus is inside `container` (not on the page body behind it). */
  focusIsInside(container: Locator): Promise<boolean> {
    return container.evaluate((element) => element.contains(document.activeElement));
  }
}

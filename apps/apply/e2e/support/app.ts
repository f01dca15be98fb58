import { expect, test as base, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { initiateUrl } from './sandbox';

/**
 * Page helpers shared by every journey (store selection, checkpoint, wizard, results). Locate by role and
 * visible text, as a shopper would.
 */
export class ApplyApp {
  constructor(readonly page: Page) {}

  /** Opens the initiate URL of a store; the sandbox starts a session and the app resumes it. */
  async initiate(store: { retailer: string; store: string }, query = 'iframe=false'): Promise<void> {
    await this.page.goto(initiateUrl(store, query));
  }

  /** Opens a hash route of the app directly (`/checkpoint`, `/403`…), with an optional page query. */
  async open(route: string, search = ''): Promise<void> {
    await this.page.goto(`/${search}#${route}`);
  }

  /** The level-1 heading. */
  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Waits for the level-1 heading to read `text`. */
  async expectHeading(text: string | RegExp): Promise<void> {
    await expect(this.heading()).toHaveText(text);
  }

  /** The current hash route without query (`/apply`, `/checkpoint`…). */
  route(): string {
    return new URL(this.page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
  }

  /** Waits until the hash route matches. */
  async expectRoute(route: string | RegExp): Promise<void> {
    await expect
      .poll(() => this.route())
      .toMatch(typeof route === 'string' ? new RegExp(`^${route}$`) : route);
  }

  /** Switches the locale through the app bar. */
  async setLocale(locale: 'en' | 'es'): Promise<void> {
    await this.page.getByRole('button', { name: locale === 'es' ? 'Español' : 'English' }).click();
  }

  /** The document's brand theme (`default` or `breeze`). */
  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  /** Fails on any axe violation of the current screen. */
  async expectAccessible(): Promise<void> {
    await expectNoAxeViolations(this.page);
  }
}

/** The test with an `app` fixture (an {@link ApplyApp} on the test's page). */
export const test = base.extend<{ app: ApplyApp }>({
  app: async ({ page }, provide) => {
    await provide(new ApplyApp(page));
  },
});

export { expect };

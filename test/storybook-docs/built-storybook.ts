import { chromium, type Browser, type Page } from 'playwright-core';
import { serveFolder } from '../../bench/lib/static-server';

/** The built Storybook, served on a local port, and a Chromium to open its pages in. */
export interface BuiltStorybook {
  browser: Browser;
  /** Where the built Storybook is served, e.g. `http://127.0.0.1:5000`. */
  origin: string;
  /** Closes the browser and stops serving. */
  close: () => Promise<void>;
}

/**
 * Serves the folder the project's global setup built (build-storybook.ts, handed to each test file by
 * `inject('storybookStaticDir')`) and launches Debian's Chromium, once per test file.
 */
export async function openBuiltStorybook(staticDir: string): Promise<BuiltStorybook> {
  const served = await serveFolder(staticDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  return {
    browser,
    origin: served.origin,
    close: async () => {
      await browser.close();
      await served.close();
    },
  };
}

/**
 * Waits until the page has stopped changing: no loader showing and no DOM change for `quietMs` (a Docs
 * page renders its stories one after another, and a dialog's code loads on demand).
 */
export async function waitForQuiet(page: Page, root: string, quietMs: number): Promise<void> {
  await page.evaluate((quiet) => {
    const w = window as unknown as { lastChange?: number; quietMs?: number };
    w.lastChange = performance.now();
    w.quietMs = quiet;
    new MutationObserver(() => (w.lastChange = performance.now())).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }, quietMs);
  await page.waitForFunction(
    (selector) => {
      const loading = [...document.querySelectorAll(`${selector} .sb-loader`)].some(
        (loader) => (loader as HTMLElement).offsetParent !== null,
      );
      const w = window as unknown as { lastChange: number; quietMs: number };
      return !loading && performance.now() - w.lastChange > w.quietMs;
    },
    root,
    { timeout: 90_000, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

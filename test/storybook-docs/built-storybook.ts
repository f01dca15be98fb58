import { chromium, type Browser } from 'playwright-core';
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

/* global document, URL */
// The React 18.3 check, run by `npm test` after a development build (dist-dev/, where React prints its
// warnings): the page renders on React 18, every ref the app gives a kit component reaches its element,
// closing the Modal (Escape, then its Done button) returns focus to the button that opened it, and the
// console stays free of warnings and errors. Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH).
import { chromium } from 'playwright-core';
import { checkInChromium } from '../../browser-check.mjs';

await checkInChromium({
  name: 'react18-vite',
  chromium,
  dist: new URL('../dist-dev/', import.meta.url),
  visit: async ({ page, url, check }) => {
    const messages = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(url);
    await page.getByRole('heading', { name: 'Lease it today with Breeze' }).waitFor();
    await page.waitForFunction(() => document.body.dataset.refs !== undefined);

    const body = await page.evaluate(() => ({ ...document.body.dataset }));
    check(body.reactVersion?.startsWith('18.3.'), `React 18.3 renders the page (found ${body.reactVersion})`);
    check(
      body.refs === 'input,checkbox,button,trigger',
      `every ref reaches its element (found ${body.refs})`,
    );
    check(
      (await page.evaluate(() => document.documentElement.dataset.theme)) === 'breeze',
      'the page carries the Breeze brand',
    );

    const opener = page.getByRole('button', { name: 'About Breeze Lease' });
    for (const close of ['Escape', 'Done']) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'About Breeze Lease' });
      await dialog.waitFor();
      check(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `focus moves into the open Modal (before closing with ${close})`,
      );
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      check(
        await opener.evaluate((element) => element === document.activeElement),
        `closing the Modal with ${close} returns focus to the button that opened it`,
      );
    }
    check(messages.length === 0, `the console stays silent, found:\n    ${messages.join('\n    ')}`);
  },
  success:
    'React 18.3 renders the page, refs reach their elements, the Modal returns focus, no console warnings.',
});

/* global document, getComputedStyle, URL */
// Run by `npm test` after the build: serves dist/ and checks in Chromium, on computed styles, that on a
// page without Tailwind the kit's prebuilt sheet styles the kit's Continue button and error summary in
// the brand, and touches nothing outside the kit root: no reset of the page (the body keeps the
// browser's margin, the heading its size), no kit variable on <html>, and no utility for the page's
// own `mt-3` (the sheet holds the kit's utilities only, for the kit root only). Chromium is Debian's
// (/usr/bin/chromium, or CHROMIUM_PATH).
import { chromium } from 'playwright-core';
import { checkInChromium } from '../../browser-check.mjs';

await checkInChromium({
  name: 'no-tailwind',
  chromium,
  dist: new URL('../dist/', import.meta.url),
  visit: async ({ page, url, check }) => {
    await page.goto(url);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const found = await page.evaluate(() => {
      const style = (element) => getComputedStyle(element);
      const button = style(document.querySelector('[data-slot="button"]'));
      const summary = style(document.querySelector('[data-slot="error-summary"]'));
      const text = style(document.querySelector('[data-testid="page-text"]'));
      const heading = style(document.querySelector('h1'));
      return {
        buttonBackground: button.backgroundColor,
        buttonHeight: button.height,
        buttonFont: button.fontFamily,
        summaryBorder: `${summary.borderTopWidth} ${summary.borderTopStyle} ${summary.borderTopColor}`,
        bodyMargin: style(document.body).marginTop,
        headingSize: heading.fontSize,
        headingFont: heading.fontFamily,
        textMargin: text.marginTop,
        rootKitPrimary: getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim(),
      };
    });
    check(
      found.buttonBackground === 'rgb(15, 118, 110)',
      `Continue is in Breeze's primary (found ${found.buttonBackground})`,
    );
    check(
      found.buttonHeight === '48px',
      `Continue has Breeze's control height (found ${found.buttonHeight})`,
    );
    check(
      found.buttonFont.includes('Nunito Variable'),
      `Continue is in Breeze's font (found ${found.buttonFont})`,
    );
    check(
      found.summaryBorder === '4px solid rgb(180, 35, 24)',
      `the error summary has its 4px destructive border (found ${found.summaryBorder})`,
    );
    check(
      found.bodyMargin === '8px',
      `the page is not reset: the body keeps the browser's margin (found ${found.bodyMargin})`,
    );
    check(
      found.headingSize === '32px',
      `the page's h1 keeps the browser's size (found ${found.headingSize})`,
    );
    check(
      found.headingFont === 'Georgia, serif',
      `the page's own font applies outside the kit root (found ${found.headingFont})`,
    );
    // The browser's 1em paragraph margin: the sheet has no utility for the page's own classes.
    check(
      found.textMargin === '16px',
      `the page's own mt-3 is not styled by the kit's sheet (found ${found.textMargin})`,
    );
    check(
      found.rootKitPrimary === '',
      `the kit sets nothing on <html> (found --lk-primary ${found.rootKitPrimary})`,
    );
  },
  success: 'the kit is styled inside its root and the page is left alone.',
});

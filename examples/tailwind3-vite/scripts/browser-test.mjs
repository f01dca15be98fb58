/* global document, getComputedStyle, URL */
// Run by `npm test` after the build: serves dist/ and checks in Chromium, on computed styles, that on a
// Tailwind v3 page the kit's Continue button keeps its colour, height and the brand's font, the error
// summary keeps its border, title and link colours, and the team's own v3 utilities still apply.
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH).
import { chromium } from 'playwright-core';
import { checkInChromium } from '../../browser-check.mjs';

await checkInChromium({
  name: 'tailwind3-vite',
  chromium,
  dist: new URL('../dist/', import.meta.url),
  visit: async ({ page, url, check }) => {
    await page.goto(url);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const found = await page.evaluate(() => {
      const style = (element) => getComputedStyle(element);
      const button = style(document.querySelector('[data-slot="button"]'));
      const summary = style(document.querySelector('[data-slot="error-summary"]'));
      const title = style(document.querySelector('[data-slot="error-summary-title"]'));
      const link = style(document.querySelector('[data-slot="error-summary"] a'));
      const team = style(document.querySelector('[data-testid="team-text"]'));
      return {
        buttonBackground: button.backgroundColor,
        buttonFont: button.fontFamily,
        buttonHeight: button.height,
        summaryBorder: `${summary.borderTopWidth} ${summary.borderTopStyle} ${summary.borderTopColor}`,
        titleSize: title.fontSize,
        titleWeight: title.fontWeight,
        linkColour: link.color,
        teamMargin: team.marginTop,
        teamColour: team.color,
        rootKitPrimary: getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim(),
      };
    });
    // v3's unlayered preflight sets `button { background-color: transparent }`, `h2 { font-size: inherit }`
    // and `* { border: 0 solid #e5e7eb }`: the kit's rules must beat each of them.
    check(
      found.buttonBackground === 'rgb(15, 118, 110)',
      `Continue keeps Breeze's primary (found ${found.buttonBackground})`,
    );
    check(
      found.buttonHeight === '48px',
      `Continue keeps Breeze's control height (found ${found.buttonHeight})`,
    );
    check(
      found.buttonFont.includes('Nunito Variable'),
      `Continue is in Breeze's font (found ${found.buttonFont})`,
    );
    check(
      found.summaryBorder === '4px solid rgb(180, 35, 24)',
      `the error summary keeps its 4px destructive border (found ${found.summaryBorder})`,
    );
    check(
      found.titleSize === '18px' && found.titleWeight === '700',
      `the summary's title keeps text-lg bold (found ${found.titleSize} ${found.titleWeight})`,
    );
    check(
      found.linkColour === 'rgb(180, 35, 24)',
      `the summary's link keeps the destructive colour (found ${found.linkColour})`,
    );
    check(found.teamMargin === '12px', `the team's own v3 mt-3 applies (found ${found.teamMargin})`);
    check(
      found.teamColour === 'rgb(55, 65, 81)',
      `the team's own v3 text-gray-700 applies (found ${found.teamColour})`,
    );
    check(
      found.rootKitPrimary === '',
      `the kit sets nothing on <html> (found --lk-primary ${found.rootKitPrimary})`,
    );
  },
  success: "the kit's button, font and error summary keep their styles beside Tailwind v3's.",
});

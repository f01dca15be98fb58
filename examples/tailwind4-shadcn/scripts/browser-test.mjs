/* global document, getComputedStyle, URL */
// Run by `npm test` after the build: serves dist/ and checks in Chromium, on computed styles, that the
// team's shadcn/ui tokens (loaded after the kit's stylesheet) and the kit's brand both keep their
// colours: the team's `bg-primary` button is shadcn's near-black, the kit's Button is Breeze's teal,
// each with its own radius and font, and nothing of the kit's is set on <html>. Chromium is Debian's
// (/usr/bin/chromium, or CHROMIUM_PATH).
import { chromium } from 'playwright-core';
import { checkInChromium } from '../../browser-check.mjs';

await checkInChromium({
  name: 'tailwind4-shadcn',
  chromium,
  dist: new URL('../dist/', import.meta.url),
  visit: async ({ page, url, check }) => {
    await page.goto(url);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const styles = await page.evaluate(() => {
      const read = (selector) => {
        const style = getComputedStyle(document.querySelector(selector));
        return {
          background: style.backgroundColor,
          colour: style.color,
          radius: style.borderTopLeftRadius,
          font: style.fontFamily,
        };
      };
      const root = getComputedStyle(document.documentElement);
      return {
        team: read('[data-testid="team-button"]'),
        kit: read('[data-testid="kit-button"]'),
        rootPrimary: root.getPropertyValue('--primary').trim(),
        rootKitPrimary: root.getPropertyValue('--lk-primary').trim(),
      };
    });
    check(
      styles.team.background === 'oklch(0.205 0 0)',
      `the team's bg-primary is shadcn's primary (found ${styles.team.background})`,
    );
    check(
      styles.team.colour === 'oklch(0.985 0 0)',
      `the team's text-primary-foreground is shadcn's (found ${styles.team.colour})`,
    );
    check(
      styles.team.radius === '10px',
      `the team's rounded-lg is shadcn's --radius (found ${styles.team.radius})`,
    );
    check(
      styles.kit.background === 'rgb(15, 118, 110)',
      `the kit's Button keeps Breeze's primary (found ${styles.kit.background})`,
    );
    check(
      styles.kit.colour === 'rgb(255, 255, 255)',
      `the kit's Button keeps Breeze's primary-foreground (found ${styles.kit.colour})`,
    );
    // Breeze's radius is 0.875rem; the Button is rounded-md, 2px less.
    check(
      styles.kit.radius === '12px',
      `the kit's Button keeps Breeze's radius (found ${styles.kit.radius})`,
    );
    check(
      styles.kit.font.includes('Nunito Variable'),
      `the kit's Button is in Breeze's font (found ${styles.kit.font})`,
    );
    check(
      !styles.team.font.includes('Nunito'),
      `the team's button keeps the page's font (found ${styles.team.font})`,
    );
    // The bundler's minifier may write shadcn's value as oklch(20.5% 0 0).
    check(
      ['oklch(0.205 0 0)', 'oklch(20.5% 0 0)'].includes(styles.rootPrimary),
      `<html> keeps the team's --primary (found ${styles.rootPrimary})`,
    );
    check(
      styles.rootKitPrimary === '',
      `the kit sets nothing on <html> (found --lk-primary ${styles.rootKitPrimary})`,
    );
  },
  success: "the team's shadcn primary and the kit's Breeze primary both kept, on computed styles.",
});

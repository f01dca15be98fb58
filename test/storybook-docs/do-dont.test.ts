import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser } from 'playwright-core';
import { openBuiltStorybook } from './built-storybook';

/** The built Storybook's folder, from the project's global setup (build-storybook.ts). */
const staticDir = inject('storybookStaticDir');

let browser: Browser;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, origin, close } = await openBuiltStorybook(staticDir));
});

afterAll(async () => {
  await close?.();
});

/** The guides a designer decides from, each with the slot of the component every example draws. */
const guides = [
  ['forms-button--guide', 'button'],
  ['feedback-alert--guide', 'alert'],
  ['forms-field--guide', 'input'],
  ['overlays-modal--guide', 'modal'],
  ['lists-datalist--guide', 'data-list'],
] as const;

describe('do and don’t examples on the component guides', () => {
  it.each(guides)(
    '%s draws do and don’t with the real component, each named by its verdict for screen readers',
    async (id, slot) => {
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}&globals=locale:en;brand:default`, {
          timeout: 90_000,
        });
        const examples = page.locator('[data-do-dont]');
        await examples.first().waitFor({ timeout: 90_000 });
        const figures = await examples.evaluateAll((nodes) =>
          nodes.map((node) => ({
            verdict: node.getAttribute('data-do-dont'),
            caption: node.querySelector('figcaption')?.textContent?.trim() ?? '',
          })),
        );
        expect(figures.map((figure) => figure.verdict)).toEqual(expect.arrayContaining(['do', 'dont']));
        for (const figure of figures) {
          expect(figure.caption).toMatch(figure.verdict === 'do' ? /^Do: \S/ : /^Don't: \S/);
        }
        // A figure is named by its caption, so the verdict is the first thing a screen reader says.
        expect(await page.getByRole('figure', { name: /^Do:/ }).count()).toBe(
          figures.filter((figure) => figure.verdict === 'do').length,
        );
        expect(await page.getByRole('figure', { name: /^Don't:/ }).count()).toBe(
          figures.filter((figure) => figure.verdict === 'dont').length,
        );
        // Drawn with the component itself, in every example.
        const withComponent = await examples.evaluateAll(
          (nodes, part) => nodes.every((node) => node.querySelector(`[data-slot="${part}"]`) !== null),
          slot,
        );
        expect(withComponent).toBe(true);
      } finally {
        await page.close();
      }
    },
  );
});

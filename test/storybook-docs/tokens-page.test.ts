import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { openBuiltStorybook, waitForQuiet } from './built-storybook';

/** The built Storybook's folder, from the project's global setup (build-storybook.ts). */
const staticDir = inject('storybookStaticDir');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
}
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
/** Every Docs page of the built Storybook. */
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');
/** Frozen for screenshots: no animation, transition or blinking caret, so two paints are the same. */
const stillCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

let browser: Browser;
let context: BrowserContext;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, origin, close } = await openBuiltStorybook(staticDir));
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
});

afterAll(async () => {
  await context?.close();
  await close?.();
});

/** Opens a Docs page as the Storybook manager shows it (its preview iframe), once every story on it has rendered. */
async function openDocsPage(id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}&globals=locale:en;brand:default`, {
    timeout: 90_000,
  });
  await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 90_000 });
  await page.addStyleTag({ content: stillCss });
  await waitForQuiet(page, '#storybook-docs', 500);
  return page;
}

/** The Tokens page's Docs entry. */
const tokensPage = docsPages.find((entry) => entry.title === 'Tokens');

describe('the Tokens page at true size, in each brand’s own font', () => {
  it('shows every registered brand, each type step at its token’s size and in the brand’s font', async ({
    expect,
    onTestFinished,
  }) => {
    expect(tokensPage).toBeDefined();
    const page = await openDocsPage(tokensPage!.id);
    onTestFinished(() => page.close());
    const measured = await page.evaluate(() => {
      const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
      /** A length token ('0.75rem', '12px') in pixels. */
      const toPixels = (value: string) =>
        value.trim().endsWith('rem') ? parseFloat(value) * rootSize : parseFloat(value);
      const family = (value: string) => value.replace(/["'\s]/g, '').toLowerCase();
      return [...document.querySelectorAll<HTMLElement>('[data-brand-specimens]')].map((sheet) => {
        const sheetStyle = getComputedStyle(sheet);
        return {
          brand: sheet.dataset.brandSpecimens!,
          steps: [...sheet.querySelectorAll<HTMLElement>('[data-type-specimen]')].map((specimen) => {
            const step = specimen.dataset.typeSpecimen!;
            const style = getComputedStyle(specimen);
            const token = getComputedStyle(document.documentElement).getPropertyValue(`--${step}`);
            return {
              step,
              size: parseFloat(style.fontSize),
              tokenSize: toPixels(token),
              family: family(style.fontFamily),
              brandFamily: family(sheetStyle.getPropertyValue(`--lk-${specimen.dataset.fontToken}`)),
            };
          }),
        };
      });
    });
    const { storybookBrands } = await import('../../.storybook/brands');
    expect(measured.map((sheet) => sheet.brand)).toEqual(storybookBrands.map((brand) => brand.id));
    for (const sheet of measured) {
      // text-xs … text-3xl, and the three heading levels.
      expect(sheet.steps).toHaveLength(10);
      for (const step of sheet.steps) {
        expect(step.tokenSize, `${sheet.brand} ${step.step} token`).toBeGreaterThan(0);
        expect(step.size, `${sheet.brand} ${step.step} size`).toBe(step.tokenSize);
        expect(step.brandFamily, `${sheet.brand} font token`).not.toBe('');
        expect(step.family, `${sheet.brand} ${step.step} font`).toBe(step.brandFamily);
      }
    }
    // Harbor sets a heading font of its own: its headings are serif while its text stays sans-serif.
    const harbor = measured.find((sheet) => sheet.brand === 'harbor')!;
    const harborHeading = harbor.steps.find(
      (step) => step.step === 'text-3xl' && step.family.endsWith('serif'),
    );
    expect(harborHeading?.family).toMatch(/^georgia.*,serif$/);
    expect(harbor.steps.find((step) => step.step === 'text-xs')!.family).toMatch(/sans-serif$/);
    // Each brand in its own font: the example third brand's serif is not the default's sans-serif.
    const families = new Map(measured.map((sheet) => [sheet.brand, sheet.steps[0]!.family]));
    expect(families.get('example-third')).toMatch(/serif$/);
    expect(families.get('example-third')).not.toBe(families.get('default'));
  });
});

describe('the Tokens page shows each brand’s elevations and surface', () => {
  it('draws the card and overlay specimens with the brand’s own shadow and card border, different per brand', async ({
    expect,
    onTestFinished,
  }) => {
    expect(tokensPage).toBeDefined();
    const page = await openDocsPage(tokensPage!.id);
    onTestFinished(() => page.close());
    const measured = await page.evaluate(() => {
      return [...document.querySelectorAll<HTMLElement>('[data-brand-specimens]')].map((sheet) => {
        const token = (name: string) => getComputedStyle(sheet).getPropertyValue(`--lk-${name}`).trim();
        /** A shadow token as the browser writes a computed box-shadow, for comparison. */
        const normalise = (value: string) => {
          const probe = document.createElement('div');
          probe.style.boxShadow = value;
          sheet.append(probe);
          const computed = getComputedStyle(probe).boxShadow;
          probe.remove();
          return computed;
        };
        const specimen = (name: string) =>
          sheet.querySelector<HTMLElement>(`[data-shadow-specimen="${name}"]`);
        return {
          brand: sheet.dataset.brandSpecimens!,
          shadows: ['shadow-card', 'shadow-overlay'].map((name) => ({
            name,
            found: specimen(name) !== null,
            drawn: specimen(name) ? getComputedStyle(specimen(name)!).boxShadow : '',
            token: token(name) ? normalise(token(name)) : '',
          })),
          cardBorder: specimen('shadow-card')
            ? getComputedStyle(specimen('shadow-card')!).borderTopWidth
            : '',
          cardBorderToken: token('surface-border-width'),
        };
      });
    });
    const { storybookBrands } = await import('../../.storybook/brands');
    expect(measured.map((sheet) => sheet.brand)).toEqual(storybookBrands.map((brand) => brand.id));
    for (const sheet of measured) {
      expect(sheet.cardBorder, `${sheet.brand} card border`).toBe(sheet.cardBorderToken);
      for (const shadow of sheet.shadows) {
        expect(shadow.found, `${sheet.brand} ${shadow.name} specimen`).toBe(true);
        expect(shadow.token, `${sheet.brand} --lk-${shadow.name}`).not.toBe('');
        // Tailwind's shadow utilities stack the (transparent) ring layers before the brand's shadow.
        expect(shadow.drawn.endsWith(shadow.token), `${sheet.brand} ${shadow.name}: ${shadow.drawn}`).toBe(
          true,
        );
      }
    }
    // Two companies: the default brand's bordered paper, breeze's borderless floating cards.
    const byBrand = new Map(measured.map((sheet) => [sheet.brand, sheet]));
    const [base, breeze] = [byBrand.get('default')!, byBrand.get('breeze')!];
    expect(breeze.cardBorder).toBe('0px');
    expect(base.cardBorder).toBe('1px');
    for (const index of [0, 1]) expect(breeze.shadows[index]!.token).not.toBe(base.shadows[index]!.token);
  });
});

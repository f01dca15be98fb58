import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The designers' Storybook: a Guide for every ui component, a Flows page for every screen,
// in journey order, and no page importing a story file that moved. `npm run build-storybook` would fail
// on a broken import too, but it is too heavy to run in `npm test`.
const root = join(import.meta.dirname, '..');
const flowsDir = join(root, '.storybook/pages/flows');
const flowPages = readdirSync(flowsDir).filter((name) => name.endsWith('.mdx'));
const pages = [
  ...readdirSync(join(root, '.storybook/pages'))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => join(root, '.storybook/pages', name)),
  ...flowPages.map((name) => join(flowsDir, name)),
  ...readdirSync(join(root, 'packages/ui/docs')).map((name) => join(root, 'packages/ui/docs', name)),
];

/** The story file a flows page shows (its `import * as Screen from '…stories'`). */
function screenOf(page: string): string | null {
  const match = /from '([^']+\.stories)'/.exec(readFileSync(page, 'utf8'));
  return match ? resolve(dirname(page), `${match[1]}.tsx`) : null;
}

/** The page's title in the sidebar (`<Meta title="…" />`). */
function titleOf(page: string): string {
  return /<Meta[^>]*title="([^"]+)"/.exec(readFileSync(page, 'utf8'))?.[1] ?? '';
}

/** The screen folders a flow's pages show, in the sidebar's order (the files' numbers). */
function getJourney(flow: 'application' | 'checkout'): (string | undefined)[] {
  return flowPages
    .filter((name) => name.startsWith(`${flow}-`))
    .sort()
    .map((name) => screenOf(join(flowsDir, name))!.split('/').at(-2));
}

describe("the built Storybook's pages", () => {
  it('every relative import of a page resolves (a moved story file breaks the build)', () => {
    const broken = pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(/from '(\.[^']+)'/g)]
        .map((match) => resolve(dirname(page), match[1]!))
        .filter((target) => !['', '.ts', '.tsx', '.mdx'].some((ext) => existsSync(target + ext)))
        .map((target) => `${page.slice(root.length + 1)} → ${target.slice(root.length + 1)}`),
    );
    expect(broken).toEqual([]);
  });

  it('every ui component folder has its Guide page in packages/ui/docs', () => {
    const components = readdirSync(join(root, 'packages/ui/src/components'));
    const missing = components.filter((name) => !existsSync(join(root, 'packages/ui/docs', `${name}.mdx`)));
    expect(missing).toEqual([]);
  });

  it('every screen with stories has a Flows page (the app bar is chrome, not a screen)', () => {
    const screensDir = join(root, 'packages/apply/src/screens');
    const screens = readdirSync(screensDir)
      .filter((name) => name !== 'app-bar' && existsSync(join(screensDir, name, `${name}.stories.tsx`)))
      .map((name) => join(screensDir, name, `${name}.stories.tsx`));
    const shown = new Set(flowPages.map((name) => screenOf(join(flowsDir, name))));
    expect(screens.filter((file) => !shown.has(file)).map((file) => file.slice(root.length + 1))).toEqual([]);
  });

  it('spec 03 §2: the Application flow runs in journey order, the summary before the PIN', () => {
    expect(getJourney('application')).toEqual([
      'store-selection',
      'hvac-questions',
      'checkpoint',
      'apply-step',
      'single-page-application',
      'identity-check',
      'application-confirmation',
      'pin-verification',
      'one-moment',
      'approved',
      'payroll-panel',
      'result-message',
    ]);
    expect(getJourney('checkout')).toEqual([
      'checkout-delivery',
      'checkout-lease',
      'checkout-preview',
      'checkout-sign',
      'checkout-payment',
      'checkout-banking',
      'checkout-complete',
    ]);
  });

  it("each Flows page's number in the sidebar matches its file's, so the sidebar keeps the order", () => {
    for (const name of flowPages) {
      const [, section, number] = /^(application|checkout)-(\d+)-/.exec(name)!;
      const title = titleOf(join(flowsDir, name));
      expect(title.startsWith(`Flows/${section![0]!.toUpperCase()}${section!.slice(1)}/${number} `)).toBe(
        true,
      );
    }
  });
});

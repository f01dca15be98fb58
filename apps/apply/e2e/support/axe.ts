import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Frame, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, read once from node_modules. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits until every finite animation and transition on the page has finished (infinite ones, such as a
 * spinner, are left running). A toast fades in over 400 ms: mid-fade its colours are blends with the page,
 * which axe would judge as they are at that instant, not as the shopper reads them.
 */
async function settleAnimations(page: Page | Frame): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Injects axe-core into the page and fails the test on any violation (WCAG 2 A/AA and best practices),
 * listing each rule with the elements it flagged, once animations have settled. `exclude` takes CSS
 * selectors to leave out. Takes a page, or a frame (the app in the demo shop's iframe) to scan only that
 * document. `tags` limits the scan to rules with those axe tags (e.g. the WCAG 2.2 AA set).
 */
export async function expectNoAxeViolations(
  page: Page | Frame,
  options: { exclude?: string[]; tags?: string[] } = {},
): Promise<void> {
  await settleAnimations(page);
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy (script-src 'self' and
  // hashes) rightly refuses an inline script tag, while an evaluation from the test is not page script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ exclude, tags }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
      ).axe;
      const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      const result = await axe.run(context, {
        resultTypes: ['violations'],
        ...(tags.length ? { runOnly: { type: 'tag', values: tags } } : {}),
      });
      return result.violations;
    },
    { exclude: options.exclude ?? [], tags: options.tags ?? [] },
  );
  const summary = (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

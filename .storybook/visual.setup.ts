/**
 * Visual baselines (vitest.config.ts, the English story projects): after each story's play function and
 * name check, the page's whole body (at least the viewport's height, below the fold too, portals included) is compared with its baseline image in
 * .storybook/visual/<project>/. `npm run test:visual:update` rewrites them; a story without a baseline
 * fails with "No existing reference screenshot found" until they are generated (see .storybook/README.md).
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

/** Frozen for screenshots: no animation, transition or blinking caret, so two runs paint the same pixels. */
const stillCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
body { min-height: 100vh; }`;

/**
 * The page's height once it has stayed the same for 5 frames (at most 2 s): a story without a play
 * function can end before its data arrives (DataList's fake endpoint answers after 30 ms), and a frame
 * sized to the loading state pictured the loaded list blank below the fold.
 */
async function getSettledHeight(): Promise<number> {
  const start = performance.now();
  let last = document.documentElement.scrollHeight;
  for (let same = 0; same < 5 && performance.now() - start < 2000;) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const now = document.documentElement.scrollHeight;
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return Math.ceil(last);
}

/** Today in every picture (calendars highlight today; 'today' in a date text would move daily). */
const frozenToday = new Date(2026, 2, 16, 12, 0, 0);

beforeEach(() => {
  // Only Date is faked: the stories' timers and the play functions' waits run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: frozenToday });
  const style = document.createElement('style');
  style.dataset.visual = 'still';
  style.textContent = stillCss;
  document.head.append(style);
});

afterEach(async (context) => {
  let resize: { width: number; height: number } | null = null;
  try {
    const storyId = (context.task.meta as { storyId?: string }).storyId;
    if (context.task.result?.state === 'fail' || !storyId) return;
    // Brand fonts (breeze's Nunito) must have arrived before the picture is taken.
    await document.fonts.ready;
    // The story runs in an iframe the size of its viewport, and what lies below the iframe's edge is
    // never painted: the frame grows to the page's height for the picture, so a change below the fold
    // shows too. The width stays the viewport's, so the layout is the one the story was written for.
    const { innerWidth: width, innerHeight: height } = window;
    const fullHeight = await getSettledHeight();
    if (fullHeight > height) {
      await page.viewport(width, fullHeight);
      // A first picture, thrown away, makes Chromium raster the grown area: otherwise two pictures of it
      // still blank could pass as stable, and an update wrote such a baseline (DataList's Long Content).
      await page.screenshot({ element: document.body, save: false });
    }
    resize = { width, height };
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
      // Two identical pictures in a row count as stable; on a loaded 2-core machine that can take a while.
      timeout: 20_000,
    });
  } finally {
    if (resize) await page.viewport(resize.width, resize.height);
    vi.useRealTimers();
    document.querySelector('style[data-visual="still"]')?.remove();
  }
});

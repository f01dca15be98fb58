/**
 * Visual baselines (vitest.config.ts, the English story projects): after each story's play function and
 * name check, the page's body (at least the viewport's height, portals included) is compared with its baseline image in
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

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

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
  try {
    const storyId = (context.task.meta as { storyId?: string }).storyId;
    if (context.task.result?.state === 'fail' || !storyId) return;
    // Brand fonts (breeze's Nunito) must have arrived before the picture is taken.
    await document.fonts.ready;
    // Headless Chromium paints only the viewport: a story taller than it came out blank below the fold,
    // so a change there went unseen. The frame grows to the story's height for the picture, and back.
    const { innerWidth: width, innerHeight: height } = window;
    const full = Math.ceil(document.documentElement.scrollHeight);
    if (full > height) {
      await page.viewport(width, full);
      // The frame's new size must be laid out and painted before the picture is taken: a first picture,
      // thrown away, makes Chromium raster the new area (two blank ones in a row would pass as stable).
      for (let frame = 0; frame < 120 && window.innerHeight < full; frame += 1) await nextFrame();
      await page.screenshot({ element: document.body, save: false });
      await nextFrame();
    }
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
        // Two identical pictures in a row count as stable; on a loaded 2-core machine that can take a while.
        timeout: 20_000,
      });
    } finally {
      if (full > height) await page.viewport(width, height);
    }
  } finally {
    vi.useRealTimers();
    document.querySelector('style[data-visual="still"]')?.remove();
  }
});

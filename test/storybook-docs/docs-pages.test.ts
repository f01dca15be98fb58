import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { openBuiltStorybook, waitForQuiet } from './built-storybook';

/** The built Storybook's folder, from the project's global setup (build-storybook.ts). */
const staticDir = inject('storybookStaticDir');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags?: string[];
  storiesImports?: string[];
}
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
/** Every Docs page: the designers' pages, Flows, each component's Guide and autodocs page. */
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/** Frozen for screenshots: no animation, transition or blinking caret, so two paints are the same. */
const stillCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

/** The window every page opens in: a laptop's. */
const docsViewport = { width: 1280, height: 800 };
let browser: Browser;
let context: BrowserContext;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // One context for every page: pages open side by side up to the project's maxConcurrency.
  ({ browser, origin, close } = await openBuiltStorybook(staticDir));
  context = await browser.newContext({ viewport: docsViewport, reducedMotion: 'reduce' });
});

afterAll(async () => {
  await context?.close();
  await close?.();
});

/** A page with what it reported while it loaded: uncaught errors and console errors. */
interface OpenedPage {
  page: Page;
  /** Uncaught exceptions: each fails the page. */
  errors: string[];
  /** Console errors (React's warnings among them): shown when the page does not settle. */
  console: string[];
}

/**
 * Opens a Docs page as the Storybook manager shows it (its preview iframe), once every story on it has
 * rendered. A page that never settles fails with what it logged: a page whose script is stuck in a loop
 * answers nothing else, and its console is the only lead.
 */
async function openDocsPage(id: string): Promise<OpenedPage> {
  const page = await context.newPage();
  const opened: OpenedPage = { page, errors: [], console: [] };
  page.on('pageerror', (error) => opened.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') opened.console.push(message.text().slice(0, 300));
  });
  try {
    await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}&globals=locale:en;brand:default`, {
      timeout: 90_000,
    });
    await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 90_000 });
    await page.addStyleTag({ content: stillCss });
    await waitForQuiet(page, '#storybook-docs', 500);
  } catch (error) {
    await page.close();
    throw new Error(
      `${(error as Error).message.split('\n')[0]}\nThe page logged:\n${[...opened.errors, ...opened.console].join('\n')}`,
      { cause: error },
    );
  }
  return opened;
}

/**
 * What on the page is locked or covered: a body or root that cannot scroll or take pointer events, the
 * page hidden from assistive technology, or a dialog open outside the story it belongs to.
 */
function getPageLocks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const locks: string[] = [];
    for (const element of [document.documentElement, document.body]) {
      const style = getComputedStyle(element);
      const name = element.tagName.toLowerCase();
      if (style.pointerEvents === 'none') locks.push(`${name} has pointer-events: none`);
      if (style.overflowY === 'hidden') locks.push(`${name} has overflow: hidden`);
    }
    if (document.querySelector('#storybook-docs[aria-hidden="true"], #storybook-docs [data-aria-hidden]'))
      locks.push('the page is hidden (aria-hidden) behind a dialog');
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      // A story's box and a guide's do/don't figure (blocks/do-dont.tsx) each keep their dialogs inside.
      if (!dialog.closest('[data-docs-story-box], [data-do-dont]')) {
        const title = dialog.querySelector('h1, h2, h3')?.textContent ?? dialog.textContent?.slice(0, 40);
        locks.push(`dialog '${title}' is open outside its story`);
      }
    }
    return locks;
  });
}

/**
 * Two PNGs compared (decoded with pngjs, in this process: a comparison run inside a page blocked that
 * page's renderer, which other pages of the same site share, for seconds under load): the count of pixels
 * that differ. A pixel that differs only as text or an edge drawn half a pixel further does (a story's box
 * on a Docs page sits at a fractional offset, so its glyph edges are shaded differently than at the
 * window's corner) is the same: its colour is found, within `tolerance` per channel, among the 3 × 3
 * neighbours on both sides.
 */
function countDifferentPixels(a: Buffer, b: Buffer): number {
  const tolerance = 48;
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return Number.POSITIVE_INFINITY;
  const { width, height } = x;
  const close = (p: Buffer, i: number, q: Buffer, j: number) =>
    Math.abs(p[i]! - q[j]!) <= tolerance &&
    Math.abs(p[i + 1]! - q[j + 1]!) <= tolerance &&
    Math.abs(p[i + 2]! - q[j + 2]!) <= tolerance &&
    Math.abs(p[i + 3]! - q[j + 3]!) <= tolerance;
  /** Whether pixel (col, row) of `p` has its colour among the neighbours of the same place in `q`. */
  const nearby = (p: Buffer, q: Buffer, col: number, row: number) => {
    const i = (row * width + col) * 4;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const c = col + dx;
        const r = row + dy;
        if (c >= 0 && r >= 0 && c < width && r < height && close(p, i, q, (r * width + c) * 4)) return true;
      }
    }
    return false;
  };
  let different = 0;
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const i = (row * width + col) * 4;
      if (close(x.data, i, y.data, i)) continue;
      if (!nearby(x.data, y.data, col, row) || !nearby(y.data, x.data, col, row)) different += 1;
    }
  }
  return different;
}

/**
 * Pixels two paints of one story may differ by: anti-aliasing of a large radius's shadow edge varies by a
 * few pixels from paint to paint in software rasterising (as in the visual baselines, vitest.config.ts).
 */
const allowedDifferentPixels = 16;

/** What Storybook's preview exposes to a page: its channel and the story it is rendering. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    channel?: { emit: (event: string, payload: unknown) => void };
    currentRender?: { id?: string; phase?: string };
  };
}

/**
 * Shows a story alone, its play function run to its end (Storybook's render reaches 'finished' after the
 * play function and the preview's afterEach check). The first story loads the preview; each later one is
 * rendered in it as the sidebar does (the preview's `setCurrentStory`), since loading the preview again
 * for every story (a few seconds each on a loaded machine) is what took a Flows page of fifteen states
 * past its time limit.
 */
async function showStoryAlone(alone: Page, storyId: string): Promise<void> {
  const loaded = await alone.evaluate(() =>
    Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel),
  );
  if (loaded) {
    await alone.evaluate(
      (id) =>
        (window as PreviewWindow).__STORYBOOK_PREVIEW__!.channel!.emit('setCurrentStory', {
          storyId: id,
          viewMode: 'story',
        }),
      storyId,
    );
  } else {
    await alone.goto(`${origin}/iframe.html?viewMode=story&id=${storyId}&globals=locale:en;brand:default`, {
      timeout: 90_000,
    });
    await alone.addStyleTag({
      content: `${stillCss} body.sb-show-main.sb-main-padded { padding: 0 !important; }`,
    });
  }
  await alone.waitForFunction(
    (id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
    },
    storyId,
    { timeout: 90_000, polling: 100 },
  );
  // What the story drew, not a <noscript> it may put first (PinInput's input-otp does), which never shows.
  await alone.waitForSelector('#storybook-root > :not(noscript, script, style)', { timeout: 90_000 });
}

/** One paint of a region: where it was taken and its PNG. */
interface Paint {
  clip: { x: number; y: number; width: number; height: number };
  png: Buffer;
}

/**
 * A region's paint once it has stopped changing: taken again, after the page was quiet once more, until two
 * paints in a row are the same (at most five times). On a loaded machine a story's code or font may still
 * arrive after the page's first quiet moment, so one paint alone may show the story half drawn.
 */
async function getSettledPaint(
  page: Page,
  root: string,
  take: () => Promise<Paint | null>,
): Promise<Paint | null> {
  let last = await take();
  for (let attempt = 0; last && attempt < 5; attempt += 1) {
    await waitForQuiet(page, root, 300);
    const next = await take();
    if (!next) return null;
    if (next.png.equals(last.png)) return next;
    last = next;
  }
  return last;
}

/**
 * The story as the Docs page shows it and as it shows alone at the same width, compared pixel for pixel.
 * A story alone runs its play function, a Docs page never does: a story whose play function leads to
 * another state than it renders from its data shows differently here and fails.
 */
async function getStoryDifference(docsPage: Page, alone: Page, storyId: string): Promise<string | null> {
  const box = docsPage.locator(`[id="story--${storyId}"] [data-docs-story-box]`).first();
  if ((await box.count()) === 0) return null;
  // Where the box is on the whole page, read again for each paint taken. Its pixels there are taken as they
  // are: an element screenshot would first wait for two equal animation frames, which a renderer busy with
  // another page's work did not give within its time limit.
  const shootBox = async () => {
    const place = await box.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
      };
    });
    if (place.width < 1 || place.height < 1) return null;
    const clip = {
      x: Math.round(place.x),
      y: Math.round(place.y),
      width: Math.round(place.width),
      height: Math.round(place.height),
    };
    return {
      clip,
      png: await docsPage.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' }),
    };
  };
  const first = await getSettledPaint(docsPage, '#storybook-docs', shootBox);
  if (!first) return null;
  const { width, height } = first.clip;
  const embedded = first.png;

  // The story alone in a window as wide as its box on the Docs page, without the canvas's padding, and as
  // high as the Docs page's window (a screen sized to the window's height is the same size in both). A
  // layer a story lays over the whole window (a dialog's backdrop, the full-screen loader) covers its box
  // on a Docs page instead, centring what it holds there: alone, the window is then the box's height, so
  // the layer's content sits at the same place.
  const coversBox = await box.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    return [...element.querySelectorAll('*')].some((layer) => {
      const { position } = getComputedStyle(layer);
      if (position !== 'fixed' && position !== 'absolute') return false;
      const inner = layer.getBoundingClientRect();
      // Over the whole box: as large as it or larger (the loader spans the preview block's padding too).
      return inner.top <= outer.top + 1 && inner.bottom >= outer.bottom - 1 && inner.width >= outer.width - 1;
    });
  });
  await alone.setViewportSize({ width, height: coversBox ? height : docsViewport.height });
  await showStoryAlone(alone, storyId);
  await waitForQuiet(alone, '#storybook-root', 300);
  // A Docs page never moves the reader's focus (preview.tsx), so a focus ring is the one thing a story
  // alone may show that the page does not: the state compared is the rest.
  await alone.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const shownPaint = await getSettledPaint(alone, '#storybook-root', async () => ({
    clip: { x: 0, y: 0, width, height },
    png: await alone.screenshot({
      clip: { x: 0, y: 0, width, height },
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    }),
  }));
  const shown = shownPaint!.png;
  const different = countDifferentPixels(embedded, shown);
  if (process.env.DOCS_DEBUG_DIR && different > allowedDifferentPixels) {
    writeFileSync(`${process.env.DOCS_DEBUG_DIR}/${storyId}-docs.png`, embedded);
    writeFileSync(`${process.env.DOCS_DEBUG_DIR}/${storyId}-alone.png`, shown);
  }
  return different > allowedDifferentPixels
    ? `'${storyId}' differs from the same story alone in ${different} pixels`
    : null;
}

/** The stories a Docs page embeds, by id, in page order (each renders into `#story--<id>`). */
function getEmbeddedStories(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#storybook-docs [id^="story--"]')]
      .map((element) => element.id.slice('story--'.length))
      .filter((id) => !id.endsWith('-inner')),
  );
}

/**
 * The stories whose state a play function reaches when they show alone (Storybook tags them `play-fn`). A
 * Docs or Flows page never runs a play function, so these are the stories that could show another state
 * there; a story without one renders the same args on both. Only these are compared.
 */
const interactionStories = new Set(
  Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.tags?.includes('play-fn'))
    .map((entry) => entry.id),
);

describe.concurrent('every Docs and Flows page in Chromium', () => {
  it.for(docsPages.map((entry) => [`${entry.title} (${entry.name})`, entry] as const))(
    '%s scrolls, keeps its dialogs inside their stories, and shows each interaction story in the state it shows alone',
    // A page's time grows with its interaction stories, each painted on the page and alone: Forms/Control
    // states compares eighteen and took 99 s by itself on a quiet machine, past the project's 120 s beside
    // two other pages in CI.
    { timeout: 300_000 },
    async ([, entry], { expect, onTestFinished }) => {
      const { page, errors } = await openDocsPage(entry.id);
      onTestFinished(() => page.close());
      expect(await page.locator('.sb-errordisplay:visible, #error-message:visible').count()).toBe(0);
      expect(await getPageLocks(page)).toEqual([]);
      // The page opens at its top: no story scrolls it to itself (a dialog taking focus did).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const scrollable = await page.evaluate(
        () => document.documentElement.scrollHeight > window.innerHeight + 1,
      );
      if (scrollable) {
        // In the left margin, beside the stories: a story with its own scroll area would take the wheel.
        await page.mouse.move(8, 400);
        await page.mouse.wheel(0, 600);
        await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 5000 });
      }
      // Every page shows each story in its named state (.storybook/pages/introduction.mdx): a story renders it
      // from its data, and its play function only tests the interaction.
      const compared = [...new Set(await getEmbeddedStories(page))].filter((id) =>
        interactionStories.has(id),
      );
      if (compared.length > 0) {
        // One page for the stories alone, navigated from story to story.
        const alone = await context.newPage();
        onTestFinished(() => alone.close());
        const differences: string[] = [];
        for (const storyId of compared) {
          const difference = await getStoryDifference(page, alone, storyId);
          if (difference) differences.push(difference);
        }
        expect(differences).toEqual([]);
      }
      expect(errors).toEqual([]);
    },
  );
});

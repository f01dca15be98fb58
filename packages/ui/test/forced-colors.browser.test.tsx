import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import preview from '../../../.storybook/preview';
import * as radioStories from '../src/components/radio-group/radio-group.forced-colors.stories';
import * as switchStories from '../src/components/switch/switch.forced-colors.stories';
import * as buttonStories from '../src/components/button/button.forced-colors.stories';
import * as selectStories from '../src/components/select/select.forced-colors.stories';
import * as progressStories from '../src/components/progress-steps/progress-steps.forced-colors.stories';
import * as checkboxStories from '../src/components/checkbox/checkbox.forced-colors.stories';
import * as cardStories from '../src/components/card/card.forced-colors.stories';
import * as sectionStories from '../src/components/collapsible-section/collapsible-section.forced-colors.stories';
import * as dataListStories from '../src/components/data-list/data-list.forced-colors.stories';

/*
 * Under forced colours (Windows High Contrast; this project runs Chromium with
 * `forcedColors: 'active'`, see vitest.config.ts) every control keeps its state and a focus indicator,
 * and every card surface its outline. Each forced-colours story is rendered in both brands and
 * screenshotted; the selected state and the focused control must differ in pixels from the unselected
 * and unfocused ones, and a surface's edge from the page around it.
 */

/** The RGBA pixels of a PNG screenshot (base64). */
async function pixels(base64: string): Promise<ImageData> {
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** How many pixels differ between two images of the same size (a size change counts as all). */
function differingPixels(a: ImageData, b: ImageData): number {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let count = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    if (
      a.data[index] !== b.data[index] ||
      a.data[index + 1] !== b.data[index + 1] ||
      a.data[index + 2] !== b.data[index + 2]
    )
      count += 1;
  }
  return count;
}

async function shot(): Promise<ImageData> {
  const subject = document.querySelector<HTMLElement>('[data-testid="subject"]')!;
  const base64 = await page.screenshot({ element: subject, save: false });
  return pixels(base64);
}

type Composed = React.ComponentType & { play?: unknown };

async function renderStory(Story: Composed): Promise<ImageData> {
  cleanup();
  render(<Story />);
  // Let Radix and the theme settle before the shot.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  (document.activeElement as HTMLElement | null)?.blur?.();
  return shot();
}

/** Tabs to the first control of the story and screenshots it focused. */
async function focusedShot(): Promise<ImageData> {
  await userEvent.tab();
  expect(document.activeElement).not.toBe(document.body);
  return shot();
}

/**
 * Renders a surface's story once `ready` matches (DataList's rows arrive from its fake endpoint), and
 * tells whether its outline shows: its computed border on every side, and its left and top edges (at
 * mid-height and mid-width, clear of the rounded corners) in other pixels than the padding outside it.
 * Forced colours drop the card shadow, so without a border the surface is the page's own Canvas.
 */
async function surfaceOutline(
  Story: Composed,
  ready: string,
  surfaceOf: (subject: HTMLElement) => HTMLElement,
) {
  cleanup();
  render(<Story />);
  await expect.poll(() => document.querySelector(ready)).toBeTruthy();
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const subject = document.querySelector<HTMLElement>('[data-testid="subject"]')!;
  const surface = surfaceOf(subject);
  const style = getComputedStyle(surface);
  const border = [
    style.borderTopWidth,
    style.borderRightWidth,
    style.borderBottomWidth,
    style.borderLeftWidth,
  ];
  const image = await shot();
  const frame = subject.getBoundingClientRect();
  const box = surface.getBoundingClientRect();
  const scale = image.width / frame.width;
  const at = (x: number, y: number) => {
    const index = (Math.floor(y * scale) * image.width + Math.floor(x * scale)) * 4;
    return Array.from(image.data.slice(index, index + 3)).join(',');
  };
  const left = box.left - frame.left;
  const top = box.top - frame.top;
  const middleY = top + box.height / 2;
  const middleX = left + box.width / 2;
  return {
    border,
    borderStyle: style.borderTopStyle,
    leftEdgeShows: at(left + 0.5, middleY) !== at(left / 2, middleY),
    topEdgeShows: at(middleX, top + 0.5) !== at(middleX, top / 2),
  };
}

// At least a 1 px ring around a small control: a handful of pixels is noise, dozens are a visible mark.
const VISIBLE = 20;

afterEach(() => cleanup());

beforeAll(() => {
  expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
});

for (const brand of ['default', 'breeze'] as const) {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, brand } };
  const radio = composeStories(radioStories, annotations);
  const toggle = composeStories(switchStories, annotations);
  const button = composeStories(buttonStories, annotations);
  const select = composeStories(selectStories, annotations);
  const progress = composeStories(progressStories, annotations);
  const checkbox = composeStories(checkboxStories, annotations);
  const card = composeStories(cardStories, annotations);
  const section = composeStories(sectionStories, annotations);
  const dataList = composeStories(dataListStories, annotations);

  describe(`forced colours keep state and focus (${brand} brand)`, () => {
    it('radio group: the chosen radio differs from an unchosen one, and focus shows', async () => {
      const unselected = await renderStory(radio.Unselected);
      const selected = await renderStory(radio.Selected);
      expect(differingPixels(unselected, selected)).toBeGreaterThan(VISIBLE);
      const before = await renderStory(radio.Unselected);
      expect(differingPixels(before, await focusedShot())).toBeGreaterThan(VISIBLE);
    });

    it('switch: on differs from off, and focus shows', async () => {
      const off = await renderStory(toggle.Off);
      const on = await renderStory(toggle.On);
      expect(differingPixels(off, on)).toBeGreaterThan(VISIBLE);
      expect(differingPixels(on, await focusedShot())).toBeGreaterThan(VISIBLE);
    });

    it('button: a filled button keeps a visible border, and focus shows', async () => {
      const filled = await renderStory(button.Filled);
      // The filled button is drawn (its border), not a blank area beside the text.
      const blank = filled.data.every((value, index) => index % 4 === 3 || value === filled.data[index % 4]);
      expect(blank).toBe(false);
      expect(differingPixels(filled, await focusedShot())).toBeGreaterThan(VISIBLE);
      const outline = await renderStory(button.Outline);
      expect(differingPixels(outline, await focusedShot())).toBeGreaterThan(VISIBLE);
    });

    it('select: the trigger and the native select show focus', async () => {
      const trigger = await renderStory(select.Trigger);
      expect(differingPixels(trigger, await focusedShot())).toBeGreaterThan(VISIBLE);
      const native = await renderStory(select.Native);
      expect(differingPixels(native, await focusedShot())).toBeGreaterThan(VISIBLE);
    });

    it('progress steps: the position stays visible (step 3 differs from step 1)', async () => {
      const first = await renderStory(progress.FirstStep);
      const third = await renderStory(progress.ThirdStep);
      expect(differingPixels(first, third)).toBeGreaterThan(VISIBLE);
    });

    it('checkbox and text input: ticked differs from unticked, and focus shows', async () => {
      const unchecked = await renderStory(checkbox.Unchecked);
      const checked = await renderStory(checkbox.Checked);
      expect(differingPixels(unchecked, checked)).toBeGreaterThan(VISIBLE);
      expect(differingPixels(unchecked, await focusedShot())).toBeGreaterThan(VISIBLE);
      const input = await renderStory(checkbox.TextInput);
      expect(differingPixels(input, await focusedShot())).toBeGreaterThan(VISIBLE);
    });

    // Breeze's surface border width is 0px and forced colours drop the card shadow it relies on.
    it.each([
      [
        'card',
        () =>
          [
            card.Surface,
            '[data-slot="card"]',
            (s: HTMLElement) => s.querySelector<HTMLElement>('[data-slot="card"]')!,
          ] as const,
      ],
      [
        'collapsible section',
        () =>
          [
            section.Card,
            '[data-slot="collapsible-section"]',
            (s: HTMLElement) => s.querySelector<HTMLElement>('[data-slot="collapsible-section"]')!,
          ] as const,
      ],
      [
        'data list',
        () =>
          [
            dataList.Frame,
            '[data-slot="data-list"][data-state="loaded"]',
            (s: HTMLElement) => s.querySelector<HTMLElement>('[data-slot="data-list-table"]')!.parentElement!,
          ] as const,
      ],
    ])('%s: the surface keeps a 1 px system-colour outline', async (_name, story) => {
      const [Story, ready, surfaceOf] = story();
      const outline = await surfaceOutline(Story, ready, surfaceOf);
      expect(outline.border).toEqual(['1px', '1px', '1px', '1px']);
      expect(outline.borderStyle).toBe('solid');
      expect(outline.leftEdgeShows).toBe(true);
      expect(outline.topEdgeShows).toBe(true);
    });
  });
}

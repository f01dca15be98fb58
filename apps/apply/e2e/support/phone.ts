import { expect, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectNoTokenWraps } from './tokens';

/** WCAG 2.2 A/AA axe tags (with best practices) the phone journeys scan with, target size included. */
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * WCAG 1.4.12's text-spacing overrides (line height 1.5, paragraph spacing 2em, letter spacing 0.12em,
 * word spacing 0.16em), put into every document of the context, frames included, as a bookmarklet would.
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.textSpacing = '';
      style.textContent =
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  });
}

/**
 * Nothing on the document scrolls sideways: the page is no wider than its viewport, and no control sits
 * (even partly) off the left or right edge or outside the box of a scroller or clipping ancestor, where
 * it could not be seen (content pushed off the left edge cannot be scrolled to at all).
 */
export async function expectNoHorizontalOverflow(scope: Page | Frame): Promise<void> {
  const found = await scope.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea'),
    ).flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || element.closest('.sr-only, [aria-hidden="true"]'))
        return [];
      const name = `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`;
      if (rect.left < -1 || rect.right > width + 1)
        return [`${name} at ${Math.round(rect.left)}–${Math.round(rect.right)} px`];
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible') continue;
        const box = parent.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          return [
            `${name} outside its ${overflow} container (${Math.round(rect.left)}–${Math.round(rect.right)} px in ${Math.round(box.left)}–${Math.round(box.right)} px)`,
          ];
      }
      return [];
    });
    return { scroll: document.documentElement.scrollWidth, client: width, clipped };
  });
  expect(found.scroll, `page ${found.scroll} px wide in a ${found.client} px viewport`).toBeLessThanOrEqual(
    found.client,
  );
  expect(found.clipped, 'controls off the edge or clipped').toEqual([]);
}

/**
 * No button, link-styled button, form control or toast close under 24 × 24 CSS px (WCAG 2.5.8) among
 * those shown, except links inside running text and controls whose 24 px circle touches no other target
 * (the rule's spacing exception, which axe's `target-size` also applies); returns the offenders' names.
 */
export async function expectTargetsAtLeast24(scope: Page | Frame): Promise<void> {
  const small = await scope.evaluate(() => {
    const targets = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, [role="button"], [role="radio"], [role="switch"], [role="checkbox"], input:not([type="hidden"]), select, textarea, a[href]',
      ),
    ).filter((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      if (element.closest('[aria-hidden="true"], .sr-only')) return false;
      // Inline links in a sentence are exempt (2.5.8 'Inline').
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') return false;
      return true;
    });
    const rects = targets.map((element) => element.getBoundingClientRect());
    return targets.flatMap((element, index) => {
      const rect = rects[index]!;
      if (rect.width >= 24 && rect.height >= 24) return [];
      // Spacing exception: a 24 px circle on its centre touches no other target.
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const crowded = rects.some((other, otherIndex) => {
        if (otherIndex === index) return false;
        const nx = Math.max(other.left, Math.min(cx, other.right));
        const ny = Math.max(other.top, Math.min(cy, other.bottom));
        // The control's own label wrapping it is the same target.
        if (targets[otherIndex]!.contains(element) || element.contains(targets[otherIndex]!)) return false;
        return Math.hypot(nx - cx, ny - cy) < 12;
      });
      return crowded
        ? [
            `${element.tagName.toLowerCase()} '${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}' ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          ]
        : [];
    });
  });
  expect(small, 'targets under 24 px').toEqual([]);
}

/**
 * What every screen of the phone journeys must be: its title names the step and the brand,
 * focus is on its h1 after a navigation, it does not scroll sideways, its targets are 24 px, no phone
 * number, e-mail or amount breaks across lines, and axe with the WCAG 2.2 AA tags finds nothing.
 */
export async function expectPhoneScreen(
  frame: Frame,
  heading: string | RegExp,
  title: RegExp,
  options: { navigated?: boolean } = {},
): Promise<void> {
  const h1 = frame.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading, { timeout: 15_000 });
  await expect.poll(() => frame.title()).toMatch(title);
  if (options.navigated !== false) await expect(h1).toBeFocused();
  await expectNoHorizontalOverflow(frame);
  await expectTargetsAtLeast24(frame);
  await expectNoTokenWraps(frame);
  await expectNoAxeViolations(frame, { tags: WCAG22_AA_TAGS });
}

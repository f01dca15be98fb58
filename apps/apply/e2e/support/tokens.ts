import { expect, type Frame, type Page } from '@playwright/test';

/** A token that takes more than one line: what it is, its text and how many lines it spans. */
export interface WrappedToken {
  kind: string;
  text: string;
  lines: number;
}

/**
 * The phone numbers, e-mail addresses and amounts on the screen that break across lines. Two sources:
 * every element the app marks `data-nowrap` (Nowrap, TokenText), measured by its line boxes (an inline
 * element that wraps has one client rect per line); and, so an unmarked token cannot slip through, every
 * phone number, e-mail and dollar amount found in the page's visible text, measured through a Range over
 * its characters (a range that wraps has rects on more than one line).
 */
export async function findWrappedTokens(scope: Page | Frame): Promise<WrappedToken[]> {
  return scope.evaluate(() => {
    const TOKEN =
      /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|-?\$\s?\d[\d,]*(?:\.\d+)?|\d[\d.,]*\s?US\$/g;
    /** The number of distinct lines among rects (a rect on the same line starts within half its height). */
    function lineCount(rects: DOMRectList | DOMRect[]): number {
      const tops: number[] = [];
      for (const rect of Array.from(rects)) {
        if (rect.width === 0 || rect.height === 0) continue;
        if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      }
      return tops.length;
    }
    function visible(element: Element | null): boolean {
      if (!element || element.closest('[aria-hidden="true"], .sr-only, script, style, noscript'))
        return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    }
    const wrapped: { kind: string; text: string; lines: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-nowrap]'))) {
      if (!visible(element)) continue;
      const lines = lineCount(element.getClientRects());
      if (lines > 1)
        wrapped.push({ kind: element.dataset.nowrap ?? '', text: element.textContent ?? '', lines });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!visible(node.parentElement)) continue;
      for (const match of text.matchAll(TOKEN)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = lineCount(range.getClientRects());
        if (lines > 1) wrapped.push({ kind: 'text', text: match[0], lines });
      }
    }
    return wrapped;
  });
}

/** No phone number, e-mail or amount on the screen breaks inside itself. */
export async function expectNoTokenWraps(scope: Page | Frame): Promise<void> {
  expect(await findWrappedTokens(scope), 'phone numbers, e-mails or amounts broken across lines').toEqual([]);
}

/** How many tokens the screen marks `data-nowrap`: a screen that shows a phone number must mark it. */
export async function countMarkedTokens(scope: Page | Frame, kind?: string): Promise<number> {
  return scope.locator(kind ? `[data-nowrap="${kind}"]` : '[data-nowrap]').count();
}

import * as React from 'react';
import { getDocumentTitle, type Locale } from '@leasekit/core';

/** What the page shows as its current screen, read from the rendered DOM. */
export interface ScreenReading {
  /** The h1 in `main`, or null while no screen (e.g. the full-screen loader) shows. */
  heading: HTMLElement | null;
  /**
   * The heading's text, white space collapsed; a wizard step's h1 ('Step 3 (Income)') gives its title
   * ('Income') by `data-screen-title`.
   */
  headingText: string;
  /** The active step of a progress bar in `main`, when there is one. */
  step: { number: number; total: number } | null;
  /** The elements a screen marks `data-announce` (a result: 'You are approved for up to …'). */
  results: HTMLElement[];
}

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Reads the current screen: the h1 inside `main`, the progress bar's active step and its announcements. */
export function readScreen(root: ParentNode = document): ScreenReading {
  const main = root.querySelector('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  const bar = main?.querySelector<HTMLElement>('[data-slot="progress-steps"][data-step-number]');
  const number = Number(bar?.dataset.stepNumber);
  const total = Number(bar?.dataset.stepCount);
  const results = main ? Array.from(main.querySelectorAll<HTMLElement>('[data-announce]')) : [];
  // A step's h1 reads 'Step 3 (Income)'; the title it names the screen by is its data-screen-title.
  const titled = heading?.querySelector<HTMLElement>('[data-screen-title]')?.dataset.screenTitle;
  const headingText = titled ? titled.replace(/\s+/g, ' ').trim() : text(heading);
  return { heading, headingText, step: bar ? { number, total } : null, results };
}

let resultIds = 0;

/** Gives each result element an id and returns them space-separated, or '' for none. */
function describe(results: readonly HTMLElement[]): string {
  return results
    .filter((element) => text(element) !== '')
    .map((element) => {
      if (!element.id) element.id = `screen-result-${(resultIds += 1)}`;
      return element.id;
    })
    .join(' ');
}

/** Whether focus is somewhere the shopper put it that a screen change must not take away (a dialog). */
function isFocusInDialog(): boolean {
  return Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));
}

/**
 * Whether the new screen opened on a problem and focused its error summary (a refusal that sent the
 * shopper back, such as a technician the server turned down): the problem is read before the heading.
 */
function isFocusOnProblem(): boolean {
  return Boolean(document.activeElement?.closest('[data-slot="error-summary"]'));
}

/** Props of {@link ScreenAnnouncer}. */
export interface ScreenAnnouncerProps {
  /** The brand's display name, last in the page title. */
  brand: string;
  locale: Locale;
  /** The page title while no screen heading shows (the route's title), else the brand alone. */
  fallbackTitle?: string;
}

/**
 * Makes every screen change perceivable (WCAG 2.4.2, 4.1.3): watches the page for the screen's
 * h1 and
 * - sets `document.title` by the core's rule ('Income – Step 3 of 7 – LeaseKit');
 * - after a screen change (a new heading; not the page's first screen, where a screen reader starts at
 *   the top anyway) moves focus to the h1, as GOV.UK and React Router advise, unless the focus is in a
 *   dialog, on the error summary the new screen opened with, or the heading kept its text and the shopper's focus is still on the page (a re-render, not a
 *   new screen);
 * - gives the h1 the screen's results (`data-announce`) as its description, so the focus move reads
 *   'Congratulations Robin!' with 'You are approved for up to $2,500.00';
 * - says the position in a flow ('Step 3 of 7') once in a polite live region.
 * Route changes and the wizard's steps (one route, many screens) are both covered because it looks at
 * what is shown, not at the URL.
 */
export function ScreenAnnouncer({ brand, locale, fallbackTitle }: ScreenAnnouncerProps) {
  const [message, setMessage] = React.useState('');
  const last = React.useRef<{ heading: HTMLElement | null; text: string; locale: Locale } | null>(null);
  const options = React.useRef({ brand, locale, fallbackTitle });
  options.current = { brand, locale, fallbackTitle };

  const check = React.useCallback(() => {
    const reading = readScreen();
    const { brand: brandName, locale: lang, fallbackTitle: fallback } = options.current;
    const title = getDocumentTitle({
      screen: reading.headingText || fallback,
      step: reading.step,
      brand: brandName,
      locale: lang,
    });
    if (document.title !== title) document.title = title;
    const previous = last.current;
    const { heading } = reading;
    if (!heading) {
      if (previous) last.current = { ...previous, heading: null };
      return;
    }
    if (previous && previous.heading === heading && previous.text === reading.headingText) return;
    last.current = { heading, text: reading.headingText, locale: lang };
    // The page's first screen, or the same screen in the language the shopper just chose: title only.
    if (!previous || (previous.heading === heading && previous.locale !== lang)) return;
    const sameText = previous.text === reading.headingText;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    // The screen's results (data-announce) describe its h1, so moving focus there reads them with the
    // heading, without a copy of their text elsewhere on the page.
    const ids = describe(reading.results);
    if (ids) heading.setAttribute('aria-describedby', ids);
    if (!isFocusInDialog() && !isFocusOnProblem() && (!sameText || focusLost)) heading.focus();
    // The live region adds where the shopper is in a flow ('Step 3 of 7'), said once per screen; the
    // heading's own text is read by the focus move, so it is not repeated here.
    if (!sameText) setMessage(getDocumentTitle({ step: reading.step, locale: lang }));
  }, []);

  React.useEffect(() => {
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [check]);
  // A locale or brand change re-titles the page.
  React.useEffect(check, [check, brand, locale, fallbackTitle]);

  return (
    <div data-slot="screen-announcer" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}

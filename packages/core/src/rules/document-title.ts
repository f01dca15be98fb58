import { t, type Locale } from '../messages';

/** What {@link getDocumentTitle} builds a page title from. */
export interface DocumentTitleOptions {
  /** The screen's name as its heading shows it ('Income', 'Lease Summary'); none while nothing has rendered. */
  screen?: string | null;
  /** The step's position in a multi-step flow (1-based `number` of `total`); none outside such a flow. */
  step?: { number: number; total: number } | null;
  /** The brand's display name ('LeaseKit'); none leaves the brand out. */
  brand?: string | null;
  /** The language of the 'Step x of y' part; English by default. */
  locale?: Locale;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The page's `document.title` (WCAG 2.4.2): the screen's name, then 'Step x of y' when it is a
 * step of a flow, then the brand, joined by en dashes: 'Income – Step 3 of 7 – LeaseKit'. Empty parts
 * are left out; a step position that is not a whole number within 1..total is left out, so a bad count
 * never shows 'Step 0 of 0'.
 */
export function getDocumentTitle(options: DocumentTitleOptions): string {
  const { step } = options;
  const validStep =
    step &&
    Number.isInteger(step.number) &&
    Number.isInteger(step.total) &&
    step.number >= 1 &&
    step.number <= step.total;
  const parts = [
    clean(options.screen),
    validStep ? t('app.documentTitle.step', { number: step.number, total: step.total }, options.locale) : '',
    clean(options.brand),
  ];
  return parts.filter((part) => part !== '').join(' – ');
}

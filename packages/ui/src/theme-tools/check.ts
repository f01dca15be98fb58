import { getContrast, parseColour } from './colour';

/** Surfaces and the text drawn on them: every `x` has an `x-foreground` (WCAG AA, 4.5:1). */
export const TEXT_PAIRS = [
  ['background', 'foreground'],
  ['card', 'card-foreground'],
  ['popover', 'popover-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['muted', 'muted-foreground'],
  ['accent', 'accent-foreground'],
  ['destructive', 'destructive-foreground'],
  ['success', 'success-foreground'],
  ['warning', 'warning-foreground'],
  ['info', 'info-foreground'],
] as const;

/** Coloured text the components draw straight on the page and on cards: links, hints, inline errors. */
export const TEXT_ON_BACKGROUND = ['muted-foreground', 'primary', 'destructive'] as const;

/** Non-text parts that must stand out 3:1 from the background (WCAG 1.4.11): input borders, the ring. */
export const NON_TEXT = ['input', 'ring'] as const;

/**
 * The brand's elevation and surface tokens (in {@link REQUIRED_TOKENS}): the shadow under cards and under
 * overlays (dialogs, popovers, select lists, toasts), and the width of a card's border (`0px` for cards
 * drawn by their shadow alone). With colour, font, weight, radius and control height they are what makes
 * two brands read as two companies.
 */
export const SURFACE_TOKENS = ['shadow-card', 'shadow-overlay', 'surface-border-width'] as const;

/** Every token a component may use: a theme must define them all. */
export const REQUIRED_TOKENS = [
  ...TEXT_PAIRS.flat(),
  'border',
  'input',
  'ring',
  'radius',
  'font-sans',
  'font-heading',
  'font-weight-strong',
  'control-height',
  ...SURFACE_TOKENS,
] as const;

/** The minimum ratios: text 4.5:1 (WCAG AA), non-text 3:1 (WCAG 1.4.11), the focus ring 7:1. */
export const MIN_CONTRAST = { text: 4.5, nonText: 3, ring: 7 } as const;

/** The prefix of every custom property the kit defines or reads (`--lk-primary`). */
export const TOKEN_PREFIX = '--lk-';

/**
 * A theme: its id (from `[data-theme='<id>']`, or `:root`) and its tokens by name, without the
 * `--lk-` prefix (`primary`, `radius`).
 */
export interface ThemeBlock {
  id: string;
  variables: Map<string, string>;
}

/** One failed check of {@link checkTheme}. */
export interface ThemeProblem {
  /** What failed, e.g. `primary / primary-foreground`. */
  check: string;
  /** The measured ratio, when two colours were compared. */
  ratio?: number;
  /** The ratio required. */
  required?: number;
  /** Why, in words. */
  message: string;
}

/**
 * Reads the theme blocks of a CSS file: each rule whose selector names `[data-theme='<id>']` (or only
 * `:root`, as id `root`), with its `--lk-name: value` declarations. A block written with the unprefixed
 * names of earlier versions (`--primary`) is read with no tokens, so the check lists every `--lk-` token
 * as missing. Comments are ignored.
 */
export function readThemes(css: string): ThemeBlock[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: ThemeBlock[] = [];
  for (const match of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.trim();
    const id =
      /\[data-theme=['"]?([\w-]+)['"]?\]/.exec(selector)?.[1] ?? (selector === ':root' ? 'root' : null);
    if (!id) continue;
    const variables = new Map<string, string>();
    let declarations = 0;
    for (const declaration of match[2]!.matchAll(/--([\w-]+)\s*:\s*([^;]+);?/g)) {
      declarations += 1;
      if (declaration[1]!.startsWith('lk-')) variables.set(declaration[1]!.slice(3), declaration[2]!.trim());
    }
    if (declarations > 0) blocks.push({ id, variables });
  }
  return blocks;
}

/** WCAG 2.x contrast ratio of two CSS colours (hex, names, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch()). */
export function contrastRatio(a: string, b: string): number {
  const first = parseColour(a);
  const second = parseColour(b);
  if (!first || !second) throw new Error(`Not a colour: ${first ? b : a}`);
  return getContrast(first, second);
}

/**
 * Runs the WCAG checks of the project's own theme test on one theme: every token defined, every
 * surface / text pair at least 4.5:1, muted, primary and destructive text at least 4.5:1 on the
 * background and on cards, input borders and the ring at least 3:1 from the background, and the ring
 * at least 7:1. Returns the failures, none when the theme passes.
 */
export function checkTheme(variables: ReadonlyMap<string, string>): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  for (const token of REQUIRED_TOKENS) {
    if (!variables.has(token)) {
      problems.push({ check: `${TOKEN_PREFIX}${token}`, message: `${TOKEN_PREFIX}${token} is not defined` });
    }
  }
  const compare = (a: string, b: string, required: number, label: string) => {
    const x = variables.get(a);
    const y = variables.get(b);
    if (x === undefined || y === undefined) return;
    let ratio: number;
    try {
      ratio = contrastRatio(x, y);
    } catch (error) {
      problems.push({ check: label, message: (error as Error).message });
      return;
    }
    if (ratio < required) {
      problems.push({
        check: label,
        ratio,
        required,
        message: `${label}: contrast ${ratio.toFixed(2)}:1, needs at least ${required}:1`,
      });
    }
  };
  for (const [surface, text] of TEXT_PAIRS) compare(surface, text, MIN_CONTRAST.text, `${surface} / ${text}`);
  for (const text of TEXT_ON_BACKGROUND) {
    compare(text, 'background', MIN_CONTRAST.text, `${text} on background`);
    compare(text, 'card', MIN_CONTRAST.text, `${text} on card`);
  }
  for (const part of NON_TEXT) compare(part, 'background', MIN_CONTRAST.nonText, `${part} on background`);
  compare('ring', 'background', MIN_CONTRAST.ring, 'ring on background (high contrast)');
  return problems;
}

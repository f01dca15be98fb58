/**
 * Reading a brand theme's tokens and checking their contrast, without Node APIs: shared by the theme
 * tests (test/themes.test.ts) and Storybook's Tokens page (.storybook/pages/tokens.mdx), which parses
 * the same theme files at build time, so the page can never drift from the CSS.
 */

/** Surfaces and the text drawn on them: every `x` has an `x-foreground`. */
export const colourPairs = [
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

/** Coloured text the components draw straight on the page: links, hints, inline errors. */
export const textOnBackground = ['muted-foreground', 'primary', 'destructive'] as const;

/** Non-text parts that must stand out 3:1 (WCAG 1.4.11): input borders and the focus ring. */
export const nonTextColours = ['input', 'ring'] as const;

/** Every token a brand theme must define: the components read no other brand value. */
export const requiredTokens = [
  ...colourPairs.flat(),
  'border',
  'input',
  'ring',
  'radius',
  'font-sans',
  'font-heading',
  'font-weight-strong',
  'control-height',
] as const;

/** A theme file's custom properties (`--name: value`), comments removed, in the order written. */
export function parseThemeVariables(css: string): Map<string, string> {
  const variables = new Map<string, string>();
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of source.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    variables.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim());
  }
  return variables;
}

/** Parses `#rgb` or `#rrggbb` into 0–255 channels; throws on anything else so a theme stays checkable. */
export function parseHex(value: string): [number, number, number] {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Theme colours must be hex to be checked: ${value}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(parseHex(a)), relativeLuminance(parseHex(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

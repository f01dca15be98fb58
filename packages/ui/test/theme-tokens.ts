/**
 * Reading a brand theme's tokens and checking their contrast, without Node APIs: shared by the theme
 * tests (test/themes.test.ts) and Storybook's Tokens page (.storybook/pages/tokens.mdx), which parses
 * the same theme files at build time, so the page can never drift from the CSS.
 */

// The token lists are the theme tools' (src/theme-tools/check.ts), so `leasekit-theme check`, these
// tests and Storybook's Tokens page hold one list.
export {
  TEXT_PAIRS as colourPairs,
  TEXT_ON_BACKGROUND as textOnBackground,
  NON_TEXT as nonTextColours,
  REQUIRED_TOKENS as requiredTokens,
} from '../src/theme-tools/check';

/**
 * A theme file's tokens (`--lk-name: value`) by name without the prefix, comments removed, in the order
 * written.
 */
export function parseThemeVariables(css: string): Map<string, string> {
  const variables = new Map<string, string>();
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of source.matchAll(/--lk-([\w-]+)\s*:\s*([^;]+);/g)) {
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

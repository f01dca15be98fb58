import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseThemeVariables } from './theme-tokens';

export { contrastRatio, parseHex, relativeLuminance } from './theme-tokens';

/** The theme files shipped (default, breeze) plus the example third brand. */
export const themeFiles = {
  default: '../src/styles/themes/default.css',
  breeze: '../src/styles/themes/breeze.css',
  'example-third': '../src/styles/themes/example-third.css',
} as const;

/** Reads a theme file's custom properties (`--name: value`) from its `[data-theme]` block. */
export function readThemeVariables(relativePath: string): Map<string, string> {
  return parseThemeVariables(readFileSync(fileURLToPath(new URL(relativePath, import.meta.url)), 'utf8'));
}

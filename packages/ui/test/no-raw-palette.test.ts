// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

const palette =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const utilities =
  'bg|text|border|border-[trblxyse]|ring|ring-offset|outline|fill|stroke|from|via|to|decoration|divide|placeholder|caret|accent|shadow|inset-shadow|inset-ring';

/**
 * A Tailwind palette class (`bg-blue-500`, `hover:text-gray-700/80`, `text-white`) or an arbitrary
 * colour (`bg-[#fff]`): anything that would bypass the brand theme's semantic tokens.
 */
export const rawPaletteClass = new RegExp(
  `(?<![\\w-])(?:[\\w-]+:)*-?(?:${utilities})-(?:(?:${palette})-\\d{2,3}|black|white|\\[#[0-9a-fA-F]{3,8}\\]|\\[(?:rgb|hsl|oklch)a?\\()`,
  'g',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css|mdx)$/.test(name) ? [path] : [];
  });
}

describe('components use semantic tokens only', () => {
  it('the detector flags palette and arbitrary colour classes, and not semantic ones', () => {
    const flagged = (text: string) => text.match(rawPaletteClass) ?? [];
    expect(flagged('bg-blue-500')).toEqual(['bg-blue-500']);
    expect(flagged('x hover:text-gray-700/80 y')).toEqual(['hover:text-gray-700']);
    expect(flagged('text-white border-t-red-600 bg-[#ff0000] ring-offset-slate-50')).toHaveLength(4);
    expect(flagged('bg-primary text-primary-foreground border-input ring-ring text-destructive')).toEqual([]);
    expect(flagged('bg-background/90 text-muted-foreground data-[state=on]:bg-accent')).toEqual([]);
  });

  it('no raw palette class anywhere in packages/ui/src', () => {
    const offences = sourceFiles(src).flatMap((file) =>
      (readFileSync(file, 'utf8').match(rawPaletteClass) ?? []).map((m) => `${relative(src, file)}: ${m}`),
    );
    expect(offences).toEqual([]);
  });
});

/* global URL, console */
// Copies the font files dist/fonts/nunito.css names (url(./files/…), from @fontsource-variable/nunito)
// next to it, so the font's stylesheet ships with its files and needs no CDN. No other stylesheet of the
// package loads a font (scripts/check-styles.mjs): an app loads Nunito only when its brand asks for it.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const css = readFileSync(new URL('../dist/fonts/nunito.css', import.meta.url), 'utf8');
const names = [...new Set([...css.matchAll(/url\(\.\/files\/([\w.-]+)\)/g)].map((m) => m[1]))];
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource-variable/nunito/wght.css')),
  'files',
);
const outDir = new URL('../dist/fonts/files/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const name of names) copyFileSync(join(fontDir, name), new URL(name, outDir));
console.log(`dist/fonts/files: ${names.length} font files copied for dist/fonts/nunito.css.`);

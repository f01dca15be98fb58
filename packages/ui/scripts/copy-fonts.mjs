/* global URL, console */
// Copies the font files the compiled dist/styles.css names (url(./files/…), from the breeze theme's
// @fontsource-variable/nunito import) next to it, so the stylesheet ships with its fonts and needs no CDN.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const css = readFileSync(new URL('../dist/styles.css', import.meta.url), 'utf8');
const names = [...new Set([...css.matchAll(/url\(\.\/files\/([\w.-]+)\)/g)].map((m) => m[1]))];
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource-variable/nunito/wght.css')),
  'files',
);
const outDir = new URL('../dist/files/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const name of names) copyFileSync(join(fontDir, name), new URL(name, outDir));
console.log(`dist/files: ${names.length} font files copied for dist/styles.css.`);

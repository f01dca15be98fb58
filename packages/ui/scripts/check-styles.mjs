/* global URL, console, process */
// Fails the build when dist/styles.css lacks the brand themes or the component utilities: Tailwind
// only generates classes it finds through @source, so a wrong path silently ships unstyled components.
import { existsSync, readFileSync } from 'node:fs';

const css = readFileSync(new URL('../dist/styles.css', import.meta.url), 'utf8');
const required = [
  [':root', 'the default theme on :root'],
  ['[data-theme=default]', 'the default theme'],
  ['[data-theme=breeze]', 'the breeze theme'],
  ['--primary:', 'the colour tokens'],
  ['--control-height:', 'the control height token'],
  ['.bg-primary{', 'a semantic colour utility (Button)'],
  ['.h-control{', 'the control height utility (Input, Button)'],
  ['.border-input{', 'the input border utility'],
  ['aria-invalid\\:border-destructive', 'the invalid state (Field, Input)'],
  ['focus-visible\\:ring-ring', 'the focus ring'],
  ['.sr-only{', 'the visually hidden helper (FieldError)'],
  ['Nunito Variable', "the breeze brand's font"],
];
const missing = required.filter(([needle]) => !css.includes(needle));
// Every font the stylesheet names must ship beside it (scripts/copy-fonts.mjs).
for (const [, name] of css.matchAll(/url\(\.\/files\/([\w.-]+)\)/g)) {
  if (!existsSync(new URL(`../dist/files/${name}`, import.meta.url)))
    missing.push([name, 'a font file of dist/styles.css']);
}
if (missing.length > 0) {
  console.error('dist/styles.css is missing:\n' + missing.map(([n, why]) => `  ${n}  (${why})`).join('\n'));
  process.exit(1);
}
console.log(
  `dist/styles.css: themes and component utilities present (${(css.length / 1024).toFixed(1)} KB).`,
);

/* global URL, console, process */
// Fails the build when dist/styles.css lacks the brand themes or the component utilities: Tailwind
// only generates classes it finds through @source, so a wrong path silently ships unstyled components.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

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

// dist/embed.css (src/styles/embed.css): for components inside an existing site. The default theme's
// `:root` selector is dropped here (the theme files serve both stylesheets), then the result is checked:
// no preflight, no theme and no base style on the host page's `:root`, `html` or `body`.
const embedFile = new URL('../dist/embed.css', import.meta.url);
const embed = readFileSync(embedFile, 'utf8').replace(':root,[data-theme=default]{', '[data-theme=default]{');
writeFileSync(embedFile, embed);
const embedProblems = [
  [/:root|:host/, 'a rule on :root (the host page would take a theme)'],
  [/(^|[},])(html|body)[{,]/, 'a rule on html or body'],
  [/box-sizing:border-box;border:0 solid/, "Tailwind's preflight"],
].filter(([pattern]) => pattern.test(embed));
const embedMissing = [
  ['[data-theme=default]', 'the default theme'],
  ['[data-theme=breeze]', 'the breeze theme'],
  ['.bg-primary{', 'a semantic colour utility'],
].filter(([needle]) => !embed.includes(needle));
if (embedProblems.length > 0 || embedMissing.length > 0) {
  console.error(
    'dist/embed.css:\n' +
      [
        ...embedProblems.map(([, why]) => `  has ${why}`),
        ...embedMissing.map(([n, why]) => `  lacks ${n} (${why})`),
      ].join('\n'),
  );
  process.exit(1);
}
console.log(`dist/embed.css: no reset, nothing on :root (${(embed.length / 1024).toFixed(1)} KB).`);

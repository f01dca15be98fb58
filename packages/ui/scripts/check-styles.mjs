/* global URL, console, process */
// Fails the build when a prebuilt stylesheet lacks the brand themes or the component utilities (Tailwind
// only generates classes it finds through @source, so a wrong path silently ships unstyled components),
// or when it would touch a page outside a kit root: a rule on :root, html or body, a global reset, or a
// custom property without the kit's `--lk-` prefix that a page's own tokens (shadcn/ui's) could meet.
import { existsSync, readFileSync } from 'node:fs';

const read = (name) => readFileSync(new URL(`../dist/${name}`, import.meta.url), 'utf8');
// The names a page's own design system is likely to use too: the kit must neither set nor read them.
const bareTokens =
  /(?:var\(|[{;])--(?:background|foreground|card|popover|primary|secondary|muted|accent|destructive|success|warning|info|border|input|ring|radius|font-sans|font-heading|font-weight-strong|control-height|shadow-card|shadow-overlay|surface-border-width)[-\w]*[:),]/;
const required = [
  ['[data-theme=default]', 'the default theme'],
  ['[data-theme=breeze]', 'the breeze theme'],
  ['--lk-primary:', 'the colour tokens'],
  ['--lk-control-height:', 'the control height token'],
  ['@scope([data-theme])', 'the utilities and base styles scoped to the kit root'],
  ['.bg-primary{background-color:var(--lk-primary)}', 'a semantic colour utility (Button)'],
  ['.h-control{', 'the control height utility (Input, Button)'],
  ['.shadow-overlay{--tw-shadow:var(--lk-shadow-overlay)', 'the brand elevation utility (Modal, Select)'],
  ['.border-input{', 'the input border utility'],
  ['aria-invalid\\:border-destructive', 'the invalid state (Field, Input)'],
  ['focus-visible\\:ring-ring', 'the focus ring'],
  ['.sr-only{', 'the visually hidden helper (FieldError)'],
  ['Nunito Variable', "the breeze brand's font token"],
];
const problems = [];
for (const name of ['styles.css', 'styles.unlayered.css', 'embed.css']) {
  const css = read(name);
  for (const [needle, why] of required) {
    if (!css.includes(needle)) problems.push(`${name} lacks ${needle} (${why})`);
  }
  // `:scope:root` is the kit root being <html> itself (ThemeProvider's document mode).
  const outside = css.replaceAll(':scope:root', '');
  if (/:root|:host/.test(outside)) problems.push(`${name} has a rule on :root (the page would take a theme)`);
  if (/(^|[},])(html|body)[{,]/.test(outside)) problems.push(`${name} has a rule on html or body`);
  if (bareTokens.test(css)) problems.push(`${name} sets or reads a token without the --lk- prefix`);
  if (name === 'styles.unlayered.css' && /@layer (?!properties)/.test(css)) {
    problems.push(`${name} has a cascade layer (Tailwind v3's unlayered preflight would beat it)`);
  }
  // Fonts only when a brand asks for them: the kit's stylesheets carry none (dist/fonts/ has them).
  if (/@font-face|url\(\.\/files\//.test(css))
    problems.push(`${name} loads a font or file (fonts belong in dist/fonts/)`);
}
const nunito = read('fonts/nunito.css');
if (!nunito.includes('font-family:Nunito Variable')) problems.push('fonts/nunito.css lacks Nunito');
for (const [, font] of nunito.matchAll(/url\(\.\/files\/([\w.-]+)\)/g)) {
  if (!existsSync(new URL(`../dist/fonts/files/${font}`, import.meta.url))) {
    problems.push(`fonts/nunito.css: the font file ${font} is not in dist/fonts/files`);
  }
}
if (!read('reset.css').includes('box-sizing:border-box;border:0 solid')) {
  problems.push("reset.css lacks Tailwind's preflight");
}
if (problems.length > 0) {
  console.error('@leasekit/ui stylesheets:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(
  `dist/styles.css: themes and component utilities present, scoped to [data-theme], nothing on :root (${(read('styles.css').length / 1024).toFixed(1)} KB).`,
);

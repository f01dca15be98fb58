/* global console, process */
// Checks the HTML that `next build` prerendered for /brands (app/brands/page.tsx): one server render
// holds two brands side by side, each kit root with its own theme attribute and its own brand's texts,
// and the page's stylesheet carries both themes' variables; and the HTML of /rules (app/rules/page.tsx):
// every feature rule, imported from its entry of the packed core, gave its answer. Run by `npm test`
// after the build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const app = join(import.meta.dirname, '..');
const page = join(app, '.next/server/app/brands.html');
if (!existsSync(page))
  throw new Error('next build prerendered no .next/server/app/brands.html: is /brands static?');
const html = readFileSync(page, 'utf8');
const failures = [];
const expect = (ok, what) => {
  if (!ok) failures.push(what);
};

// Only the rendered markup: the RSC payload after </main> repeats the brands' data as JSON.
const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The markup of the kit root `<div data-slot="theme-root" data-theme="<id>">`, up to the next kit root. */
function themeRoot(id) {
  const start = main.indexOf(`data-slot="theme-root" data-theme="${id}"`);
  if (start < 0) return undefined;
  const next = main.indexOf('data-slot="theme-root"', start + 1);
  return main.slice(start, next < 0 ? undefined : next);
}

const brands = [
  {
    id: 'default',
    name: 'Northwind Furniture',
    caption: 'Northwind: step 2 of 3',
    header: 'Northwind step 2: Income',
  },
  {
    id: 'breeze',
    name: 'Harbor Electronics',
    caption: 'Harbor: part 2 of 3',
    header: 'Harbor part 2: Income',
  },
];
for (const brand of brands) {
  const root = themeRoot(brand.id);
  expect(root, `a kit root with data-theme="${brand.id}"`);
  if (!root) continue;
  for (const text of [brand.name, brand.caption, brand.header]) {
    expect(root.includes(text), `"${text}" inside the kit root of ${brand.id}`);
  }
  for (const other of brands.filter((each) => each !== brand)) {
    expect(!root.includes(other.caption), `no text of ${other.id} inside the kit root of ${brand.id}`);
  }
}
// The kit's own caption would mean a tree fell back to the catalogue instead of its brand's texts.
expect(!main.includes('Step 2 of 3'), "no kit default caption 'Step 2 of 3'");
expect(/<html[^>]*data-theme="breeze"/.test(html), '<html data-theme="breeze"> from the layout');

const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/css\/[^"]+\.css)"/g)].map(
  ([, href]) => readFileSync(join(app, '.next', href.replace('/_next/', '')), 'utf8'),
);
expect(sheets.length > 0, 'the page links a stylesheet');
for (const { id } of brands) {
  expect(
    sheets.some((css) => new RegExp(`\\[data-theme=["']?${id}["']?\\]\\{[^}]*--lk-primary:`).test(css)),
    `a stylesheet sets --lk-primary for [data-theme=${id}]`,
  );
}

// /rules (app/rules/page.tsx): each feature rule of the core's README, imported from its own entry of the
// packed package, ran on the server and gave the answer the README shows.
const rulesPage = join(app, '.next/server/app/rules.html');
expect(existsSync(rulesPage), 'a prerendered .next/server/app/rules.html');
if (existsSync(rulesPage)) {
  const rulesHtml = readFileSync(rulesPage, 'utf8');
  const decode = (text) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const answerOf = (rule) => {
    const match = rulesHtml.match(new RegExp(`<dd data-rule="${rule}">([^<]*)</dd>`));
    return match ? decode(match[1]) : undefined;
  };
  const rules = {
    'validation rules': '[{"rule":"max","value":"14"},true]',
    'income maths': '433333',
    'offer selection': '"B"',
    'card rules': '{"code":"cards.prepaidNotAllowed"}',
    'checkout routing': '{"route":"checkout/complete","reason":"may-not-continue"}',
    'HVAC clearing': 'null',
    recurrence: '"DTSTART:20260130T100000Z\\nRRULE:FREQ=DAILY;INTERVAL=1;COUNT=3"',
    'step order':
      '["applicantInfo","applicantAddress","applicantIncome","applicantBanking","hasCoApplicant","application","verifyApplication"]',
  };
  for (const [rule, answer] of Object.entries(rules)) {
    expect(answerOf(rule) === answer, `/rules: ${rule} answers ${answer} (got ${answerOf(rule)})`);
  }
}

if (failures.length > 0) {
  console.error(`next-app-router: missing\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `next-app-router /brands: both brands' themes and texts in one server render (${html.length} bytes); /rules: every feature rule's answer from its entry`,
);

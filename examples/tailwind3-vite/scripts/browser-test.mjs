/* global console, document, getComputedStyle, process, URL */
// Run by `npm test` after the build: serves dist/ and checks in Chromium, on computed styles, that on a
// Tailwind v3 page the kit's Continue button keeps its colour, height and the brand's font, the error
// summary keeps its border, title and link colours, and the team's own v3 utilities still apply.
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
const server = createServer(async (request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(dist, path === '/' ? 'index.html' : path);
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
};
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('button', { name: 'Continue' }).waitFor();
  const found = await page.evaluate(() => {
    const style = (element) => getComputedStyle(element);
    const button = style(document.querySelector('[data-slot="button"]'));
    const summary = style(document.querySelector('[data-slot="error-summary"]'));
    const title = style(document.querySelector('[data-slot="error-summary-title"]'));
    const link = style(document.querySelector('[data-slot="error-summary"] a'));
    const team = style(document.querySelector('[data-testid="team-text"]'));
    return {
      buttonBackground: button.backgroundColor,
      buttonFont: button.fontFamily,
      buttonHeight: button.height,
      summaryBorder: `${summary.borderTopWidth} ${summary.borderTopStyle} ${summary.borderTopColor}`,
      titleSize: title.fontSize,
      titleWeight: title.fontWeight,
      linkColour: link.color,
      teamMargin: team.marginTop,
      teamColour: team.color,
      rootKitPrimary: getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim(),
    };
  });
  // v3's unlayered preflight sets `button { background-color: transparent }`, `h2 { font-size: inherit }`
  // and `* { border: 0 solid #e5e7eb }`: the kit's rules must beat each of them.
  check(
    found.buttonBackground === 'rgb(15, 118, 110)',
    `Continue keeps Breeze's primary (found ${found.buttonBackground})`,
  );
  check(
    found.buttonHeight === '48px',
    `Continue keeps Breeze's control height (found ${found.buttonHeight})`,
  );
  check(
    found.buttonFont.includes('Nunito Variable'),
    `Continue is in Breeze's font (found ${found.buttonFont})`,
  );
  check(
    found.summaryBorder === '4px solid rgb(180, 35, 24)',
    `the error summary keeps its 4px destructive border (found ${found.summaryBorder})`,
  );
  check(
    found.titleSize === '18px' && found.titleWeight === '700',
    `the summary's title keeps text-lg bold (found ${found.titleSize} ${found.titleWeight})`,
  );
  check(
    found.linkColour === 'rgb(180, 35, 24)',
    `the summary's link keeps the destructive colour (found ${found.linkColour})`,
  );
  check(found.teamMargin === '12px', `the team's own v3 mt-3 applies (found ${found.teamMargin})`);
  check(
    found.teamColour === 'rgb(55, 65, 81)',
    `the team's own v3 text-gray-700 applies (found ${found.teamColour})`,
  );
  check(
    found.rootKitPrimary === '',
    `the kit sets nothing on <html> (found --lk-primary ${found.rootKitPrimary})`,
  );
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(`tailwind3-vite: ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  "tailwind3-vite: the kit's button, font and error summary keep their styles beside Tailwind v3's.",
);

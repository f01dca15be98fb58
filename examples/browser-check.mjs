/* global console, process, URL */
// The one browser harness of the examples' `npm test` checks: each example's scripts/browser-test.mjs
// says what it looks at, this file serves the built app and runs Chromium. examples/build.mjs copies it
// next to the examples it builds, so the same relative import works in the repo and in its temp folder.
// Playwright comes from the example (its own devDependency), since this file has no node_modules.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

/** A static server of the built folder `root` (a path), not yet listening. */
function serve(root) {
  return createServer(async (request, response) => {
    // No path may leave the served folder, whatever the request says.
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
}

/**
 * Serves the built folder `dist` (a file URL) on a free local port, or, given `origin`, visits a server
 * the example started itself (the sandbox serving its build), opens a page in Debian's Chromium
 * (`/usr/bin/chromium`, or `CHROMIUM_PATH`) and runs `visit({ page, url, check })`, where `check(ok,
 * message)` records a failed expectation without stopping the visit. Prints every failed check under the
 * example's `name` and exits with 1, or prints `success`.
 */
export async function checkInChromium({ name, chromium, dist, origin, visit, success }) {
  const server = origin ? null : serve(fileURLToPath(dist));
  if (server) await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = origin ? `${origin}/` : `http://127.0.0.1:${server.address().port}/`;
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
    await visit({ page, url, check });
  } finally {
    await browser.close();
    server?.close();
  }
  if (failures.length > 0) {
    console.error(`${name}: ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${name}: ${success}`);
}

import { expect, test } from './support/app';
import { gateRequests } from './support/faults';
import { readEntryTicket, STORES } from './support/sandbox';
import { startApplication } from './support/wizard';

// What a page load shows and fetches before the app's script has arrived.

test('performance: the page paints its loader before any script runs, and fetches the opening route with the entry', async ({
  app,
  page,
}) => {
  // Hold the entry script: what shows meanwhile comes from index.html alone.
  const entry = await gateRequests(page, '/assets/app-entry.js', 'GET');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/?retailer=demo-electronics#/', { waitUntil: 'commit' });
  await expect.poll(() => entry.seen()).toBe(1);
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  // The store selection route's chunk is already on its way, before the entry has run.
  await expect
    .poll(() => requested.some((path) => /\/assets\/lazy\/store-selection-route-[\w-]+\.js$/.test(path)))
    .toBe(true);
  expect(requested.filter((path) => /\/assets\/lazy\/.*-route-/.test(path))).toHaveLength(1);
  await entry.release();
  await app.expectHeading('Choose your store');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('a page that opens in Spanish paints its loader as “Cargando” before any script runs', async ({
  app,
  page,
}) => {
  // The serving page's configuration asks for Spanish (window.__LEASEKIT_CONFIG__.defaultLocale).
  await page.addInitScript(() => {
    (window as unknown as { __LEASEKIT_CONFIG__: object }).__LEASEKIT_CONFIG__ = { defaultLocale: 'es' };
  });
  const entry = await gateRequests(page, '/assets/app-entry.js', 'GET');
  await page.goto('/?retailer=demo-electronics#/', { waitUntil: 'commit' });
  await expect.poll(() => entry.seen()).toBe(1);
  await expect(page.getByRole('status', { name: 'Cargando' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await entry.release();
  await app.expectHeading('Elija su tienda');
});

test('performance: a resume link preloads the resume and redirect screens with the entry, then opens its destination', async ({
  app,
  page,
  request,
}) => {
  await startApplication(app);
  const ticket = await readEntryTicket(request, STORES.main);
  const entry = await gateRequests(page, '/assets/app-entry.js', 'GET');
  const routes: string[] = [];
  page.on('request', (request) => {
    const route = /\/assets\/lazy\/([a-z-]+?-route)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (route) routes.push(route);
  });
  await page.goto(`/?store=${STORES.main}&fresh=1#/checkpoint/${ticket}/false`, { waitUntil: 'commit' });
  await expect.poll(() => entry.seen()).toBe(1);
  await expect.poll(() => [...routes].sort()).toEqual(['redirect-route', 'resume-route']);
  await entry.release();
  // The exchange finds a new application: the application is the destination.
  await app.expectRoute('/apply');
  expect(routes).toContain('apply-route');
});

test('performance: every script the page loads comes Brotli-compressed, and the same code as uncompressed', async ({
  app,
  page,
  request,
}) => {
  const scripts = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), (await response.allHeaders())['content-encoding']);
  });
  await page.goto('/?retailer=demo-electronics#/');
  await app.expectHeading('Choose your store');
  await expect.poll(() => scripts.size).toBeGreaterThan(1);
  for (const [url, encoding] of scripts) {
    // Chromium asks for br: each script of any size has its Brotli copy, made from the file as shipped.
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    const body = await plain.body();
    if (body.byteLength >= 1024) expect(encoding, url).toBe('br');
    const brotli = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding'], url).toBe(body.byteLength >= 1024 ? 'br' : undefined);
    expect((await brotli.body()).equals(body), url).toBe(true);
  }
});

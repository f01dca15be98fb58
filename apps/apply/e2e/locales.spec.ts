import type { Route } from '@playwright/test';
import { expect, test } from './support/app';
import { gateRequests } from './support/faults';

// Spec 01 §1 (locales en and es) and page weight: the Spanish texts are a chunk of their own,
// fetched only for a shopper who uses them, and the page changes language once they are in.

/** The Spanish catalogue's chunk (`packages/core/src/messages/es.ts`, loaded on demand). */
const SPANISH_CHUNK = /\/assets\/lazy\/es-[\w-]+\.js$/;

test('spec 01 §1: an English shopper never fetches Spanish; Español fetches it once and switches when it is in', async ({
  app,
  page,
}) => {
  let fetched = 0;
  let hold = true;
  const held: Route[] = [];
  await page.route(SPANISH_CHUNK, async (route) => {
    fetched += 1;
    if (hold) held.push(route);
    else await route.fallback();
  });
  await app.open('/', '?retailer=demo-electronics');
  await app.expectHeading('Choose your store');
  await expect(page.getByRole('table', { name: 'Stores' })).toBeVisible();
  expect(fetched).toBe(0);

  await app.setLocale('es');
  await expect.poll(() => fetched).toBe(1);
  // While the texts are on their way the page stays wholly English: no half-translated screen.
  await expect(app.heading()).toHaveText('Choose your store');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  hold = false;
  for (const route of held.splice(0)) await route.fallback();
  await app.expectHeading('Elija su tienda');
  await expect(page.getByRole('table', { name: 'Tiendas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await app.expectAccessible();

  // Back and forth: Spanish is in the page now, so switching is immediate and fetches nothing more.
  await app.setLocale('en');
  await app.expectHeading('Choose your store');
  await app.setLocale('es');
  await app.expectHeading('Elija su tienda');
  expect(fetched).toBe(1);
});

// That the first render waits for the Spanish texts is proved in src/app/start.test.ts, where the order
// is deterministic; here the whole page is checked end to end.
test('spec 01 §1: a page configured for Spanish opens in Spanish, with no English heading or language label along the way', async ({
  app,
  page,
}) => {
  await page.addInitScript(() => {
    // The configuration a server injects (readConfig): this page opens in Spanish.
    const scope = window as unknown as {
      __LEASEKIT_CONFIG__?: { defaultLocale?: string };
      __shown: string[];
    };
    scope.__LEASEKIT_CONFIG__ = { defaultLocale: 'es' };
    // Every name the app bar's language group and the level-1 heading ever have, in order, however briefly.
    scope.__shown = [];
    const note = (text: string | null | undefined) => {
      if (text && !scope.__shown.includes(text)) scope.__shown.push(text);
    };
    new MutationObserver(() => {
      note(document.querySelector('[data-slot="app-bar"] [role="group"]')?.getAttribute('aria-label'));
      note(document.querySelector('h1')?.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await app.open('/', '?retailer=demo-electronics');
  await app.expectHeading('Elija su tienda');
  await expect(page.getByRole('table', { name: 'Tiendas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).toEqual([
    'Idioma',
    'Elija su tienda',
  ]);
});

test('spec 01 §1: a page configured for Spanish fetches the Spanish texts alongside the entry, before it has run', async ({
  app,
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __LEASEKIT_CONFIG__?: { defaultLocale?: string } }).__LEASEKIT_CONFIG__ = {
      defaultLocale: 'es',
    };
  });
  // Hold the entry: whatever is requested meanwhile comes from index.html's preload script.
  const entry = await gateRequests(page, '/assets/app-entry.js', 'GET');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/?retailer=demo-electronics#/', { waitUntil: 'commit' });
  await expect.poll(() => entry.seen()).toBe(1);
  await expect.poll(() => requested.filter((path) => SPANISH_CHUNK.test(path))).toHaveLength(1);
  await entry.release();
  await app.expectHeading('Elija su tienda');
  // Fetched once: the app's own request for the texts is served by the preload.
  expect(requested.filter((path) => SPANISH_CHUNK.test(path))).toHaveLength(1);
});

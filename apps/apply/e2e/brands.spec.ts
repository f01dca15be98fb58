import { expect, test } from './support/app';
import { gateRequests } from './support/faults';

// A brand registered only in the app's brands module (src/variant: harbor; neither core nor ui
// knows it) reaches the shopper from the store record, from the first paint, with its own texts.

/** Harbor's primary colour (src/variant/themes.css) and the default brand's, as computed RGB. */
const HARBOR_PRIMARY = 'rgb(11, 79, 108)';
const DEFAULT_PRIMARY = 'rgb(29, 78, 216)';

test("a variant's own brand shows from the first paint, with its logo and its texts in English and Spanish", async ({
  app,
  page,
}, testInfo) => {
  // Hold the app's script: what shows meanwhile is the served page alone, the first paint.
  const entry = await gateRequests(page, '/assets/app-entry.js', 'GET');
  await page.goto('/?retailer=harbor-outfitters#/', { waitUntil: 'commit' });
  await expect.poll(() => entry.seen()).toBe(1);
  const loader = page.getByRole('status', { name: 'Loading' });
  await expect(loader).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'harbor');
  // The loader's spinner is drawn in the brand's primary colour: harbor's, never the default's.
  await expect(loader).toHaveCSS('color', HARBOR_PRIMARY);
  await testInfo.attach('first-paint', { body: await page.screenshot(), contentType: 'image/png' });

  // From here on, any other theme on <html>, even for a frame, is a flash of the wrong brand.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { themesSeen: string[] }).themesSeen = seen;
    new MutationObserver(() => seen.push(document.documentElement.dataset.theme ?? '')).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['data-theme'] },
    );
  });
  await entry.release();

  await app.expectHeading('Choose your Harbor store');
  await expect(page.getByRole('img', { name: 'Harbor Lease' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Harbor Pier' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveCSS('background-color', HARBOR_PRIMARY);

  await page.getByRole('button', { name: 'Español' }).click();
  await app.expectHeading('Elija su tienda Harbor');
  await expect(page.getByRole('img', { name: 'Harbor Lease' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await app.expectHeading('Choose your Harbor store');
  const themesSeen = await page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen);
  expect(themesSeen.filter((theme) => theme !== 'harbor')).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'harbor');
});

test('a store of a built-in brand still opens in it (the default brand is not the only one the page knows)', async ({
  app,
  page,
}) => {
  await page.goto('/?retailer=demo-electronics#/');
  await app.expectHeading('Choose your store');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  await expect(page.getByRole('button', { name: 'English' })).toHaveCSS('background-color', DEFAULT_PRIMARY);
});

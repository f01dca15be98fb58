import { expect, test } from './support/app';
import {
  approveThroughApi,
  checkoutStep,
  expectHostProtocol,
  hostTrail,
  openShopCheckout,
  openShopPopupCheckout,
  originOf,
  payThroughApi,
  recordHostMessages,
  shopModal,
  signThroughApi,
} from './support/checkout';
import { waitForSessionToken } from './support/sandbox';

// The demo shop opens the checkout with @leasekit/host (packages/host/README.md) in each of its three modes.
test.describe.configure({ timeout: 90_000 });

/** A message as the app would post it, with a `seq` above any the app has sent in this test. */
function forged(status: string, seq: number) {
  return { status, step: '', data: {}, source: 'leasekit', version: 1, seq: 1_000_000 + seq };
}

test("iframe mode: the checkout opens in a modal dialog holding focus, resizes on the app's maximize and minimize and with the window, ignores the shop's own window, and Escape ends it as closed with focus back on the button", async ({
  page,
  baseURL,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  const modal = shopModal(page);
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect(modal).toHaveAccessibleName('Lease checkout');
  await expect(modal.locator('iframe')).toHaveAttribute('src', /iframe=true/);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await expect.poll(() => hostTrail(page)).toContain('started');

  // The app's own maximize and minimize (04 What existing host scripts already do) resize the modal. Sent
  // as the app sends them: to the shop's exact origin, never '*'.
  const shopOrigin = new URL(page.url()).origin;
  const postToShop = (sent: { message: object; origin: string }) =>
    window.parent.postMessage(sent.message, sent.origin);
  await frame.evaluate(postToShop, { message: forged('minimize', 1), origin: shopOrigin });
  await expect(modal).toHaveAttribute('data-size', 'min');
  expect((await modal.boundingBox())!.width).toBeLessThan(400);
  await frame.evaluate(postToShop, { message: forged('maximize', 2), origin: shopOrigin });
  await expect(modal).toHaveAttribute('data-size', 'max');
  // A phone-sized window: the modal takes the whole width, no more.
  await page.setViewportSize({ width: 375, height: 700 });
  await expect.poll(async () => (await modal.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect((await modal.boundingBox())!.x).toBeGreaterThanOrEqual(0);

  // The same origin, but not the checkout's window: the shop's page itself asking to close is ignored.
  await page.evaluate((message) => window.postMessage(message, window.location.origin), forged('close', 3));
  await expect(page.locator('#log')).toContainText('"status":"maximize"');
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.locator('#status')).toHaveText('The lease checkout ended: closed');
  await expect(page.getByRole('button', { name: 'Pay over time with a lease', exact: true })).toBeFocused();
  await expectHostProtocol(page, originOf(baseURL));
});

test('popup mode: a popup the shopper closes ends the checkout as closed', async ({ page, baseURL }) => {
  await recordHostMessages(page);
  const { popup } = await openShopPopupCheckout(page, 1);
  expect(new URL(popup.url()).origin).toBe(originOf(baseURL));
  await expect.poll(() => hostTrail(page)).toContain('started');
  await expect(shopModal(page)).toHaveCount(0);
  await popup.close();
  await expect(page.locator('#status')).toHaveText('The lease checkout ended: closed');
  await expectHostProtocol(page, originOf(baseURL));
});

test("redirect mode: the shop's page goes to the checkout (iframe=false, nothing else added) and the completed checkout returns to the shop's thank-you URL", async ({
  page,
  request,
}) => {
  // The checkout the shop's server creates, read on its way to the page.
  let checkoutId = 0;
  await page.route('**/__sandbox/shop/checkout', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { checkout_id: number } };
    checkoutId = body.data.checkout_id;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/__sandbox/shop');
  await page.locator('#store').selectOption('1');
  const initiate = page.waitForRequest((request) => request.url().includes('/initiate?'));
  await page.getByRole('button', { name: 'Pay over time with a lease (redirect)' }).click();
  const address = new URL((await initiate).url());
  expect([...address.searchParams.keys()].sort()).toEqual(['checkout', 'iframe']);
  expect(address.searchParams.get('iframe')).toBe('false');
  // Not framed and no opener: the app runs as the page itself.
  await waitForSessionToken(page, 15_000);
  await expect
    .poll(() => new URL(page.url()).hash, { timeout: 15_000 })
    .toMatch(/^#\/(apply|result|checkout)/);
  expect(await page.evaluate(() => window.top === window && window.opener === null)).toBe(true);

  const { applicationId, token } = await approveThroughApi(request, page);
  const amount = await signThroughApi(request, token, checkoutId);
  await payThroughApi(request, token, applicationId, amount);
  expect(await checkoutStep(request, token, checkoutId)).toBe(9);
  await page.clock.install();
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout complete', { timeout: 15_000 });
  await page.clock.fastForward(5_000);
  // 04 Modes: success returns to the checkout's return URL, which the shop's server gave.
  await expect(page).toHaveURL(/\/__sandbox\/shop\?result=thankyou$/);
  await expect(page.locator('#status')).toHaveText('Back from the lease checkout: the thank-you page');
});

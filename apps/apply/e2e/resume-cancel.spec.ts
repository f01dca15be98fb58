import { expect, test } from './support/app';
import { expectHostProtocol, hostTrail, originOf, recordHostMessages } from './support/checkout';

// The retailer's pages are not on this machine: answer them here.
const SHOP_PAGE = { contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Shop</h1>' };

test('spec 03 §4, 04: a cancel link in the shop’s iframe (`…/initiate?…&cancel=true`) posts cancelled once, then close, and never started', async ({
  page,
  baseURL,
}) => {
  await recordHostMessages(page);
  // The shop opens the checkout URL it got from the retailer API with the cancel flag the README gives.
  await page.route('**/__sandbox/shop/checkout', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { url: string } };
    body.data.url += '&cancel=true';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/__sandbox/shop');
  await page.locator('#store').selectOption('1');
  await page.getByRole('button', { name: 'Pay over time with a lease', exact: true }).click();
  await expect.poll(() => hostTrail(page), { timeout: 15_000 }).toEqual(['cancelled', 'close']);
  await expect(page.locator('#status')).toHaveText('The lease checkout ended: cancelled');
  await expectHostProtocol(page, originOf(baseURL));
});

test('spec 03 §4: in redirect mode the cancel link cancels the checkout and leaves for the failure URL', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/v2/checkout', {
    headers: { Authorization: 'Bearer sk_test_demo_electronics' },
    data: {
      store_id: 1,
      cart_id: `e2e-cancel-${Date.now()}`,
      cart: { items: [{ sku: 'TV-55', quantity: 1, unit_price: 899.99, description: 'TV' }] },
      return_url_thankyou: 'https://shop.example.com/thanks',
      return_url_failure: 'https://shop.example.com/failure',
      test: true,
    },
  });
  const body = (await created.json()) as { data: { checkout_id: number; url: string } };
  await page.route('https://shop.example.com/**', (route) => route.fulfill(SHOP_PAGE));
  await page.goto(`${body.data.url.replace('iframe=true', 'iframe=false')}&cancel=true`);
  await expect(page).toHaveURL('https://shop.example.com/failure', { timeout: 15_000 });
});

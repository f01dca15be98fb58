import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/app';
import { approveThroughApi, checkoutStep, openRedirectCheckout } from './support/checkout';

// Each journey runs a whole application on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The seeded store that requires delivery options (checkout_delivery_options_required). */
const DELIVERY_STORE = 4;
const MISSING_OPTIONS = 'One or more items do not have fulfillment options available.';

/** Approves through the API and resumes on the delivery screen (redirect mode). */
async function openDelivery(
  page: Page,
  request: Parameters<typeof approveThroughApi>[0],
  items?: Parameters<typeof openRedirectCheckout>[3],
) {
  const created = await openRedirectCheckout(page, request, DELIVERY_STORE, items);
  const { token } = await approveThroughApi(request, page, { storeId: DELIVERY_STORE });
  await page.goto(`/?store=${DELIVERY_STORE}&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery Options', { timeout: 15_000 });
  return { ...created, token };
}

/** The JSON body of the checkout's cancel call, once the app makes it. */
function cancelBody(page: Page, checkoutId: number): Promise<Record<string, unknown>> {
  return page
    .waitForRequest(
      (req: Request) =>
        req.method() === 'POST' && req.url().endsWith(`/apply-v2/checkout/${checkoutId}/cancel`),
    )
    .then((req) => req.postDataJSON() as Record<string, unknown>);
}

test('spec 02 §8: an item without fulfilment shows its notice; Return to Retailer cancels with E_MISSING_OPTIONS to the failure URL', async ({
  page,
  request,
  app,
}) => {
  const { token, checkoutId } = await openDelivery(page, request, [
    { sku: 'TV-55', quantity: 1, unit_price: 899.99, description: 'TV' },
    { sku: 'BAR-NOSTOCK', quantity: 1, unit_price: 199.99, description: 'Soundbar' },
  ]);
  await page.getByRole('textbox', { name: 'Zip code' }).fill('43215');
  await expect(
    page.getByText('Soundbar is not in stock. The item will be removed from the contract.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MISSING_OPTIONS })).toBeVisible();
  // Cancelling is the only way on.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await app.expectAccessible();
  const body = cancelBody(page, checkoutId);
  await page.getByRole('button', { name: 'Return to Retailer' }).click();
  expect(await body).toMatchObject({ code: 'E_MISSING_OPTIONS', message: MISSING_OPTIONS });
  await expect(page).toHaveURL('https://shop.example.com/failure');
  expect(await checkoutStep(request, token, checkoutId)).toBe(12);
});

test("spec 02 §7, §8: a schedule failure opens 'Lease Amount' with the server message; its Return to Retailer cancels", async ({
  page,
  request,
  app,
}) => {
  const { checkoutId } = await openDelivery(page, request);
  // 99999 is the sandbox's zip outside every delivery area: the schedule answers 409 E_MISSING_OPTIONS.
  await page.getByRole('textbox', { name: 'Zip code' }).fill('99999');
  await expect(page.getByRole('radio', { name: 'InStore Pick Up' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Home Delivery' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'InStore Pick Up' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Configure Services')).toBeVisible();
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Please select at lease one store',
  );
  await page.getByRole('radio', { name: /Pickup Point Downtown/ }).check();
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  const modal = page.getByRole('dialog', { name: 'Lease Amount' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(MISSING_OPTIONS);
  await app.expectAccessible();
  const body = cancelBody(page, checkoutId);
  await modal.getByRole('button', { name: 'Return to Retailer' }).click();
  expect(await body).toMatchObject({ code: 'E_MISSING_OPTIONS', message: MISSING_OPTIONS });
  await expect(page).toHaveURL('https://shop.example.com/failure');
});

test('spec 02 §5: shipping needs a full address and a shipment type, then goes on to the lease', async ({
  page,
  request,
}) => {
  await openDelivery(page, request);
  await page.getByRole('textbox', { name: 'Zip code' }).fill('43215');
  await page.getByRole('radio', { name: 'Shipping' }).check();
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('1 Main St');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Full address is required for shipping!');
  await expect(summary).toBeFocused();
  // What was typed is kept.
  await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Columbus');
  await page.getByRole('textbox', { name: 'State' }).fill('OH');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Configure Services')).toBeVisible();
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  await expect(summary).toContainText('Please select at least one shipment type');
  await expect(summary).toBeFocused();
  await page
    .getByRole('group', { name: /Shipment type for TV/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
});

test("spec 01 §8, 02 §8: a failed services call shows the server's message, or the time-out text when the connection drops; Continue again goes on without retyping", async ({
  page,
  request,
}) => {
  await openDelivery(page, request);
  await page.getByRole('textbox', { name: 'Zip code' }).fill('43215');
  await page.getByRole('radio', { name: 'InStore Pick Up' }).check();
  const services = '**/api/v1/bestbuy/services**';
  await page.route(
    services,
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, code: 500, error: 'Delivery services are down.', data: null }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Delivery services are down.');
  await expect(summary).toBeFocused();
  await page.unroute(services);
  await page.route(services, (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toContainText(
    'Request timed out whilst trying to call the server. Please try again later.',
  );
  // Nothing was lost: the zip and the chosen service are as they were.
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toHaveValue('43215');
  await expect(page.getByRole('radio', { name: 'InStore Pick Up' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Configure Services')).toBeVisible();
});

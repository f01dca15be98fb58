import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/app';
import { addFault, clearFaults } from './support/sandbox';
import {
  approveThroughApi,
  checkoutStep,
  expectHostProtocol,
  hostMessages,
  hostTrail,
  openRedirectCheckout,
  openShopCheckout,
  originOf,
  payThroughApi,
  expectCardFormClean,
  payWithCard,
  recordHostMessages,
  resumeAtCheckpoint,
  signOnLenderPage,
  signThroughApi,
  startedCheckoutId,
} from './support/checkout';

// Each journey runs a whole application and checkout on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
test.afterEach(async ({ request }) => clearFaults(request));

/**
 * A shop checkout approved and signed through the API, resumed in the shop's frame at 'Payment Required',
 * and Continue to the card form, which opens clean (errors come on Pay).
 */
async function openCardForm(page: Page, request: APIRequestContext) {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  const { applicationId, token } = await approveThroughApi(request, frame);
  const checkoutId = await startedCheckoutId(page);
  await signThroughApi(request, token, checkoutId);
  await resumeAtCheckpoint(frame, 1);
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expectCardFormClean(frame);
  return { frame, token, checkoutId, applicationId };
}

test('spec 02 §5, §8: card rule errors and a declined card, then a good card', async ({
  page,
  request,
  baseURL,
}) => {
  const { frame, token, checkoutId, applicationId } = await openCardForm(page, request);
  // 02 §3: the gateway's button_text labels the process button.
  await expect(frame.getByRole('button', { name: /^Pay \$[\d,.]+ by card$/ })).toBeVisible();
  // 02 §7: the token call carries the apply token and the SSN masked to its last 4, never the whole SSN.
  const tokenCall = page.waitForRequest((r) => r.url().includes('/api/v1/cards/token'));

  // Empty form: the error summary and the inline messages; nothing sent.
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(frame.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Enter the card number',
  );
  // A prepaid card where prepaid is refused: the rule's exact message, and the number is cleared.
  await payWithCard(frame, '4000050000000007');
  const tokenBody = (await tokenCall).postDataJSON();
  expect(tokenBody).toMatchObject({
    token: expect.any(String),
    ssn: expect.stringMatching(/^\*\*\*-\*\*-\d{4}$/),
  });
  expect(tokenBody.token.length).toBeGreaterThan(10);
  await expect(frame.locator('[data-slot="card-error"]')).toHaveText(
    "Prepaid cards can't be used for payment at the moment!",
  );
  await expect(frame.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  // A foreign card.
  await payWithCard(frame, '4000000760000002');
  await expect(frame.locator('[data-slot="card-error"]')).toHaveText(
    "Foreign issued cards can't be used for payment at the moment!",
  );
  // Declined when charged.
  await payWithCard(frame, '4000000000000002');
  await expect(frame.locator('[data-slot="card-error"]')).toHaveText(
    'Oops, unable to charge card, please try again!',
  );
  expect(await checkoutStep(request, token, checkoutId)).toBe(10);
  // A good card.
  await payWithCard(frame, '4242424242424242');
  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible({
    timeout: 15_000,
  });
  expect(applicationId).toBeGreaterThan(0);
  expect((await hostTrail(page)).filter((s) => s === 'success')).toHaveLength(1);
  await expectHostProtocol(page, originOf(baseURL));
});

test('spec 01 §9, 02 §7: a card payment whose answer never comes is asked about before Pay is offered again, and charges once', async ({
  page,
  request,
}) => {
  const { frame, token, checkoutId } = await openCardForm(page, request);

  const isAsk = (r: { method(): string; url(): string }) =>
    r.method() === 'GET' && /\/api\/v1\/cards\/processCard\/[\w-]+$/.test(new URL(r.url()).pathname);
  const charge = '**/api/v1/cards/processCard';

  // The connection fails before the charge reaches the server: the app asks for the outcome, hears 'no
  // charge with this key' (404) and only then offers Pay again.
  await page.route(charge, (route) => route.abort('connectionreset'), { times: 1 });
  const firstAsk = page.waitForRequest(isAsk);
  await payWithCard(frame, '4242424242424242');
  const firstKey = new URL((await firstAsk).url()).pathname.split('/').pop();
  await expect(frame.locator('[data-slot="card-error"]')).toBeVisible();
  await expect(frame.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  expect(await checkoutStep(request, token, checkoutId)).not.toBe(9);

  // The charge goes through at the server but its answer is lost on the way back: the app asks again with
  // the same key, hears the first outcome and goes on; the card is charged once.
  await page.route(
    charge,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  const secondAsk = page.waitForRequest(isAsk);
  await payWithCard(frame, '4242424242424242');
  expect(new URL((await secondAsk).url()).pathname.split('/').pop()).toBe(firstKey);
  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await checkoutStep(request, token, checkoutId)).toBe(9);
  expect((await hostTrail(page)).filter((s) => s === 'success')).toHaveLength(1);
});

test('spec 02 §4, §8: a failed e-sign shows Discard Contract; discard returns to the lease and the contract is signed again', async ({
  page,
  request,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  const { token } = await approveThroughApi(request, frame);
  const checkoutId = await startedCheckoutId(page);
  await resumeAtCheckpoint(frame, 1);
  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await addFault(request, { path: `/apply-v2/checkout/${checkoutId}/esign`, mode: '500' });
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Sign Contract' })).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText('An invalid response was returned from the server.');
  await frame.getByRole('button', { name: 'Discard Contract' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible();
  // The discarded lease (step 4) is computed again by the lease screen (step 5).
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await expect.poll(() => checkoutStep(request, token, checkoutId)).toBe(5);
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await signOnLenderPage(frame);
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await checkoutStep(request, token, checkoutId)).toBe(6);
});

test('spec 03 §4: leaving and resuming at each checkout status goes through the checkpoint to its screen (axe on each)', async ({
  page,
  request,
  app,
}) => {
  const { checkoutId } = await openRedirectCheckout(page, request);
  const { applicationId, token } = await approveThroughApi(request, page);
  const resume = async () => page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  const heading = page.getByRole('heading', { level: 1 });

  await resume(); // step 4
  await expect(heading).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect.poll(() => checkoutStep(request, token, checkoutId)).toBe(5);
  await resume(); // step 5
  await expect(heading).toHaveText('Lease Summary');
  await expect(page.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await app.expectAccessible();
  await page.getByRole('button', { name: 'Preview Contract' }).click();
  await expect(heading).toHaveText('Preview Contract');
  await app.expectAccessible();
  await page.getByRole('button', { name: 'Review Lease' }).click();
  await expect(heading).toHaveText('Lease Summary');
  await expect(page.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await page.getByRole('button', { name: 'E-Sign' }).click();
  await expect(page.getByText('Lease-Purchase Agreement').first()).toBeVisible({ timeout: 15_000 });
  expect(await checkoutStep(request, token, checkoutId)).toBe(13);
  await resume(); // step 13: the e-sign is generated again and the signing page opens
  await expect(page.getByRole('button', { name: 'Sign' })).toBeVisible({ timeout: 15_000 });
  await signOnLenderPage(page.mainFrame());
  await expect(heading).toHaveText('Payment Required', { timeout: 15_000 }); // step 6
  await app.expectAccessible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Enter the card number').first()).toBeVisible();
  await app.expectAccessible();
  const computation = await (
    await request.get(`/apply-v2/checkout/${checkoutId}`, {
      headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
    })
  ).json();
  await payThroughApi(
    request,
    token,
    applicationId,
    computation.data.computation.actualDownPayment,
    '4000000000000002',
  );
  expect(await checkoutStep(request, token, checkoutId)).toBe(10);
  await resume(); // step 10 (down payment failed): the completed screen's failure variant (03 §4)
  await expect(heading).toHaveText('We apologize', { timeout: 15_000 });
  await expect(page.getByText('your payment could not be completed successfully')).toBeVisible();
  await app.expectAccessible();
  await payThroughApi(request, token, applicationId, computation.data.computation.actualDownPayment);
  expect(await checkoutStep(request, token, checkoutId)).toBe(9);
  await page.clock.install();
  await resume(); // step 9: completed
  await expect(heading).toHaveText('Checkout complete', { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'returned to the retailer' })).toContainText(
    '5 seconds',
  );
  await app.expectAccessible();
  await page.clock.fastForward(5_000);
  // 02 §4, 04 Modes: redirect mode returns to the thank-you URL after 5 seconds.
  await expect(page).toHaveURL('https://shop.example.com/thanks');
});

test('spec 02 §4: Return to Retailer cancels the checkout and goes to the failure URL (redirect mode)', async ({
  page,
  request,
  app,
}) => {
  const { checkoutId } = await openRedirectCheckout(page, request);
  const { token } = await approveThroughApi(request, page);
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect(page.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await app.expectAccessible();
  await page.getByRole('button', { name: 'Return to Retailer' }).click();
  await expect(page).toHaveURL('https://shop.example.com/failure');
  expect(await checkoutStep(request, token, checkoutId)).toBe(12);
});

test('03 §8, 04: a 406 with data.code reaches the host as CHECKOUT_ERROR, once, from the app origin', async ({
  page,
  request,
  baseURL,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await approveThroughApi(request, frame);
  const checkoutId = await startedCheckoutId(page);
  await addFault(request, { path: `/apply-v2/checkout/${checkoutId}/lease`, mode: '406' });
  await resumeAtCheckpoint(frame, 1);
  await expect.poll(() => hostTrail(page), { timeout: 15_000 }).toContain('error');
  const error = (await hostMessages(page)).find((m) => m.data.status === 'error')!;
  expect(error.data).toMatchObject({
    step: 'CHECKOUT_ERROR',
    data: { code: 'E_INJECTED_FAULT', message: 'Injected checkout error.' },
  });
  await expect(page.locator('#status')).toContainText(
    'The lease checkout ended: error (Injected checkout error.)',
  );
  await expectHostProtocol(page, originOf(baseURL));
});

test('spec 02 §2, §4, §5: a delivery-required store goes through both delivery steps to the lease', async ({
  page,
  request,
  app,
}) => {
  await openRedirectCheckout(page, request, 4);
  await approveThroughApi(request, page, { storeId: 4 });
  await page.goto(`/?store=4&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery Options', { timeout: 15_000 });
  await expect(page.getByText('Choose Professional Install/Delivery Services')).toBeVisible();
  await page.getByRole('textbox', { name: 'Zip code' }).fill('43215');
  await expect(page.getByRole('radio', { name: 'Shipping' })).toBeVisible();
  await app.expectAccessible();
  await page.getByRole('radio', { name: 'Shipping' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Full address is required for shipping!',
  );
  await page.getByRole('radio', { name: 'Home Delivery' }).check();
  const servicesCall = page.waitForRequest((r) => r.url().includes('/api/v1/bestbuy/services'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Configure Services')).toBeVisible();
  // 02 §7: the services call names the option lists it needs (delivery_options).
  expect(new URL((await servicesCall).url()).searchParams.get('delivery_options')).toBe('home-delivery');
  await app.expectAccessible();
  // Haul-away waits for another delivery type.
  await expect(page.getByRole('checkbox', { name: /Haul-away/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Please select at least one delivery type/date and time of delivery',
  );
  await page.getByRole('checkbox', { name: /Standard delivery/ }).check();
  await page.getByRole('checkbox', { name: /Haul-away/ }).check();
  await page
    .getByRole('group', { name: /Delivery date/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('radio', { name: '08:00-12:00' }).check();
  const scheduleCall = page.waitForRequest(
    (r) => r.url().includes('/api/v1/bestbuy/schedule') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
  // 02 §7: the schedule confirms the services answer's quote (exchange_id).
  expect((await scheduleCall).postDataJSON()).toMatchObject({ exchange_id: expect.stringMatching(/^ex_/) });
  await expect(page.locator('[data-slot="lease-terms"]')).toContainText('Delivery');
});

test('spec 02 §9: a lease option saved by the lender as OptionB comes back as Option B after a reload (getLeaseOptionKey)', async ({
  page,
  request,
}) => {
  const created = await openRedirectCheckout(page, request, 1);
  const { token } = await approveThroughApi(request, page, { scenario: 'option-a-b' });
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Lease Summary', { timeout: 15_000 });
  const options = page.getByRole('group', { name: 'Lease option' });
  await options.getByRole('radio', { name: 'Option B' }).check();
  const lease = page.waitForResponse((r) => r.url().includes(`/checkout/${created.checkoutId}/lease`));
  await page.getByRole('button', { name: 'Re-Calculate' }).click();
  await lease;
  // The checkout record now keys the lease's option as the lender does.
  const stored = await request.get(`/apply-v2/checkout/${created.checkoutId}`, {
    headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
  });
  expect(((await stored.json()) as { data: { lease: { option: string } } }).data.lease.option).toBe(
    'OptionB',
  );
  await page.reload();
  await expect(heading).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect(options.getByRole('radio', { name: 'Option B' })).toBeChecked();
});

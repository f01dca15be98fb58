import { expect, test } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { addFault, clearFaults } from './support/sandbox';
import {
  approveThroughApi,
  checkoutStep,
  checkoutTrail,
  expectHostProtocol,
  openRedirectCheckout,
  openShopCheckout,
  originOf,
  recordHostMessages,
  resumeAtCheckpoint,
  startedCheckoutId,
} from './support/checkout';

// Each journey runs a whole application on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
test.afterEach(async ({ request }) => clearFaults(request));

test("spec 02 §2, §4, §8: the sign screen reads 'Redirecting for your contract signature...', then 'Unable to generate Contract' with Discard Contract back to the lease (axe clean on both, in the shop's iframe, no terminal message)", async ({
  page,
  request,
  baseURL,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  const { token } = await approveThroughApi(request, frame);
  const checkoutId = await startedCheckoutId(page);
  await resumeAtCheckpoint(frame, 1);
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');

  // The e-sign call held by the sandbox: the screen waits with its status text.
  await addFault(request, { path: `/apply-v2/checkout/${checkoutId}/esign`, mode: 'timeout' });
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await expect(heading).toHaveText('Sign Contract');
  await expect(
    frame.getByRole('status').filter({ hasText: 'Redirecting for your contract signature...' }),
  ).toBeVisible();
  await expectNoAxeViolations(frame);

  // Back through the checkpoint (the held call is dropped with the page); the lease stands at step 5.
  await resumeAtCheckpoint(frame, 1);
  await expect(heading).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  expect(await checkoutStep(request, token, checkoutId)).toBe(5);

  // The lease is discarded elsewhere (step 4): the sandbox refuses the e-sign with the spec's text.
  await request.post(`/apply-v2/checkout/${checkoutId}/discard`, {
    headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
    data: { checkout_id: checkoutId },
  });
  expect(await checkoutStep(request, token, checkoutId)).toBe(4);
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await expect(heading).toHaveText('Sign Contract');
  await expect(frame.getByRole('alert')).toHaveText('Unable to generate Contract');
  await expect(frame.getByRole('button', { name: 'Discard Contract' })).toBeVisible();
  await expectNoAxeViolations(frame);

  // Discard Contract returns to the lease, which is computed again (step 5).
  await frame.getByRole('button', { name: 'Discard Contract' }).click();
  await expect(heading).toHaveText('Lease Summary');
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await expect.poll(() => checkoutStep(request, token, checkoutId)).toBe(5);

  const trail = await checkoutTrail(page);
  expect(trail).toEqual([
    'started',
    'progress:checkout/lease',
    'progress:checkout/sign',
    'progress:checkout/lease',
    'progress:checkout/sign',
    'progress:checkout/lease',
  ]);
  await expectHostProtocol(page, originOf(baseURL));
});

test("spec 02 §7, §8: a failed lease fetch opens the 'Error' modal with the server's message; Return to Retailer cancels to the failure URL (axe clean)", async ({
  page,
  request,
  app,
}) => {
  const { checkoutId } = await openRedirectCheckout(page, request);
  const { token } = await approveThroughApi(request, page);
  await addFault(request, { path: `/apply-v2/checkout/${checkoutId}/lease`, mode: '422' });
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  const modal = page.getByRole('dialog', { name: 'Error' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText('The given data was invalid.');
  await app.expectAccessible();
  await modal.getByRole('button', { name: 'Return to Retailer' }).click();
  await expect(page).toHaveURL('https://shop.example.com/failure');
  expect(await checkoutStep(request, token, checkoutId)).toBe(12);
});

test("spec 02 §4, §8: may_continue false (a denied application) shows the completed screen's 'unable to complete your application' variant with Return to retailer checkout (axe clean)", async ({
  page,
  request,
  app,
}) => {
  await openRedirectCheckout(page, request);
  await approveThroughApi(request, page, { scenario: 'denied-w-score' });
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We apologize', { timeout: 15_000 });
  await expect(page.getByText('unable to complete your application')).toBeVisible();
  await expect(page.getByText('your payment could not be completed successfully')).toHaveCount(0);
  await app.expectAccessible();
  await page.getByRole('button', { name: 'Return to retailer checkout' }).click();
  await expect(page).toHaveURL('https://shop.example.com/failure');
});

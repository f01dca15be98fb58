import { expect, test } from './support/app';
import { approveThroughApi, fillCard, openRedirectCheckout, signThroughApi } from './support/checkout';
import { countRequests, gateRequests } from './support/faults';
import { startFilledApplication, stepHeader, toConfirmation } from './support/wizard';
import { STORES } from './support/sandbox';

// Each journey holds the first call at a gate (page.route) while the button is double-clicked, so the
// second click always lands while that call runs; then it lets the call go and counts what was sent.

test('a double click on Continue sends the step once and moves one step on', async ({ app, page }) => {
  await startFilledApplication(app, page);
  const sent = countRequests(page);
  const gate = await gateRequests(page, '/apply-v2/application/step/applicantInfo');

  await page.getByRole('button', { name: 'Continue' }).dblclick();
  await expect.poll(() => gate.seen()).toBe(1);
  await gate.release();

  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  await expect(page.getByLabel('Street Address')).toBeVisible();
  expect(sent.count('POST /apply-v2/application/step/applicantInfo')).toBe(1);
  // The second click did not submit the next step either.
  expect(sent.count('POST /apply-v2/applicant/address')).toBe(0);
  expect(gate.seen()).toBe(1);
});

test('a double click on Confirm & Submit runs the checks and sends the PIN once', async ({ app, page }) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await toConfirmation(page);
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  const sent = countRequests(page);
  const gate = await gateRequests(page, '/api/v1/previousCustomerCheck');

  await page.getByRole('button', { name: 'Confirm & Submit' }).dblclick();
  await expect.poll(() => gate.seen()).toBe(1);
  await gate.release();

  await app.expectHeading('Text Message Verification');
  expect(sent.count('POST /api/v1/previousCustomerCheck')).toBe(1);
  expect(sent.count('POST /api/v1/preapprovalCustomerCheck')).toBe(1);
  expect(sent.count('POST /apply-v2/application/verify/send')).toBe(1);
  expect(sent.count('POST /apply-v2/application/confirm')).toBe(0);
});

test('a double click on the payment button tokenizes and charges the card once', async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  const { checkoutId } = await openRedirectCheckout(page, request, 1);
  const { token } = await approveThroughApi(request, page);
  await signThroughApi(request, token, checkoutId);
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Required', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page.mainFrame(), '4242424242424242');
  const sent = countRequests(page);
  const gate = await gateRequests(page, '/api/v1/cards/token');

  await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect.poll(() => gate.seen()).toBe(1);
  await gate.release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout complete', { timeout: 15_000 });
  expect(sent.count('POST /api/v1/cards/token')).toBe(1);
  expect(sent.count('POST /api/v1/cards/processCard')).toBe(1);
});

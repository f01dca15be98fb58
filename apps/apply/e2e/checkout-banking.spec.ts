import { expect, test } from './support/app';
import { clearFaults } from './support/sandbox';
import {
  approveThroughApi,
  checkoutStep,
  openRedirectCheckout,
  payThroughApi,
  payWithCard,
  signThroughApi,
} from './support/checkout';

test.describe.configure({ timeout: 90_000 });
test.afterEach(async ({ request }) => clearFaults(request));

test('spec 02 §2, §4, §5: Banking Details after the down payment: empty Continue focuses the summary, 9 digits look up the bank name, Continue saves and completes (axe clean)', async ({
  page,
  request,
  app,
}) => {
  // Main Street (store 1) has checkout_banking_required; the application has no banking details yet.
  const { checkoutId } = await openRedirectCheckout(page, request, 1);
  const { token } = await approveThroughApi(request, page, { banking: false });
  await signThroughApi(request, token, checkoutId);
  // Signed (6): the checkpoint opens Payment Required; the app's own card payment goes on to the process.
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Required', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page.mainFrame(), '4242424242424242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking Details', { timeout: 15_000 });
  const routing = page.getByRole('textbox', { name: 'Routing Number' });
  await expect(routing).toBeVisible();
  await app.expectAccessible();

  // Continue with nothing filled: the summary takes focus and links to each field.
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).not.toHaveCount(0);
  await app.expectAccessible();

  // 02 §5: 9 digits look the bank name up; any other length clears it.
  const bankName = page.getByRole('textbox', { name: 'Bank Name' });
  await routing.fill('021000021');
  await expect(bankName).toHaveValue('JPMorgan Chase Bank');
  await routing.fill('02100002');
  await expect(bankName).toHaveValue('');
  await routing.fill('026009593');
  await expect(bankName).toHaveValue('Bank of America');
  await page.getByRole('textbox', { name: 'Checking Account Number', exact: true }).fill('123456789');
  await page.getByRole('textbox', { name: 'Confirm Checking Account Number' }).fill('123456789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout complete', { timeout: 15_000 });
  // Stored: the checkout is completed (9) and the application has the banking details (masked).
  expect(await checkoutStep(request, token, checkoutId)).toBe(9);
  const stored = await request.get('/apply-v2/application', {
    headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
  });
  expect(((await stored.json()) as { data: { banking: unknown } }).data.banking).toMatchObject({
    routing_number: '026009593',
    bank_name: 'Bank of America',
    checking_account: expect.stringMatching(/^\*+6789$/),
  });
});

test('spec 03 §4: resuming at step 8 (paid) with banking still required opens Banking Details, not the completed screen', async ({
  page,
  request,
}) => {
  const { checkoutId } = await openRedirectCheckout(page, request, 1);
  const { applicationId, token } = await approveThroughApi(request, page, { banking: false });
  const amount = await signThroughApi(request, token, checkoutId);
  await payThroughApi(request, token, applicationId, amount);
  expect(await checkoutStep(request, token, checkoutId)).toBe(8);
  // A reload through the checkpoint (the shopper left after paying).
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking Details', { timeout: 15_000 });
  await expect(page).toHaveURL(/#\/checkout\/banking$/);
  await expect(page.getByRole('textbox', { name: 'Routing Number' })).toBeVisible();
  // Nothing was completed behind the shopper's back.
  expect(await checkoutStep(request, token, checkoutId)).toBe(8);
});

import { expect, test } from './support/app';
import { clearFaults } from './support/sandbox';
import { approveThroughApi, openRedirectCheckout, payWithCard, signThroughApi } from './support/checkout';

test.describe.configure({ timeout: 90_000 });
test.afterEach(async ({ request }) => clearFaults(request));

test('spec 02 §2, §4: Banking Details opens after the down payment; Continue with nothing shows the focused summary (axe clean)', async ({
  page,
  request,
  app,
}) => {
  // Main Street (store 1) has checkout_banking_required; the application has no banking details yet.
  const { token, checkoutId } = await openRedirectCheckout(page, request, 1);
  await approveThroughApi(request, token, { banking: false });
  await signThroughApi(request, token, checkoutId);
  // Signed (6): the checkpoint opens Payment Required; the app's own card payment goes on to the process.
  await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Required', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page.mainFrame(), '4242424242424242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking Details', { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Routing Number' })).toBeVisible();
  await app.expectAccessible();

  // Continue with nothing filled: the summary takes focus and links to each field.
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).not.toHaveCount(0);
  await app.expectAccessible();

  // NOT YET: the bank name lookup on 9 digits does not fire on this screen (see the report), so the
  // save through Continue to the completed screen is not proven here.
});

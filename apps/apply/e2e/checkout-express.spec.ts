import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app';
import { approveThroughApi, openRedirectCheckout } from './support/checkout';

// Each journey runs a whole application on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The lease computation the sandbox stored for the checkout. */
async function storedComputation(request: APIRequestContext, token: string, checkoutId: number) {
  const response = await request.get(`/apply-v2/checkout/${checkoutId}`, {
    headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: { computation: Record<string, number> } }).data.computation;
}

test('spec 02 §6, §9, 03 §9: a rating-17 store outside California offers express checkout at 3, 6 and 9 months in USD (axe clean)', async ({
  page,
  request,
  app,
}) => {
  // Store 5: rating 17 in Dallas, Texas. The cart is one $899.99 TV, all of it financed.
  const { checkoutId } = await openRedirectCheckout(page, request, 5);
  const { token } = await approveThroughApi(request, page, { storeId: 5 });
  await page.goto(`/?store=5&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
  const express = page.getByRole('region', { name: 'Express checkout' });
  await expect(express).toBeVisible();
  await expect(express).toContainText('Pay your lease off early with an express pay offer:');
  const offers = express.getByRole('listitem');
  await expect(offers).toHaveText([
    'Pay off in 3 months$989.99',
    'Pay off in 6 months$1,124.99',
    'Pay off in 9 months$1,259.99',
  ]);
  await expect(express).toContainText('Discounts apply for payoff after 9 months.');
  // The amounts are the lease computation's, as the sandbox stored it.
  expect(await storedComputation(request, token, checkoutId)).toMatchObject({
    effectiveCashPrice: 899.99,
    express_pay_3_month: 989.99,
    express_pay_6_month: 1124.99,
    express_pay_9_month: 1259.99,
  });
  await app.expectAccessible();
});

test('spec 02 §6: a rating-17 store in California offers no express checkout, though the lease has the amounts', async ({
  page,
  request,
}) => {
  // Store 6: rating 17 in Los Angeles, California.
  const { checkoutId } = await openRedirectCheckout(page, request, 6);
  const { token } = await approveThroughApi(request, page, { storeId: 6 });
  await page.goto(`/?store=6&resumed=${Date.now()}#/checkpoint/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect(page.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  expect(await storedComputation(request, token, checkoutId)).toMatchObject({ express_pay_3_month: 989.99 });
  await expect(page.getByRole('region', { name: 'Express checkout' })).toHaveCount(0);
  await expect(page.getByText('Pay off in 3 months')).toHaveCount(0);
});

import { expect, test } from './support/app';
import {
  approveThroughApi,
  expectHostProtocol,
  hostMessages,
  hostTrail,
  openShopCheckout,
  payWithCard,
  recordHostMessages,
  resumeAtCheckpoint,
  shopModal,
  signOnLenderPage,
} from './support/checkout';

test('spec 02 §4, 04: a full purchase from the demo shop ends with success / CHECKOUT_COMPLETED', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole purchase on a shared 2-core machine: more than the 30 s default.
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  const appOrigin = new URL(baseURL!).origin;
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await expect.poll(() => hostTrail(page)).toContain('started');
  await approveThroughApi(request, frame, { scenario: 'option-a' });
  await resumeAtCheckpoint(frame, 1);

  // Lease Summary.
  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible({
    timeout: 15_000,
  });
  for (const column of ['Qty', 'Description', 'SKU', 'Unit Price (without tax)', 'Total'])
    await expect(frame.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Document processing fee');
  await frame.getByRole('button', { name: 'Preview Contract' }).click();

  // Preview: the contract in a frame.
  await expect(frame.getByRole('heading', { level: 1, name: 'Preview Contract' })).toBeVisible();
  await expect(
    frame.frameLocator('iframe[title="Your lease contract"]').getByText('Lease-Purchase Agreement'),
  ).toBeVisible();
  await frame.getByRole('button', { name: 'Sign Now' }).click();

  // The lender's signing page, then back through the checkpoint to the payment.
  await signOnLenderPage(frame);
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(frame, '4242424242424242');

  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible();
  await expect(page.locator('#status')).toContainText('Order placed for checkout');
  await frame.getByRole('button', { name: 'Return to retailer checkout' }).click();
  await expect(shopModal(page)).not.toBeVisible();

  const trail = await hostTrail(page);
  const relevant = trail.filter(
    (entry) => !entry.startsWith('progress:') || entry.startsWith('progress:checkout/'),
  );
  expect(relevant).toEqual([
    'started',
    'progress:checkout/lease',
    'progress:checkout/preview',
    'progress:checkout/sign',
    'progress:checkout/payment',
    'progress:checkout/complete',
    'success',
    'close',
  ]);
  const success = (await hostMessages(page)).find((message) => message.data.status === 'success')!;
  expect(success.data.step).toBe('CHECKOUT_COMPLETED');
  expect(Object.keys(success.data.data).sort()).toEqual(['application_id', 'checkout_id']);
  await expectHostProtocol(page, appOrigin);
});

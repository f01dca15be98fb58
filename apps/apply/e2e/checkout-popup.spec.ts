import { expect, test } from './support/app';
import {
  approveThroughApi,
  checkoutStep,
  checkoutTrail,
  expectHostProtocol,
  hostMessages,
  hostTargetOrigins,
  hostTrail,
  openShopPopupCheckout,
  originOf,
  payWithCard,
  recordHostMessages,
  recordOpenerTargetOrigins,
  resumeAtCheckpoint,
  shopModal,
  signOnLenderPage,
  startedCheckoutId,
} from './support/checkout';

// A whole application and checkout on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('04 popup mode: the demo shop opens the app in a popup; the opener receives every message from the app origin, sent to its exact origin, through success / CHECKOUT_COMPLETED (once, a reload shows the complete screen again) and close', async ({
  page,
  request,
  baseURL,
}) => {
  const appOrigin = originOf(baseURL);
  await recordHostMessages(page);
  await recordOpenerTargetOrigins(page);
  const { popup } = await openShopPopupCheckout(page, 1);
  // Not framed: the shop's modal stays closed; the messages come through window.opener.
  await expect(shopModal(page)).not.toBeVisible();
  await expect.poll(() => hostTrail(page)).toContain('started');
  const checkoutId = await startedCheckoutId(page);
  const { applicationId, token } = await approveThroughApi(request, popup);
  await resumeAtCheckpoint(popup.mainFrame(), 1);

  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
  await expect(popup.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  await popup.getByRole('button', { name: 'E-Sign' }).click();
  // The lender's signing page opens in the popup itself, then returns through the checkpoint.
  await signOnLenderPage(popup.mainFrame());
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Payment Required', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(popup.mainFrame(), '4242424242424242');
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Checkout complete', { timeout: 15_000 });
  await expect(page.locator('#status')).toHaveText(`Order placed for checkout ${checkoutId}`);
  expect(await checkoutStep(request, token, checkoutId)).toBe(9);

  // spec 03 §4: a reload of the completed checkout shows the complete screen again, and success is not
  // posted a second time.
  await popup.reload();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Checkout complete', { timeout: 15_000 });

  // 'Return to retailer checkout' posts close; the shop closes the popup.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Return to retailer checkout' }).click();
  await closed;

  const trail = await checkoutTrail(page);
  expect(trail).toEqual([
    'started',
    'progress:checkout/lease',
    'progress:checkout/sign',
    'progress:checkout/payment',
    'progress:checkout/complete',
    'success',
    'progress:checkout/complete', // the reload: its progress again, but no second success
    'close',
  ]);
  const messages = await hostMessages(page);
  const success = messages.find((message) => message.data.status === 'success')!;
  expect(success.data).toMatchObject({
    step: 'CHECKOUT_COMPLETED',
    data: { checkout_id: checkoutId, application_id: applicationId },
  });
  // Every message was posted to the shop's exact origin (never '*'), and received from the app's origin.
  const targets = await hostTargetOrigins(page);
  expect(targets).toHaveLength(messages.length);
  expect(new Set(targets)).toEqual(new Set([appOrigin]));
  await expectHostProtocol(page, appOrigin);
});

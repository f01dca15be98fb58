import { expect, test } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  approveThroughApi,
  checkoutStep,
  checkoutTrail,
  expectHostProtocol,
  hostMessages,
  hostTrail,
  openShopCheckout,
  originOf,
  payWithCard,
  recordHostMessages,
  resumeAtCheckpoint,
  signOnLenderPage,
  startedCheckoutId,
} from './support/checkout';
import { expectFaultsUsed, injectFault } from './support/faults';

// A whole application and checkout on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The seeded breeze HVAC store (record.identifier HVAC, rating 17, Nashville TN). */
const HVAC_STORE = 11;

test('spec 01 §6, 02 §3, §6: an HVAC checkout from the demo shop needs the technician before the contract, and one the server refuses (422) comes back on its field; express checkout offered, no OCP switch; success / CHECKOUT_COMPLETED', async ({
  page,
  request,
  baseURL,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, HVAC_STORE);
  await expect.poll(() => hostTrail(page)).toContain('started');
  const checkoutId = await startedCheckoutId(page);
  const { token } = await approveThroughApi(request, frame, {
    storeId: HVAC_STORE,
    scenario: 'option-a-hvac',
  });
  await resumeAtCheckpoint(frame, HVAC_STORE);

  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await frame.locator('html').getAttribute('data-theme')).toBe('breeze');
  await expect(frame.locator('[data-slot="lease-terms"]')).toContainText('Payment amount');
  // 02 §6: HVAC stores get express checkout (outside California) and never the OCP switch.
  await expect(frame.getByRole('region', { name: 'Express checkout' })).toContainText('Pay off in 3 months');
  await expect(frame.getByRole('switch')).toHaveCount(0);
  await expect(frame.getByRole('group', { name: 'Installing technician' })).toBeVisible();

  // E-Sign with no technician: the summary takes focus, each field says what is missing; nothing is sent.
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  const summary = frame.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  for (const message of [
    'Enter Technician name',
    'Enter Technician phone',
    'Enter Technician email',
    'Enter Installation quote',
  ])
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible();
  expect(await checkoutStep(request, token, checkoutId)).toBe(5);
  await expectNoAxeViolations(frame);

  // Bad e-mail and quote: their own messages; what was typed stays.
  await frame.getByRole('textbox', { name: 'Technician name' }).fill('Pat Installer');
  await frame.getByRole('textbox', { name: 'Technician phone' }).fill('(615) 555-0142');
  await frame.getByRole('textbox', { name: 'Technician email' }).fill('pat@');
  await frame.getByRole('textbox', { name: 'Installation quote' }).fill('0');
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter the technician email as name@example.com',
    'Enter the installation quote as an amount above $0.00',
  ]);
  await expect(frame.getByRole('textbox', { name: 'Technician name' })).toHaveValue('Pat Installer');
  expect(await checkoutStep(request, token, checkoutId)).toBe(5);

  // The server refuses a technician the form accepted (422 on the e-sign): the lease summary comes back
  // with the server's message in the summary (focused) and on the field, and nothing typed is lost.
  const refused = 'The Technician email is not registered with the installer network.';
  await injectFault(request, {
    path: `/apply-v2/checkout/${checkoutId}/esign`,
    method: 'POST',
    mode: '422',
    data: { 'technician.email': [refused] },
  });
  await frame.getByRole('textbox', { name: 'Technician email' }).fill('pat@installers.example');
  await frame.getByRole('textbox', { name: 'Installation quote' }).fill('1,250.00');
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await expect(summary).toBeFocused({ timeout: 15_000 });
  await expect(summary.getByRole('link')).toHaveText([refused]);
  await expect(frame.getByRole('textbox', { name: 'Technician email' })).toHaveAccessibleDescription(
    new RegExp(refused),
  );
  await expect(frame.getByRole('textbox', { name: 'Technician name' })).toHaveValue('Pat Installer');
  await expect(frame.getByRole('textbox', { name: 'Installation quote' })).toHaveValue('1,250.00');
  await expectFaultsUsed(request);

  // A valid technician: the contract is generated and names the technician.
  await frame.getByRole('textbox', { name: 'Technician email' }).fill('pat@example.com');
  await frame.getByRole('button', { name: 'E-Sign' }).click();
  await expect(frame.getByText('Installing technician: Pat Installer')).toBeVisible({ timeout: 15_000 });
  const stored = await request.get(`/apply-v2/checkout/${checkoutId}`, {
    headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
  });
  expect(((await stored.json()) as { data: { technician: unknown } }).data.technician).toEqual({
    name: 'Pat Installer',
    phone: '6155550142',
    email: 'pat@example.com',
    quote: 1250,
  });
  await signOnLenderPage(frame);
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(frame, '4242424242424242');
  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('#status')).toHaveText(`Order placed for checkout ${checkoutId}`);
  expect(await checkoutStep(request, token, checkoutId)).toBe(9);

  const trail = await checkoutTrail(page);
  // The refused technician sent the shopper from the sign screen back to the lease summary and on again.
  expect(trail).toEqual([
    'started',
    'progress:checkout/lease',
    'progress:checkout/sign',
    'progress:checkout/lease',
    'progress:checkout/sign',
    'progress:checkout/payment',
    'progress:checkout/complete',
    'success',
  ]);
  await expectHostProtocol(page, originOf(baseURL));
  // The technician's details are not the shopper's, but no host message carries them either.
  expect(JSON.stringify(await hostMessages(page))).not.toMatch(
    /Pat Installer|6155550142|pat@(installers\.)?example/,
  );
});

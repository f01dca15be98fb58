import { expect, test } from '../support/app';
import { hostTrail, openShopCheckout, recordHostMessages, shopModal } from '../support/checkout';
import { applyByHand, heading, newPerson } from './typed';

test('an employed shopper types the whole purchase by hand from the demo shop, employer searched on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // a whole purchase typed key by key on a shared 2-core machine
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  const person = newPerson('Jordan', 'Typed');

  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/payroll/employers')) searches.push(new URL(r.url()).search);
  });
  await applyByHand(frame, request, person, {
    income: {
      source: 'Employment',
      gross: '2400',
      frequency: 'Bi-weekly',
      employer: { search: 'Acme', pick: 'Acme Logistics' },
      titleDepartment: 'Warehouse / Shipping',
      employerPhone: '5551230000',
    },
    banking: { routing: '021000021', bankName: 'JPMorgan Chase Bank', account: '123456789' },
  });
  // One search for 'Acme', 500 ms after its last key (no request for 'A', 'Ac' or each keystroke).
  expect(searches).toEqual(['?keyword=Acme']);
  await expect(heading(frame)).toHaveText(`Congratulations ${person.firstName}!`, { timeout: 15_000 });
  await frame.getByRole('button', { name: "I agree, let's sign the contract!" }).click();

  // The lease, its preview, the lender's signing page, the payment and the end, all by role and name.
  await expect(heading(frame)).toHaveText('Lease Summary', { timeout: 15_000 });
  await frame.getByRole('button', { name: 'Preview Contract' }).click();
  await expect(heading(frame)).toHaveText('Preview Contract');
  await frame.getByRole('button', { name: 'Sign Now' }).click();
  await frame
    .getByRole('checkbox', { name: 'I have read the agreement and sign it electronically.' })
    .check();
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(heading(frame)).toHaveText('Payment Required', { timeout: 15_000 });
  await frame.getByRole('button', { name: 'Continue', exact: true }).click();
  await frame.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await frame.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
  await frame.getByRole('textbox', { name: 'Card security code' }).pressSequentially('123');
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(heading(frame)).toHaveText('Checkout complete', { timeout: 15_000 });
  await frame.getByRole('button', { name: 'Return to retailer checkout' }).click();
  await expect(shopModal(page)).not.toBeVisible();

  // 04: exactly one terminal message, success, for the whole purchase.
  const trail = await hostTrail(page);
  expect(trail.filter((entry) => ['success', 'cancelled', 'error', 'complete'].includes(entry))).toEqual([
    'success',
  ]);
  expect(trail.at(-1)).toBe('close');
});

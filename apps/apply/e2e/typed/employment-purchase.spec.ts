import { expect, test } from '../support/app';
import { hostTrail, openShopCheckout, recordHostMessages } from '../support/checkout';
import { latestPin } from '../support/wizard';
import { continueOn, expectStep, heading, newPerson, typeAddress, typeIncome, typePerson } from './typed';

test('issue 14: an employed shopper types the whole purchase by hand from the demo shop, employer searched on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // a whole purchase typed key by key on a shared 2-core machine
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  const person = newPerson('Jordan', 'Typed');

  await expectStep(frame, 'Step 1 (Applicant Information)');
  await typePerson(frame, person);
  await continueOn(frame);

  await expectStep(frame, 'Step 2 (Home Address)');
  await typeAddress(frame, { street: '100 Main Street', zip: '43215', city: 'Columbus', state: 'OH' });
  await continueOn(frame);

  await expectStep(frame, 'Step 3 (Income)');
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/payroll/employers')) searches.push(new URL(r.url()).search);
  });
  await typeIncome(frame, {
    source: 'Employment',
    gross: '2400',
    frequency: 'Bi-weekly',
    employer: { search: 'Acme', pick: 'Acme Logistics' },
    titleDepartment: 'Warehouse / Shipping',
    employerPhone: '5551230000',
  });
  expect(searches).toEqual(['?keyword=Acme']);
  await continueOn(frame);

  // Banking typed too: the routing number's lookup fills the bank; the confirmation must match.
  await expectStep(frame, 'Step 4 (Banking)');
  await frame.getByRole('switch', { name: 'I would like to add my banking details now' }).click();
  await frame.getByRole('textbox', { name: /^Routing Number/ }).pressSequentially('021000021');
  await expect(frame.getByRole('textbox', { name: /^Bank Name/ })).toHaveValue('JPMorgan Chase Bank');
  await frame.getByRole('textbox', { name: /^Checking Account Number/ }).pressSequentially('123456789');
  await frame
    .getByRole('textbox', { name: /^Confirm Checking Account Number/ })
    .pressSequentially('123456789');
  await continueOn(frame);

  await expectStep(frame, 'Step 5 (Co-Applicant)');
  await continueOn(frame);

  await expectStep(frame, 'Step 6 (Confirmation)');
  await frame.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(heading(frame)).toHaveText('Text Message Verification');
  const pin = await latestPin(request, person.cell);
  await frame.getByLabel('Enter the 5-digit PIN we sent to you.').pressSequentially(pin);
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
  await expect(page.locator('#modal')).not.toBeVisible();

  // 04: exactly one terminal message, success, for the whole purchase.
  const trail = await hostTrail(page);
  expect(trail.filter((entry) => ['success', 'cancelled', 'error', 'complete'].includes(entry))).toEqual([
    'success',
  ]);
  expect(trail.at(-1)).toBe('close');
});

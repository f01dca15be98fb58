import { expect, test } from './support/app';
import {
  approveThroughApi,
  checkoutTrail,
  expectHostProtocol,
  hostMessages,
  hostTrail,
  openShopCheckout,
  originOf,
  payWithCard,
  recordHostMessages,
  resumeAtCheckpoint,
  shopModal,
  signOnLenderPage,
} from './support/checkout';
import { readStoredApplication, SEED_APPLICANTS } from './support/sandbox';
import { continueStep, fill, freshSsn, latestPin, stepHeader } from './support/wizard';

test('spec 03 §4, 04: from the demo shop, the application in its iframe posts CHECKOUT_STARTED, CHECKOUT_APP_IN_PROGRESS on leaving applicant info and CHECKOUT_APP_COMPLETE on the denial, in order, from the app’s origin, ids only, and Return to Store posts close', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  const appOrigin = originOf(baseURL);
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await expect.poll(() => hostTrail(page)).toEqual(['started']);
  const started = (await hostMessages(page))[0]!;
  expect(started.data.step).toBe('CHECKOUT_STARTED');
  const checkoutId = started.data.data.checkout_id;
  expect(started.data.data).toEqual({ checkout_id: expect.any(Number) });

  // Applicant info: a reserved sandbox SSN ending 2001 gives a denial without a score.
  await expect(stepHeader(frame, 'Step 1 (Applicant Information)')).toBeVisible();
  await fill(frame, 'denied-wo-score');
  await expect(frame.getByLabel('Last Name')).toHaveValue('Nash');
  const n = String(Math.floor(Math.random() * 9000) + 1000);
  const ssn = `9${n.slice(0, 2)}-${n.slice(2)}-2001`;
  await freshSsn(frame, ssn);
  await continueStep(frame);
  await expect(stepHeader(frame, 'Step 2 (Home Address)')).toBeVisible();
  await expect.poll(() => hostTrail(page)).toEqual(['started', 'in_progress']);

  for (const header of [
    'Step 3 (Income)',
    'Step 4 (Banking)',
    'Step 5 (Co-Applicant)',
    'Step 6 (Confirmation)',
  ]) {
    await continueStep(frame);
    await expect(stepHeader(frame, header)).toBeVisible();
  }
  await frame.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Text Message Verification');
  await frame.getByLabel('Enter the 5-digit PIN we sent to you.').pressSequentially(await latestPin(request));
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Thanks For Applying');
  await expect.poll(() => hostTrail(page)).toEqual(['started', 'in_progress', 'complete']);

  const [, inProgress, complete] = await hostMessages(page);
  expect(inProgress!.data).toMatchObject({
    step: 'CHECKOUT_APP_IN_PROGRESS',
    data: { checkout_id: checkoutId },
  });
  expect(complete!.data.step).toBe('CHECKOUT_APP_COMPLETE');
  const applicationId = complete!.data.data.application_id as number;
  expect(complete!.data.data).toEqual({
    application_id: applicationId,
    result: { code: 'N', reason: 'No credit file found' },
  });
  // spec 04 Modes: inside the iframe, Return to Store closes through the host; the retailer's failure page
  // never loads inside the retailer's own modal.
  await frame
    .getByRole('link', { name: 'Return to Store' })
    .or(frame.getByRole('button', { name: 'Return to Store' }))
    .click();
  await expect.poll(() => hostTrail(page)).toEqual(['started', 'in_progress', 'complete', 'close']);
  expect(page.url()).not.toContain('failed');
  // Every message: the app's exact origin, the envelope with its sequence, no personal data, one terminal.
  await expectHostProtocol(page, appOrigin);
  const everything = JSON.stringify(await hostMessages(page));
  for (const personal of ['Noel', 'Nash', ssn, ssn.replace(/-/g, '')])
    expect(everything).not.toContain(personal);
  const seqs = (await hostMessages(page)).map((message) => message.data.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  const stored = await readStoredApplication(request, applicationId);
  expect(stored).toMatchObject({ checkout_id: checkoutId, status: 'denied', result_code: 'N' });
});

test('spec 04: a contract in progress posts CHECKOUT_APP_COMPLETE with the earlier application’s id and the result code, once', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a journey on a shared 2-core machine
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await expect(stepHeader(frame, 'Step 1 (Applicant Information)')).toBeVisible();
  // The seeded earlier applicant whose contract is in progress (the sandbox's retrieval flags).
  await fill(frame, 'option-a');
  await expect(frame.getByLabel('First Name')).not.toHaveValue('');
  await frame.getByLabel('Last Name').fill(SEED_APPLICANTS.contract.last_name);
  await freshSsn(frame, SEED_APPLICANTS.contract.ssn);
  const [year, month, day] = SEED_APPLICANTS.contract.dob.split('-');
  await frame.getByLabel('Date of Birth').fill(`${month}/${day}/${year}`);
  await continueStep(frame);
  // The screen's paragraph (the screen announcer repeats the text for screen readers).
  await expect(
    frame.getByRole('paragraph').filter({ hasText: /You currently have a contract in progress/ }),
  ).toBeVisible();
  await expect.poll(() => hostTrail(page)).toEqual(['started', 'complete']);

  const complete = (await hostMessages(page))[1]!;
  expect(complete.data.step).toBe('CHECKOUT_APP_COMPLETE');
  const applicationId = complete.data.data.application_id as number;
  expect(complete.data.data).toEqual({
    application_id: expect.any(Number),
    result: { code: 'contract-in-progress' },
  });
  // The id is the earlier, approved application's.
  expect(await readStoredApplication(request, applicationId)).toMatchObject({ status: 'approved' });
  await expectHostProtocol(page, originOf(baseURL));
});

test('spec 04, 02 §2: across the e-sign reload and a bank step after the payment, seq keeps rising and success is posted once', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a whole checkout on a shared 2-core machine
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await expect.poll(() => hostTrail(page)).toContain('started');
  // Main Street requires banking at checkout; this application has none yet, so Banking Details follows payment.
  await approveThroughApi(request, frame, { scenario: 'option-a', banking: false });
  await resumeAtCheckpoint(frame, 1);
  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('button', { name: 'Preview Contract' }).click();
  await frame.getByRole('button', { name: 'Sign Now' }).click();
  // The lender's page replaces the app in the frame; signing loads the app again.
  await signOnLenderPage(frame);
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(frame, '4242424242424242');
  await expect(frame.getByRole('heading', { level: 1, name: 'Banking Details' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('textbox', { name: 'Routing Number' }).fill('026009593');
  await expect(frame.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('Bank of America');
  await frame.getByRole('textbox', { name: 'Checking Account Number', exact: true }).fill('123456789');
  await frame.getByRole('textbox', { name: 'Confirm Checking Account Number' }).fill('123456789');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('#status')).toContainText('Order placed for checkout');
  // A reload of the completed screen does not tell the shop a second time.
  await frame.goto(frame.url());
  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('button', { name: 'Return to retailer checkout' }).click();
  await expect(shopModal(page)).not.toBeVisible();

  const trail = await checkoutTrail(page);
  expect(trail.filter((entry) => entry === 'success')).toHaveLength(1);
  expect(trail.filter((entry) => entry === 'progress:checkout/complete')).toHaveLength(1);
  expect(trail).toEqual(
    expect.arrayContaining([
      'progress:checkout/sign',
      'progress:checkout/payment',
      'progress:checkout/banking',
    ]),
  );
  expect(trail.at(-2)).toBe('success');
  expect(trail.at(-1)).toBe('close');
  const seqs = (await hostMessages(page)).map((message) => message.data.seq);
  expect(new Set(seqs).size).toBe(seqs.length);
  await expectHostProtocol(page, originOf(baseURL));
});

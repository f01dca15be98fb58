import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import { openRedirectCheckout } from './support/checkout';
import { countRequests } from './support/faults';
import { latestPin } from './support/wizard';
import {
  continueOn,
  expectStep,
  heading,
  newPerson,
  typeAddress,
  typeIncome,
  typePerson,
} from './typed/typed';

/**
 * The browser's Back and Forward on a phone (docs/behaviour.md "Browser history"): every wizard step and
 * checkout screen is a history entry, Back goes to the previous one with its values, and after a one-way
 * action (the PIN verified, the contract signed, the down payment made) Back lands on a screen that says
 * where the shopper stands and offers the way on. Every field is typed by hand through its label.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

/** The one-way calls of the journey, each of which must reach the lender exactly once. */
const ONE_WAY = [
  /\/confirm$/,
  /\/verify\/send$/,
  /\/esign$/,
  /\/cards\/token$/,
  /\/cards\/processCard$/,
  /\/checkout\/\d+\/banking$/,
];

function oneWayCounts(tally: ReturnType<typeof countRequests>): Record<string, number> {
  return Object.fromEntries(
    tally
      .keys()
      .filter((key) => key.startsWith('POST ') && ONE_WAY.some((pattern) => pattern.test(key)))
      .map((key) => [
        key.replace(/\/\d+\//g, '/{id}/').replace(/\/[0-9a-f-]{36}\//g, '/{uuid}/'),
        tally.count(key),
      ]),
  );
}

/** The hash route the page shows. */
function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/**
 * Opens a redirect checkout at `storeId` and types a retiree's application key by key through its labels
 * (banking skipped, no co-applicant), then the PIN: the shopper ends on the approved screen.
 */
async function applyByHand(
  page: Page,
  request: Parameters<typeof openRedirectCheckout>[1],
  person: ReturnType<typeof newPerson>,
  storeId = 1,
): Promise<void> {
  const frame = page.mainFrame();
  await openRedirectCheckout(page, request, storeId);
  await expectStep(frame, 'Step 1 (Applicant Information)');
  await typePerson(frame, person);
  await continueOn(frame);
  await expectStep(frame, 'Step 2 (Home Address)');
  await typeAddress(frame, { street: '100 Main Street', zip: '43215', city: 'Columbus', state: 'OH' });
  await continueOn(frame);
  await expectStep(frame, 'Step 3 (Income)');
  await typeIncome(frame, { source: 'Retirement', gross: '2500', frequency: 'Monthly' });
  await continueOn(frame);
  await expectStep(frame, 'Step 4 (Banking)');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expectStep(frame, 'Step 5 (Co-Applicant)');
  await continueOn(frame);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(heading(frame)).toHaveText('Text Message Verification', { timeout: 15_000 });
  await page
    .getByLabel('Enter the 5-digit PIN we sent to you.')
    .pressSequentially(await latestPin(request, person.cell));
  await expect(heading(frame)).toHaveText(`Congratulations ${person.firstName}!`, { timeout: 15_000 });
}

test('Back and Forward walk the wizard step by step with the typed values kept, and never reopen the PIN', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // typed key by key on a shared 2-core machine
  await page.route('https://shop.example.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Shop</h1>' }),
  );
  await page.goto('https://shop.example.com/cart');
  const tally = countRequests(page);
  await openRedirectCheckout(page, request);
  const person = newPerson('Avery', 'Backer');

  await expectStep(page.mainFrame(), 'Step 1 (Applicant Information)');
  await typePerson(page.mainFrame(), person);
  await continueOn(page.mainFrame());
  await expectStep(page.mainFrame(), 'Step 2 (Home Address)');

  // Back from the address returns to the applicant, values as typed; Forward to the address again.
  await page.goBack();
  await expectStep(page.mainFrame(), 'Step 1 (Applicant Information)');
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(person.firstName);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
  await page.goForward();
  await expectStep(page.mainFrame(), 'Step 2 (Home Address)');
  await typeAddress(page.mainFrame(), {
    street: '100 Main Street',
    zip: '43215',
    city: 'Columbus',
    state: 'OH',
  });
  await continueOn(page.mainFrame());
  await expectStep(page.mainFrame(), 'Step 3 (Income)');
  await page.goBack();
  await expectStep(page.mainFrame(), 'Step 2 (Home Address)');
  await expect(page.getByRole('textbox', { name: /^Street Address/ })).toHaveValue('100 Main Street');
  await page.goForward();
  await expectStep(page.mainFrame(), 'Step 3 (Income)');

  await typeIncome(page.mainFrame(), { source: 'Retirement', gross: '2500', frequency: 'Monthly' });
  await continueOn(page.mainFrame());
  await expectStep(page.mainFrame(), 'Step 4 (Banking)');
  // The app's own Back is the browser's Back: Forward then returns to the step it left.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page.mainFrame(), 'Step 3 (Income)');
  await expect(page.getByRole('combobox', { name: 'Income Source' })).toHaveValue(/.+/);
  await page.goForward();
  await expectStep(page.mainFrame(), 'Step 4 (Banking)');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expectStep(page.mainFrame(), 'Step 5 (Co-Applicant)');
  await continueOn(page.mainFrame());
  const submit = page.getByRole('button', { name: 'Confirm & Submit' });
  await expect(submit).toBeVisible({ timeout: 15_000 });

  // From the confirmation, Back walks every step in turn and Forward comes back to it.
  for (const step of ['Step 5 (Co-Applicant)', 'Step 4 (Banking)', 'Step 3 (Income)']) {
    await page.goBack();
    await expectStep(page.mainFrame(), step);
  }
  for (const step of ['Step 4 (Banking)', 'Step 5 (Co-Applicant)']) {
    await page.goForward();
    await expectStep(page.mainFrame(), step);
  }
  await page.goForward();
  await expect(submit).toBeVisible();
  await submit.click();
  await expect(heading(page.mainFrame())).toHaveText('Text Message Verification', { timeout: 15_000 });

  // Back from the PIN to the confirmation and Forward again: the same PIN screen, nothing sent again.
  await page.goBack();
  await expect(submit).toBeVisible();
  await page.goForward();
  await expect(heading(page.mainFrame())).toHaveText('Text Message Verification');
  const pin = await latestPin(request, person.cell);
  await page.getByLabel('Enter the 5-digit PIN we sent to you.').pressSequentially(pin);
  await expect(heading(page.mainFrame())).toHaveText(`Congratulations ${person.firstName}!`, {
    timeout: 15_000,
  });

  // Back from the approved screen: the PIN is used up, so the shopper stays with their result.
  await page.goBack();
  await expect(heading(page.mainFrame())).toHaveText(`Congratulations ${person.firstName}!`, {
    timeout: 15_000,
  });
  expect(route(page)).toBe('/result/approved');
  await expect(page.getByLabel('Enter the 5-digit PIN we sent to you.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: "I agree, let's sign the contract!" })).toBeVisible();
  // Further Backs walk on through the decided application's entries, each showing its result, and leave
  // for the retailer's page: never a trap, never a step of a submitted application.
  for (let press = 0; press < 15 && !page.url().startsWith('https://shop.example.com'); press += 1) {
    await page.goBack();
    if (page.url().startsWith('https://shop.example.com')) break;
    await expect.poll(() => route(page)).toBe('/result/approved');
    await expect(heading(page.mainFrame())).toHaveText(`Congratulations ${person.firstName}!`);
  }
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();

  // The confirmation, the PIN's send and its check each reached the lender once.
  expect(oneWayCounts(tally)).toEqual({
    'POST /apply-v2/application/confirm': 1,
    'POST /apply-v2/application/verify/send': 1,
    'POST /apply-v2/application/verify/confirm': 1,
  });
});

test('Back and Forward through the checkout: after signing and after paying Back lands where the checkout stands, nothing sent twice', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.route('https://shop.example.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Shop</h1>' }),
  );
  await page.goto('https://shop.example.com/cart');
  const tally = countRequests(page);
  const person = newPerson('Quinn', 'Backer');
  const frame = page.mainFrame();
  await applyByHand(page, request, person);
  const approved = `Congratulations ${person.firstName}!`;
  await expect(heading(frame)).toHaveText(approved, { timeout: 15_000 });

  // The lease and its preview are entries: Back and Forward move between them and the approval.
  await page.getByRole('button', { name: "I agree, let's sign the contract!" }).click();
  await expect(heading(frame)).toHaveText('Lease Summary', { timeout: 15_000 });
  await page.goBack();
  await expect(heading(frame)).toHaveText(approved);
  await page.goForward();
  await expect(heading(frame)).toHaveText('Lease Summary', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Preview Contract' }).click();
  await expect(heading(frame)).toHaveText('Preview Contract');
  await page.goBack();
  await expect(heading(frame)).toHaveText('Lease Summary', { timeout: 15_000 });
  await page.goForward();
  await expect(heading(frame)).toHaveText('Preview Contract');
  await page.getByRole('button', { name: 'Sign Now' }).click();
  const agree = page.getByRole('checkbox', { name: 'I have read the agreement and sign it electronically.' });
  await expect(agree).toBeVisible({ timeout: 15_000 });
  // Back from the lender's page before signing: the preview (the sign screen gave its entry to the page),
  // not a new contract; Forward reopens the same signing page.
  await page.goBack();
  await expect(heading(frame)).toHaveText('Preview Contract', { timeout: 15_000 });
  await page.goForward();
  await expect(agree).toBeVisible({ timeout: 15_000 });
  await agree.check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(heading(frame)).toHaveText('Payment Required', { timeout: 15_000 });

  // The signing page replaced itself with the app, so after signing Back (again and again) reaches the
  // app's own earlier entries, which open where the checkout stands: the payment, never the used link.
  // Forward walks back to the newest entry the same way.
  const paymentAfterSigning = async (move: string) => {
    await expect(heading(frame), move).toHaveText('Payment Required', { timeout: 15_000 });
    expect(new URL(page.url()).pathname, `${move} stays in the app`).toBe('/');
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Signing link not valid' })).toHaveCount(0);
  };
  // Back a third time reaches the approved screen's entry: its offer is spent once signed, so it opens
  // where the checkout stands as well, never a second 'sign the contract' offer.
  for (const move of ['Back', 'Back twice', 'Back three times']) {
    await page.goBack();
    await paymentAfterSigning(move);
    await expect(page.getByRole('button', { name: /sign the contract/i })).toHaveCount(0);
  }
  for (const move of ['Forward', 'Forward twice', 'Forward three times']) {
    await page.goForward();
    await paymentAfterSigning(move);
  }

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Card security code' }).pressSequentially('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  // Banking was skipped in the application: the checkout asks for it after the payment.
  await expect(heading(frame)).toHaveText('Banking Details', { timeout: 15_000 });

  // After paying, Back (and Back again) never shows an amount due nor the lender's page: the earlier
  // entries open where the checkout stands, the banking details; Forward walks back the same way.
  const bankingAfterPaying = async (move: string) => {
    await expect(heading(frame), move).toHaveText('Banking Details', { timeout: 15_000 });
    expect(new URL(page.url()).pathname, `${move} stays in the app`).toBe('/');
    await expect(page.getByText(/is due before your lease begins/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Signing link not valid' })).toHaveCount(0);
  };
  for (const move of ['Back', 'Back twice']) {
    await page.goBack();
    await bankingAfterPaying(move);
  }
  for (const move of ['Forward', 'Forward twice']) {
    await page.goForward();
    await bankingAfterPaying(move);
  }
  await page.getByRole('textbox', { name: /^Routing Number/ }).pressSequentially('021000021');
  await expect(page.getByRole('textbox', { name: /^Bank Name/ })).toHaveValue('JPMorgan Chase Bank');
  await page.getByRole('textbox', { name: /^Checking Account Number/ }).pressSequentially('123456789');
  await page
    .getByRole('textbox', { name: /^Confirm Checking Account Number/ })
    .pressSequentially('123456789');
  await page.getByRole('button', { name: /Continue|Save/ }).click();
  await expect(heading(frame)).toHaveText('Checkout complete', { timeout: 15_000 });

  // Back from the end: the completed checkout again, not the payment or banking screens.
  await page.goBack();
  await expect(heading(frame)).toHaveText('Checkout complete', { timeout: 15_000 });
  await expect(page.getByText(/is due before your lease begins/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Signing link not valid' })).toHaveCount(0);

  // Each one-way call reached the lender once: confirm, PIN, e-sign, the signature, card token, charge.
  expect(oneWayCounts(tally)).toEqual({
    'POST /apply-v2/application/confirm': 1,
    'POST /apply-v2/application/verify/send': 1,
    'POST /apply-v2/application/verify/confirm': 1,
    'POST /apply-v2/checkout/{id}/esign': 1,
    'POST /api/v1/cards/token': 1,
    'POST /api/v1/cards/processCard': 1,
    'POST /apply-v2/checkout/{id}/banking': 1,
  });
  expect(tally.keys().filter((key) => key.startsWith('POST') && key.includes('/sign/'))).toHaveLength(1);
});

/** The seeded store whose checkout requires delivery options (checkout_delivery_options_required). */
const DELIVERY_STORE = 4;

test('Back and Forward onto the delivery options keep the zip, the service and the schedule as typed, and send nothing again', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // typed key by key on a shared 2-core machine
  await page.route('https://shop.example.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Shop</h1>' }),
  );
  await page.goto('https://shop.example.com/cart');
  const tally = countRequests(page);
  const frame = page.mainFrame();
  await applyByHand(page, request, newPerson('Dana', 'Backer'), DELIVERY_STORE);
  // The approval's way on at a store that delivers.
  const approved = page.getByRole('button', { name: 'Choose Delivery & Install Options' });
  await approved.click();
  await expect(heading(frame)).toHaveText('Delivery Options', { timeout: 15_000 });

  const zip = page.getByRole('textbox', { name: 'Zip code' });
  await zip.pressSequentially('43215');
  const homeDelivery = page.getByRole('radio', { name: 'Home Delivery' });
  await homeDelivery.check();
  // Back from the delivery options: the approval they came from, whose way on opens them again as left.
  await page.goBack();
  await expect(approved).toBeVisible({ timeout: 15_000 });
  await page.goForward();
  await expect(heading(frame)).toHaveText('Delivery Options', { timeout: 15_000 });
  await expect(zip).toHaveValue('43215');
  await expect(homeDelivery).toBeChecked();

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Configure Services')).toBeVisible({ timeout: 15_000 });
  const standard = page.getByRole('checkbox', { name: /Standard delivery/ });
  await standard.check();
  const date = page
    .getByRole('group', { name: /Delivery date/ })
    .getByRole('radio')
    .first();
  await date.check();
  const slot = page.getByRole('radio', { name: '08:00-12:00' });
  await slot.check();
  await page.getByRole('button', { name: 'Submit and Continue to Lease' }).click();
  await expect(heading(frame)).toHaveText('Lease Summary', { timeout: 15_000 });

  // Back from the lease: the delivery options as submitted; Forward: the lease again.
  await page.goBack();
  await expect(heading(frame)).toHaveText('Delivery Options', { timeout: 15_000 });
  await expect(standard).toBeChecked();
  await expect(date).toBeChecked();
  await expect(slot).toBeChecked();
  await page.goForward();
  await expect(heading(frame)).toHaveText('Lease Summary', { timeout: 15_000 });
  // Back twice: the delivery options, and the first step of them with the zip and service kept.
  await page.goBack();
  await expect(heading(frame)).toHaveText('Delivery Options', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(zip).toHaveValue('43215');
  await expect(homeDelivery).toBeChecked();
  await page.goBack();
  await expect(approved).toBeVisible({ timeout: 15_000 });
  await page.goForward();
  await expect(heading(frame)).toHaveText('Delivery Options', { timeout: 15_000 });
  await expect(zip).toHaveValue('43215');

  // Back and Forward sent nothing: availability and the services were asked for and the schedule posted
  // once each.
  const sent = (pattern: RegExp) =>
    tally
      .keys()
      .filter((key) => pattern.test(key))
      .reduce((sum, key) => sum + tally.count(key), 0);
  expect(sent(/^GET .*\/api\/v1\/bestbuy\/productavailability/)).toBe(1);
  expect(sent(/^GET .*\/api\/v1\/bestbuy\/services/)).toBe(1);
  expect(sent(/^POST .*\/api\/v1\/bestbuy\/schedule/)).toBe(1);
});

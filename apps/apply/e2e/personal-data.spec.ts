import { expect, test } from './support/app';
import {
  frameRoute,
  hostMessages,
  hostTrail,
  openShopCheckout,
  payWithCard,
  recordHostMessages,
  shopModal,
  signOnLenderPage,
} from './support/checkout';
import {
  LeakProbe,
  expectNoPersonalData,
  expectOnlyLastFourOnScreen,
  fileSize,
  findPersonalData,
  personalDataVariants,
  readFrom,
  type KnownPersonalData,
} from './support/personal-data';
import { continueStep, fill, freshSsn, latestPin, stepHeader } from './support/wizard';

/** The journey's applicant: values no scenario, seed or id of the sandbox contains. */
const KNOWN: KnownPersonalData = {
  ssn: '418638295',
  dateOfBirth: '1986-07-23',
  phone: '6465550147',
  bankAccount: '7391046285',
  // Luhn-valid, not one of the sandbox's listed cards: an approved US credit card.
  cardNumber: '4539148803436467',
};
const variants = personalDataVariants(KNOWN);

test('the variant helper finds each value in any formatting, and not inside longer numbers', () => {
  const kinds = (text: string) => findPersonalData(text, variants).map((variant) => variant.kind);
  expect(kinds('ssn=418638295')).toEqual(['ssn']);
  expect(kinds('SSN 418-63-8295.')).toEqual(['ssn']);
  expect(kinds('"418 63 8295"')).toEqual(['ssn']);
  expect(kinds('born 07/23/1986')).toEqual(['dateOfBirth']);
  expect(kinds('{"dob":"1986-07-23T00:00:00.000Z"}')).toEqual(['dateOfBirth']);
  expect(kinds('/x?dob=07%2F23%2F1986')).toEqual(['dateOfBirth']);
  expect(kinds('7/23/86 or 7/23/1986')).toEqual(['dateOfBirth']);
  expect(kinds('call (646) 555-0147')).toEqual(['phone']);
  expect(kinds('tel:+16465550147')).toEqual(['phone']);
  expect(kinds('646.555.0147')).toEqual(['phone']);
  expect(kinds('acct 7391 0462 85')).toEqual(['bankAccount']);
  expect(kinds('card=4539%201488%200343%206467')).toEqual(['cardNumber']);
  expect(kinds('4539-1488-0343-6467')).toEqual(['cardNumber']);
  // The last 4 alone and digits inside a longer number are not leaks.
  expect(kinds('***-**-8295 ********6285 •••• 6467 (646) ***-0147')).toEqual([]);
  expect(kinds('resumed=17324186382951')).toEqual([]);
});

test('a whole purchase from the demo shop keeps SSN, date of birth, phone, bank account and card number out of URLs, storage, cookies, console, host messages, tracking and sandbox logs; SSN and account show only their last 4', async ({
  page,
  context,
  request,
}) => {
  // A whole application and purchase on a shared 2-core machine: more than the 30 s default.
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  const logFile = process.env.E2E_SANDBOX_LOG;
  expect(logFile, 'playwright.config.ts sends the sandbox log to E2E_SANDBOX_LOG').toBeTruthy();
  const logStart = fileSize(logFile!);
  const probe = await LeakProbe.install(context);
  await recordHostMessages(page);

  const { frame } = await openShopCheckout(page, 1);
  await expect.poll(() => hostTrail(page)).toContain('started');

  // Step 1: a Fill scenario, then the known SSN, date of birth and phone typed by hand.
  await expect(stepHeader(frame, 'Step 1 (Applicant Information)')).toBeVisible();
  await fill(frame, 'option-a');
  await expect(frame.getByLabel('First Name')).not.toHaveValue('');
  await freshSsn(frame, KNOWN.ssn);
  const [year, month, day] = KNOWN.dateOfBirth.split('-');
  await frame.getByLabel('Date of Birth').fill(`${month}/${day}/${year}`);
  await frame.getByLabel('Mobile Phone').fill(KNOWN.phone);
  await frame.getByLabel('Mobile Phone').blur();
  await expect(frame.getByLabel('Date of Birth')).toHaveValue(`${month}/${day}/${year}`);
  await expect(frame.getByLabel('Mobile Phone')).toHaveValue('(646) 555-0147');
  await expectOnlyLastFourOnScreen(frame, variants);
  for (const header of ['Step 2 (Home Address)', 'Step 3 (Income)', 'Step 4 (Banking)']) {
    await continueStep(frame);
    await expect(stepHeader(frame, header)).toBeVisible();
  }

  // Step 4: the known bank account (the Fill scenario turns banking on); once left, only its last 4.
  await expect(
    frame.getByRole('switch', { name: 'I would like to add my banking details now' }),
  ).toBeChecked();
  await frame.getByRole('textbox', { name: 'Routing Number' }).fill('021000021');
  await expect(frame.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('JPMorgan Chase Bank');
  await frame.getByRole('textbox', { name: 'Checking Account Number', exact: true }).fill(KNOWN.bankAccount);
  await frame.getByRole('textbox', { name: 'Confirm Checking Account Number' }).fill(KNOWN.bankAccount);
  await frame.getByRole('textbox', { name: 'Confirm Checking Account Number' }).blur();
  const last4 = `****${KNOWN.bankAccount.slice(-4)}`;
  await expect(frame.getByRole('textbox', { name: 'Checking Account Number', exact: true })).toHaveValue(
    last4,
  );
  await expect(frame.getByRole('textbox', { name: 'Confirm Checking Account Number' })).toHaveValue(last4);
  await expectOnlyLastFourOnScreen(frame, variants);
  await continueStep(frame);
  await expect(stepHeader(frame, 'Step 5 (Co-Applicant)')).toBeVisible();
  await continueStep(frame);

  // Confirmation: the SSN and the account show only their last 4.
  await expect(stepHeader(frame, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(frame.getByText(`***-**-${KNOWN.ssn.slice(-4)}`)).toBeVisible();
  await expect(frame.getByText(last4)).toBeVisible();
  await expectOnlyLastFourOnScreen(frame, variants);
  await probe.snapshot('confirmation');
  await frame.getByRole('button', { name: 'Confirm & Submit' }).click();

  // The PIN sent to the known phone, then the approval.
  const pinInput = frame.getByLabel('Enter the 5-digit PIN we sent to you.');
  await expect(pinInput).toBeVisible();
  await expectOnlyLastFourOnScreen(frame, variants);
  await pinInput.pressSequentially(await latestPin(request, KNOWN.phone));
  await expect.poll(() => frameRoute(frame), { timeout: 15_000 }).toBe('/result/approved');
  await expectOnlyLastFourOnScreen(frame, variants);
  await probe.snapshot('approved');
  await frame.getByRole('button', { name: "I agree, let's sign the contract!" }).click();

  // The checkout: lease summary, the contract preview (its own frame), signing, the card payment.
  await expect(frame.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeVisible({
    timeout: 15_000,
  });
  await expectOnlyLastFourOnScreen(frame, variants);
  await frame.getByRole('button', { name: 'Preview Contract' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Preview Contract' })).toBeVisible();
  await expect(
    frame.frameLocator('iframe[title="Your lease contract"]').getByText('Lease-Purchase Agreement'),
  ).toBeVisible();
  for (const contract of frame.childFrames()) await expectOnlyLastFourOnScreen(contract, variants);
  await frame.getByRole('button', { name: 'Sign Now' }).click();
  // The lender's signing page (a new document in the frame) shows the contract too.
  await expect(frame.getByLabel('I have read the agreement and sign it electronically.')).toBeVisible();
  await expectOnlyLastFourOnScreen(frame, variants);
  await signOnLenderPage(frame);
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(frame, KNOWN.cardNumber);
  await expect(frame.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('#status')).toContainText('Order placed for checkout');
  await expectOnlyLastFourOnScreen(frame, variants);
  await probe.snapshot('complete');
  await frame.evaluate(() => console.info('leak probe: console of the app frame'));
  await frame.getByRole('button', { name: 'Return to retailer checkout' }).click();
  await expect(shopModal(page)).not.toBeVisible();
  await probe.snapshot('closed');
  await probe.settle();

  // Each channel was observed (so an empty channel cannot pass for a clean one), and none holds the data.
  const urls = probe.at('url');
  expect(urls.some((o) => o.text.includes('#/checkout/complete'))).toBe(true);
  expect(urls.some((o) => o.text.includes('/sign/'))).toBe(true);
  expectNoPersonalData('URLs', urls, variants);
  expect(probe.at('sessionStorage').some((o) => o.text.startsWith('leasekit.session='))).toBe(true);
  for (const place of ['localStorage', 'sessionStorage', 'indexedDB', 'cookie'])
    expectNoPersonalData(place, probe.at(place), variants);
  // The line the test wrote from inside the app's frame shows the app's console is heard.
  await expect
    .poll(() => probe.at('console').map((o) => o.text))
    .toContain('leak probe: console of the app frame');
  expectNoPersonalData('console output', probe.at('console'), variants);
  const tracking = probe.at('tracking');
  expect(tracking.some((o) => o.text.includes('"event":"form-progress"'))).toBe(true);
  expectNoPersonalData('form-progress events', tracking, variants);
  const messages = await hostMessages(page);
  expect(messages.map((message) => message.data.status)).toContain('success');
  expectNoPersonalData(
    'host messages',
    messages.map((message) => JSON.stringify(message)),
    variants,
  );

  // The sandbox's log lines of this journey: a marker request shows every earlier line is written.
  const marker = `/__sandbox/pd-end-${Date.now() % 1_000_000}`;
  await request.get(marker);
  await expect.poll(() => readFrom(logFile!, logStart)).toContain(`GET ${marker} `);
  const log = readFrom(logFile!, logStart);
  expect(log).toContain('POST /api/v1/cards/token');
  expectNoPersonalData('sandbox log lines', log.split('\n'), variants);
});

import { expect, test } from './support/app';
import { appFrame, openShopCheckout, payWithCard, signOnLenderPage } from './support/checkout';
import { expectNoAxeViolations } from './support/axe';
import {
  WCAG22_AA_TAGS,
  applyTextSpacing,
  expectNoHorizontalOverflow,
  expectPhoneScreen,
  expectTargetsAtLeast24,
} from './support/phone';
import { FAULT_TEXTS, injectFault } from './support/faults';
import { clearFaults } from './support/sandbox';
import { continueStep, latestPin, startAtHomeAddress, stepHeader, uniqueSsn } from './support/wizard';
import type { Frame, Page } from '@playwright/test';

/** A date `days` from today as the date inputs take it (MM/DD/YYYY). */
function dateFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`;
}

async function type(frame: Frame, label: string | RegExp, text: string): Promise<void> {
  const input = frame.getByLabel(label, { exact: typeof label === 'string' });
  await input.tap();
  await input.pressSequentially(text);
}

/**
 * The phone journey: the store selection on its own, then the demo shop's lease checkout in its
 * iframe from the application to the completed checkout, every field typed through its label, asserting
 * on every screen the title, the focus on the h1, no sideways scrolling, 24 px targets and axe WCAG 2.2 AA.
 */
async function phoneJourney(page: Page, request: Parameters<typeof latestPin>[0]): Promise<void> {
  // Store selection (the app on its own, as a shopper's link opens it).
  await page.goto('/?retailer=demo-electronics#/');
  const top = page.mainFrame();
  await expectPhoneScreen(top, 'Choose your store', /^Choose your store – LeaseKit$/, { navigated: false });
  await page.getByRole('button', { name: 'Choose Main Street' }).tap();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  await expectNoHorizontalOverflow(top);
  await expectTargetsAtLeast24(top);

  // The demo shop: its page and modal fit the phone, then the app in the modal's iframe.
  const { frame } = await openShopCheckout(page, 1);
  await expectNoHorizontalOverflow(page.mainFrame());
  const app = await appFrame(page);
  expect(app).toBe(frame);

  await expectPhoneScreen(
    frame,
    'Step 1 (Applicant Information)',
    /^Applicant Information – Step 1 of \d – LeaseKit$/,
  );
  // Autofill tokens on the personal fields the page serves (WCAG 1.3.5).
  await expect(frame.getByLabel('First Name', { exact: true })).toHaveAttribute('autocomplete', 'given-name');
  await expect(frame.getByLabel('Last Name', { exact: true })).toHaveAttribute('autocomplete', 'family-name');
  await expect(frame.getByLabel('Email', { exact: true })).toHaveAttribute('autocomplete', 'email');
  const suffix = String(Date.now()).slice(-6);
  await type(frame, 'First Name', 'Robin');
  await type(frame, 'Last Name', `Phone${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`);
  await type(frame, 'Social Security Number', uniqueSsn().replace(/-/g, ''));
  await type(frame, 'Date of Birth', '01151985');
  await type(frame, 'Mobile Phone', `555${suffix}1`.slice(0, 10));
  await type(frame, 'Email', `robin${suffix}@example.com`);
  await frame.getByRole('button', { name: 'Continue' }).tap();

  await expectPhoneScreen(frame, 'Step 2 (Home Address)', /^Home Address – Step 2 of \d – LeaseKit$/);
  await type(frame, 'Street Address', '100 Main');
  await frame
    .getByRole('button', { name: /100 Main Street/ })
    .first()
    .tap();
  await expect(frame.getByLabel('City', { exact: true })).not.toHaveValue('');
  await frame.getByRole('button', { name: 'Continue' }).tap();

  await expectPhoneScreen(frame, 'Step 3 (Income)', /^Income – Step 3 of \d – LeaseKit$/);
  await frame.getByLabel('Income Source').selectOption({ label: 'Retirement' });
  await type(frame, 'Gross Income (per pay period)', '2500');
  await frame.getByLabel('Pay Frequency').selectOption({ label: 'Monthly' });
  await type(frame, /^Next Pay Date/, dateFromToday(10));
  await frame.getByRole('button', { name: 'Continue' }).tap();

  await expectPhoneScreen(frame, 'Step 4 (Banking)', /^Banking – Step 4 of \d – LeaseKit$/);
  await frame.getByRole('button', { name: 'Skip' }).tap();

  await expectPhoneScreen(frame, 'Step 5 (Co-Applicant)', /^Co-Applicant – Step 5 of \d – LeaseKit$/);
  await frame.getByRole('button', { name: 'Continue' }).tap();

  await expectPhoneScreen(
    frame,
    'Please review your application',
    /^Please review your application – Step 6 of \d – LeaseKit$/,
  );
  await frame.getByRole('button', { name: 'Confirm & Submit' }).tap();

  await expectPhoneScreen(frame, 'Text Message Verification', /^Text Message Verification – .*LeaseKit$/);
  const pin = await latestPin(request);
  const pinInput = frame.getByLabel('Enter the 5-digit PIN we sent to you.');
  // A wrong PIN first: the error is on the field with the tries left, the digits are cleared.
  const wrong = pin
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
  await pinInput.pressSequentially(wrong);
  await expect(
    frame.getByText('PIN verification failed. Check the PIN and enter it again: 2 tries left.'),
  ).toBeVisible();
  await expect(pinInput).toHaveAttribute('aria-invalid', 'true');
  await expect(pinInput).toHaveValue('');
  await expect(pinInput).toBeFocused();
  const close = frame.getByRole('button', { name: 'Close toast' }).first();
  const box = (await close.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(frame, { tags: WCAG22_AA_TAGS });
  await pinInput.pressSequentially(pin);

  await expectPhoneScreen(frame, 'Congratulations Robin!', /^Congratulations Robin! – LeaseKit$/);
  // The approval is read with the focused heading, not only shown.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(/approved for up to \$/);
  await frame.getByRole('button', { name: "I agree, let's sign the contract!" }).tap();

  await expectPhoneScreen(frame, 'Lease Summary', /^Lease Summary – LeaseKit$/);
  await frame.getByRole('button', { name: 'Preview Contract' }).tap();

  await expectPhoneScreen(frame, 'Preview Contract', /^Preview Contract – LeaseKit$/);
  await frame.getByRole('button', { name: 'Sign Now' }).tap();

  // The lender's signing page (the sandbox's) fits the phone too.
  await expect(frame.getByLabel('I have read the agreement and sign it electronically.')).toBeVisible({
    timeout: 15_000,
  });
  await frame.waitForLoadState();
  await expectNoHorizontalOverflow(frame);
  await signOnLenderPage(frame);

  await expectPhoneScreen(frame, 'Payment Required', /^Payment Required – LeaseKit$/);
  await frame.getByRole('button', { name: 'Continue' }).tap();
  await expectNoHorizontalOverflow(frame);
  await payWithCard(frame, '4242424242424242');

  // Banking was skipped in the application, and this store wants it after the payment.
  await expectPhoneScreen(frame, 'Banking Details', /^Banking Details – LeaseKit$/);
  await type(frame, 'Routing Number', '026009593');
  await expect(frame.getByRole('textbox', { name: 'Bank Name' })).not.toHaveValue('');
  await type(frame, 'Checking Account Number', '123456789');
  await type(frame, 'Confirm Checking Account Number', '123456789');
  await frame.getByRole('button', { name: 'Continue' }).tap();

  await expectPhoneScreen(frame, 'Checkout complete', /^Checkout complete – LeaseKit$/);
}

test.describe('a phone journey at 375 px, touch, in the demo shop', () => {
  // axe is injected as a script: the app's Content Security Policy would block it.
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, bypassCSP: true });

  test('every screen titled, focused on its h1, without sideways scrolling, 24 px targets, axe WCAG 2.2 AA clean', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await phoneJourney(page, request);
  });
});

test.describe('the same at 320 px with WCAG 1.4.12 text spacing', () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true, bypassCSP: true });

  test('text spacing at 320 px clips nothing and scrolls nothing sideways', async ({ page, request }) => {
    test.setTimeout(240_000);
    await applyTextSpacing(page);
    await phoneJourney(page, request);
  });
});

test.describe('a form-level error on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  test.afterEach(async ({ request }) => clearFaults(request));

  test('a 500 on Continue brings its alert into view and focuses it', async ({ app, page, request }) => {
    await startAtHomeAddress(app, page);
    await continueStep(page);
    await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
    await injectFault(request, {
      path: '/apply-v2/application/step/applicantIncome',
      mode: '500',
      method: 'POST',
    });
    await page.getByRole('button', { name: 'Continue' }).tap();
    const alert = page.locator('[data-slot="schema-form-alert"]');
    await expect(alert).toContainText(FAULT_TEXTS.invalidResponse);
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  });
});

import type { Page } from '@playwright/test';
import { expect, test, type ApplyApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { gateRequests } from '../support/faults';
import { readLatestLink, STORES } from '../support/sandbox';
import {
  continueStep,
  startFilledApplication,
  stepHeader,
  storedApplication,
  toConfirmation,
} from '../support/wizard';

const FAILED = 'Unable to complete process. Please wait a few seconds and try again.';

function verifyButton(page: Page) {
  return page.getByRole('button', { name: 'I have completed the verification' });
}

test('spec 01 §2, §5, §8; 03 §4: intellicheckStep 1 places the identity check at the confirmation: send, not completed yet, resend, link opened, verified, then the PIN', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.idCheck);
  await app.expectRoute('/apply');
  await toConfirmation(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();

  await app.expectRoute('/intellicheck');
  await app.expectHeading('Identity Verification');
  await expect(
    page.getByText(
      'We will send a link to your mobile phone. Open it, complete the verification, then confirm here.',
    ),
  ).toBeVisible();
  // The application's mobile phone, masked (###) ###-####; verify waits for a sent link.
  const phone = page.getByLabel('Mobile phone');
  await expect(phone).toHaveValue(/^\(\d{3}\) \d{3}-\d{4}$/);
  await expect(verifyButton(page)).toBeDisabled();
  await app.expectAccessible();

  // A phone that is not 10 digits is refused before any call, keeping what was typed.
  await phone.fill('61455');
  await expect(phone).toHaveValue('(614) 55');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('The Mobile phone value must be a phone number.')).toBeVisible();
  await expect(phone).toHaveValue('(614) 55');
  await phone.fill('6145550188');
  await expect(phone).toHaveValue('(614) 555-0188');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Link sent to your Mobile phone.')).toBeVisible();
  await expect(verifyButton(page)).toBeEnabled();
  const first = await readLatestLink(request, '6145550188');

  // Verify before the link was opened (202): the failure text, and the button works again.
  await verifyButton(page).click();
  await expect(page.getByText(FAILED)).toBeVisible();
  await expect(verifyButton(page)).toBeEnabled();
  await app.expectAccessible();

  // Resend (with the check's id): a new link replaces the first one.
  await page.getByRole('button', { name: 'Resend Link' }).click();
  await expect(page.getByText('Link sent to your Mobile phone.')).toBeVisible();
  const second = await readLatestLink(request, '6145550188', [first]);
  expect((await request.get(first)).status()).toBe(404);

  // The shopper opens the link on the phone, then confirms here: back to the confirmation.
  // The link's page completes the check on the shopper's confirmation (a POST), not on opening.
  const opened = await request.post(second);
  expect(await opened.text()).toContain('Identity verified');
  await verifyButton(page).click();
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  expect((await storedApplication(page, request)).intellicheck_completed).toBe(true);

  // Confirm & Submit now goes on to the PIN.
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await app.expectHeading('Text Message Verification');
});

/**
 * Starts an application at Main Street with the identity check placed after applicant info
 * (intellicheckStep 0), fills and saves the applicant info, and sends the link to `phone`.
 * No seeded store has intellicheck_step 0: the exchange's session state is changed in this browser.
 */
async function sendLinkAfterApplicantInfo(app: ApplyApp, phone: string): Promise<void> {
  const { page } = app;
  await page.route('**/apply-v2/checkpoint/exchange', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { state?: Record<string, unknown> } };
    if (body.data?.state) Object.assign(body.data.state, { intellicheckEnabled: true, intellicheckStep: 0 });
    await route.fulfill({ response, json: body });
  });
  await startFilledApplication(app, page);
  await continueStep(page);
  await app.expectRoute('/intellicheck');
  await app.expectHeading('Identity Verification');
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Link sent to your Mobile phone.')).toBeVisible();
}

test('spec 03 §4; 01 §8: intellicheckStep 0 places the identity check after applicant info; an already sent link (208) goes straight to verify; verified, the wizard continues at the next step', async ({
  app,
  page,
  request,
}) => {
  await sendLinkAfterApplicantInfo(app, '6145550177');
  const link = await readLatestLink(request, '6145550177');

  // A reload forgets the check in memory; sending again answers 208 (already sent): verify at once.
  await page.reload();
  await app.expectHeading('Identity Verification');
  await expect(verifyButton(page)).toBeDisabled();
  await page.getByLabel('Mobile phone').fill('6145550177');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(verifyButton(page)).toBeEnabled();
  await expect(page.getByText('Link sent to your Mobile phone.')).toHaveCount(0);

  expect((await request.post(link)).status()).toBe(200);
  await verifyButton(page).click();
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  expect((await storedApplication(page, request)).intellicheck_completed).toBe(true);
});

test('spec 03 §2, §4, §7: the phone’s link continues on that device through the exchange screen (One moment please...), then the checkpoint asks for the unverified application', async ({
  app,
  page,
  request,
  browser,
}) => {
  await sendLinkAfterApplicantInfo(app, '6145550166');
  const link = await readLatestLink(request, '6145550166');

  // "Another device": its own context, storage and session. The exchange call is held until the screen
  // is scanned.
  const phoneContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phonePage = await phoneContext.newPage();
  const exchange = await gateRequests(phonePage, '/apply-v2/intellicheck/exchange', 'GET');
  await phonePage.goto(link);
  await phonePage.getByRole('button', { name: 'Confirm my identity' }).click();
  await expect(phonePage.getByRole('heading', { name: 'Identity verified' })).toBeVisible();
  await phonePage.getByRole('link', { name: 'Continue on this device' }).click();
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Identity Verification');
  await expect(phonePage.getByText('One moment please...').first()).toBeVisible();
  await expect.poll(() => exchange.seen()).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(phonePage);
  await exchange.release();
  // The exchanged session has an application that is not verified and no checkout: the checkpoint.
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText("Let's Get Started");
  expect(new URL(phonePage.url()).hash).toBe('#/checkpoint');
  await phoneContext.close();
});

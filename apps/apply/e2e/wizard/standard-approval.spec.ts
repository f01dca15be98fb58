import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import {
  continueStep,
  fill,
  freshSsn,
  latestPin,
  stepHeader,
  storedApplication,
  expectScreenAccessible,
} from '../support/wizard';

test('spec 03 §2, §4; 02 §2, §4: standard approval step by step, PIN from the outbox, approved', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();
  // 03 §2: the store's program shows its details (display_store_info_contract_screen).
  await expect(page.getByRole('region', { name: 'Store information' })).toContainText('Main Street');
  await expectScreenAccessible(page);

  // Step 1: the Fill scenario fills the applicant; the SSN is typed by hand over it.
  await fill(page, 'option-a');
  await expect(page.getByLabel('First Name')).toHaveValue('Avery');
  const ssn = await freshSsn(page);
  await continueStep(page);

  // Step 2: the address with suggestions from 3 characters; choosing one fills city, state and zip.
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  const street = page.getByLabel('Street Address');
  await street.fill('');
  await street.pressSequentially('100 Main');
  await page
    .getByRole('button', { name: /100 Main Street/ })
    .first()
    .click();
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await expectScreenAccessible(page);
  await continueStep(page);

  // Step 3: income (filled).
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await continueStep(page);

  // Step 4: banking is optional at this store: the switch, Back and Skip.
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();
  await expect(page.getByText('I would like to add my banking details now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectScreenAccessible(page);
  await page.getByRole('button', { name: 'Skip' }).click();

  // Step 5: no co-applicant.
  await expect(stepHeader(page, 'Step 5 (Co-Applicant)')).toBeVisible();
  await expect(
    page.getByText('I have a co-applicant and confirm they live at the same address'),
  ).toBeVisible();
  await continueStep(page);

  // Confirmation: sections with Edit, the SSN masked to its last 4, Add Co-Applicant, consent links.
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applicant Information' })).toBeVisible();
  await expect(page.getByText(`***-**-${ssn.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(ssn)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Co-Applicant' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service Agreement' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
  await expectScreenAccessible(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();

  // Verification: 'Text Message Verification', the PIN auto-submits at the fifth digit.
  await app.expectHeading('Text Message Verification');
  await expect(page.getByText('Standard messaging rates may apply.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend PIN?' })).toBeVisible();
  await expect(page.getByText('Send via SMS')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Application' })).toBeVisible();
  await expectScreenAccessible(page);
  const pin = await latestPin(request);
  await page.getByLabel('Enter the 5-digit PIN we sent to you.').pressSequentially(pin);
  await expect(page.getByText('PIN verification successful.')).toBeVisible();
  await app.expectRoute('/result/approved');

  const stored = await storedApplication(page, request);
  expect(stored.applicant.last_name).toBe('Anderson');
  expect(stored.applicant.social_security_number).toBe(`XXX-XX-${ssn.slice(-4)}`);
  expect(stored.applicant.location.city).not.toBe('');
  expect(stored.banking).toBeNull();
  expect(stored.has_co_applicant).toBe(false);
  expect(stored.verified).toBe(true);
  expect(stored.submitted).toBe(true);
  expect(stored.terms_accepted).toBe(true);
  expect(stored.application_result.code).toBe('A');
});

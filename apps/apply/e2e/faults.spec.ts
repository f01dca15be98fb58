import { expect, test } from './support/app';
import { clearFaults } from './support/sandbox';
import { FAULT_TEXTS, expectFaultsUsed, injectFault, injectTimeout } from './support/faults';
import {
  continueStep,
  startAtHomeAddress,
  startFilledApplication,
  stepHeader,
  storedApplication,
} from './support/wizard';

/** The address step saves through the address form's own action (01 §7). */
const ADDRESS_SAVE = '/apply-v2/applicant/address';
const INCOME_SAVE = '/apply-v2/application/step/applicantIncome';
const INFO_SAVE = '/apply-v2/application/step/applicantInfo';

test.afterEach(async ({ request }) => clearFaults(request));

test('spec 01 §8, §9: a step save that times out shows the 408 message, keeps every value, and Continue succeeds on retry', async ({
  app,
  page,
  request,
}) => {
  // The client gives up after 10 s (01 §9): the page's clock jumps there instead of waiting.
  await page.clock.install();
  await startAtHomeAddress(app, page);

  await page.getByLabel('Apt / Suite').fill('Unit 7');
  const street = await page.getByLabel('Street Address').inputValue();
  const city = await page.getByLabel('City').inputValue();
  const held = await injectTimeout(request, { path: ADDRESS_SAVE, method: 'POST' });
  await continueStep(page);
  await held();
  await page.clock.fastForward(10_000);

  await expect(page.getByText(FAULT_TEXTS.timeout)).toBeVisible();
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  await expect(page.getByLabel('Apt / Suite')).toHaveValue('Unit 7');
  await expect(page.getByLabel('Street Address')).toHaveValue(street);
  await expect(page.getByLabel('City')).toHaveValue(city);

  await continueStep(page);
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await expectFaultsUsed(request);
  const stored = await storedApplication(page, request);
  expect(stored.applicant.location).toMatchObject({ line_1: street, line_2: 'Unit 7', city });
});

test("spec 01 §8: a 500 without a body shows 'An invalid response was returned from the server.' and nothing is lost", async ({
  app,
  page,
  request,
}) => {
  await startAtHomeAddress(app, page);
  await continueStep(page);
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();

  const gross = page.getByLabel('Gross Income (per pay period)');
  const title = page.getByLabel(/^Title \/ Department/);
  await gross.fill('2150');
  await title.fill('Night shift lead');
  await injectFault(request, { path: INCOME_SAVE, mode: '500', method: 'POST' });
  await continueStep(page);

  await expect(page.getByText(FAULT_TEXTS.invalidResponse)).toBeVisible();
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await expect(gross).toHaveValue('2150');
  await expect(title).toHaveValue('Night shift lead');

  await continueStep(page);
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();
  await expect(page.getByText(FAULT_TEXTS.invalidResponse)).toHaveCount(0);
  const stored = await storedApplication(page, request);
  expect(stored.applicant.income[0]).toMatchObject({ title_department: 'Night shift lead' });
  expect(Number(stored.applicant.income[0].gross)).toBe(2150);
});

test('spec 01 §5, §8: a 422 on a step puts its errors on the fields, inline and in the focused error summary', async ({
  app,
  page,
  request,
}) => {
  const ssn = await startFilledApplication(app, page);
  const dateOfBirth = page.getByLabel('Date of Birth');
  const email = page.getByLabel('Email');
  const typed = { dateOfBirth: await dateOfBirth.inputValue(), email: await email.inputValue() };
  // The sandbox's own texts for these fields (its server-side rules).
  const dobMessage = 'The applicant must be 18 or older';
  const emailMessage = 'Enter Email in the correct format, like name@example.com';
  await injectFault(request, {
    path: INFO_SAVE,
    mode: '422',
    method: 'POST',
    data: { 'applicant.date_of_birth': [dobMessage], 'applicant.email': [emailMessage] },
  });
  await continueStep(page);

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([dobMessage, emailMessage]);
  // The same messages inline, tied to their inputs.
  await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
  await expect(dateOfBirth).toHaveAccessibleDescription(new RegExp(dobMessage));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(new RegExp(emailMessage));
  // Nothing typed is lost, and the summary's links lead to the fields.
  await expect(dateOfBirth).toHaveValue(typed.dateOfBirth);
  await expect(email).toHaveValue(typed.email);
  await expect(page.getByLabel('Social Security Number')).toHaveValue(`***-**-${ssn.slice(-4)}`);
  await summary.getByRole('link', { name: emailMessage }).click();
  await expect(email).toBeFocused();
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();

  await continueStep(page);
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  const stored = await storedApplication(page, request);
  expect(stored.applicant.email).toBe(typed.email);
  expect(stored.applicant.social_security_number).toBe(`XXX-XX-${ssn.slice(-4)}`);
});

test('spec 03 §2, §4: a reload mid-journey resumes through the checkpoint without retyping saved steps', async ({
  app,
  page,
  request,
}) => {
  const ssn = await startAtHomeAddress(app, page);
  await page.getByLabel('Apt / Suite').fill('Unit 12');
  await continueStep(page);
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await continueStep(page);
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();
  const before = await storedApplication(page, request);

  // Only the opaque token survives the reload: the session comes back through the checkpoint exchange.
  const exchanged = page.waitForRequest((r) => new URL(r.url()).pathname === '/apply-v2/checkpoint/exchange');
  await page.reload();
  await exchanged;
  // The tab comes back at the step it was on (03 §4); the saved steps are not typed again.
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();

  const after = await storedApplication(page, request);
  expect(after.id).toBe(before.id);
  expect(after.applicant.social_security_number).toBe(`XXX-XX-${ssn.slice(-4)}`);
  expect(after.applicant.location.line_2).toBe('Unit 12');
  expect(after.applicant.last_name).toBe('Anderson');
});

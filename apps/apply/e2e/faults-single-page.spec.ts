import { expect, test } from './support/app';
import { STORES, clearFaults } from './support/sandbox';
import { FAULT_TEXTS, countRequests, injectFault } from './support/faults';
import { fill, freshSsn, stepHeader, storedApplication } from './support/wizard';

/** The single-page address section saves through the address form's own action (01 §7). */
const ADDRESS_SAVE = '/apply-v2/applicant/address';

test.afterEach(async ({ request }) => clearFaults(request));

test('spec 01 §4, §8: a dropped connection during single-page autosave is retried and the final submit carries all data', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.singlePage);
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 1 (Application)')).toBeVisible();
  await fill(page, 'option-a');
  const info = page.locator('[data-section="applicantInfo"]');
  const address = page.locator('[data-section="applicantAddress"]');
  const income = page.locator('[data-section="applicantIncome"]');
  const ssn = await freshSsn(info);
  for (const section of [info, address, income])
    await expect(section.getByRole('status')).toHaveText('Saved', { timeout: 15_000 });

  const sent = countRequests(page);
  // Chromium itself resends a request whose reused connection drops, up to twice: the connection stays
  // down (every try dropped) until the app has shown the failure, then comes back.
  await injectFault(request, { path: ADDRESS_SAVE, mode: 'drop', method: 'POST', count: 100 });
  await address.getByLabel('Apt / Suite').fill('Unit 9');
  await income.getByLabel(/^Title \/ Department/).fill('Night shift lead');
  // The dropped save is told (01 §8's no-response text) and keeps the values.
  await expect(address.getByRole('status')).toHaveText(`Not saved: ${FAULT_TEXTS.timeout}`);
  await expect(address.getByLabel('Apt / Suite')).toHaveValue('Unit 9');
  await clearFaults(request);
  // Retried by itself once the connection is back: nothing is retyped, nothing else is clicked.
  await expect(address.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  expect(sent.count(`POST ${ADDRESS_SAVE}`)).toBeGreaterThanOrEqual(2);
  await expect(income.getByRole('status')).toHaveText('Saved');

  const submitted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/apply-v2/application',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const body = (await submitted).postDataJSON() as {
    applicant: { location: { line_2: string }; income: { title_department: string }[] };
  };
  expect(body.applicant.location.line_2).toBe('Unit 9');
  expect(body.applicant.income[0]!.title_department).toBe('Night shift lead');
  await expect(stepHeader(page, 'Step 2 (Confirmation)')).toBeVisible({ timeout: 20_000 });

  const stored = await storedApplication(page, request);
  expect(stored.applicant.location.line_2).toBe('Unit 9');
  expect(stored.applicant.location.city).toBe('Columbus');
  expect(stored.applicant.income[0].title_department).toBe('Night shift lead');
  expect(stored.applicant.social_security_number).toBe(`XXX-XX-${ssn.slice(-4)}`);
});

test('single-page mode: the banking switch starts off, and switched on shows the banking fields once the applicant info is saved', async ({
  app,
  page,
}) => {
  await app.initiate(STORES.singlePage);
  await app.expectRoute('/apply');
  const banking = page.locator('[data-section="applicantBanking"]');
  const toggle = banking.getByRole('switch', { name: 'I would like to add my banking details now' });
  await expect(toggle).not.toBeChecked();
  await expect(banking.getByLabel(/^Routing Number/)).toHaveCount(0);
  // Once the applicant info is saved the section opens; the switch turns the fields on.
  await fill(page, 'option-a');
  const info = page.locator('[data-section="applicantInfo"]');
  await freshSsn(info);
  await expect(info.getByRole('status')).toHaveText('Saved', { timeout: 15_000 });
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(banking.getByLabel(/^Routing Number/)).toBeVisible();
  await expect(banking.getByLabel(/^Checking Account Number/)).toBeVisible();
});

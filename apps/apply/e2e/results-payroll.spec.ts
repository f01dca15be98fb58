import type { Browser, Page } from '@playwright/test';
import { expect, test, type ApplyApp } from './support/app';
import {
  addFault,
  clearFaults,
  readLatestLink,
  readStoredApplication,
  submitApplicationViaApi,
} from './support/sandbox';
import { startApplication } from './support/wizard';

const PENDING =
  'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.';

/**
 * A sandbox SSN whose last four pick the decision (SSNs starting with 9: apps/sandbox README), and a
 * phone of its own so the payroll links can be read from the outbox.
 */
function magicApplicant(last4: string) {
  const n = String(Math.floor(Math.random() * 9000) + 1000);
  return {
    social_security_number: `9${n.slice(0, 2)}-${n.slice(2)}-${last4}`,
    cell: `614${n}${last4.slice(1)}`,
  };
}

/** Submits an application through the API, then opens its result screen through the resume route. */
async function openResult(
  app: ApplyApp,
  request: Parameters<typeof submitApplicationViaApi>[0],
  last4: string,
) {
  await startApplication(app);
  const applicant = magicApplicant(last4);
  const { applicationId } = await submitApplicationViaApi(request, app.page, 'option-a', 1, applicant);
  await app.open('/checkpoint/redirect');
  return { applicationId, cell: applicant.cell };
}

/**
 * The shopper opens the payroll link on the phone (a browser of its own) and connects the payroll with
 * the page's button: opening the link only asks, as a link preview must change nothing.
 */
async function connectPayroll(browser: Browser, link: string): Promise<void> {
  const phone = await browser.newContext();
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByRole('heading', { name: 'Connect your payroll' })).toBeVisible();
    await phonePage.getByRole('button', { name: 'Connect my payroll' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Payroll connected' })).toBeVisible();
  } finally {
    await phone.close();
  }
}

function panel(page: Page) {
  return page.locator('[data-slot="payroll-panel"]');
}

/** Types in the employer search and lists what the sandbox found. */
async function searchEmployer(page: Page, keyword: string): Promise<void> {
  const input = page.locator('[data-slot="combobox-input"]');
  // The list may still be open from the last search (nothing was chosen); a click would close it.
  if (!(await input.isVisible())) await panel(page).getByRole('combobox', { name: 'Employer' }).click();
  await input.fill(keyword);
}

test('spec 02 §2, §4, §8; 03 §4, §7, §8: the approved screen’s payroll panel: employer not supported, Check Eligibility, auto-refresh, Refresh pending, Resend, link opened, the raised approval', async ({
  app,
  page,
  request,
  browser,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await page.clock.install();
  const { applicationId, cell } = await openResult(app, request, '4001');
  await app.expectRoute('/result/approved');
  await expect(
    panel(page).getByRole('heading', { name: 'Increase your approval with payroll deduction' }),
  ).toBeVisible();
  const check = panel(page).getByRole('button', { name: 'Check Eligibility' });
  await expect(check).toBeDisabled();

  // No employer found, and an employer without payroll deduction: 'Employer not supported!'.
  await searchEmployer(page, 'Nowhere Corp');
  await expect(panel(page).getByText('Employer not supported!')).toBeVisible();
  await searchEmployer(page, 'Initech');
  await expect(page.getByRole('option', { name: 'Initech Software' })).toBeVisible();
  await expect(panel(page).getByText('Employer not supported!')).toHaveCount(0);
  await page.getByRole('option', { name: 'Initech Software' }).click();
  await expect(panel(page).getByText('Employer not supported!')).toBeVisible();
  await expect(check).toBeDisabled();
  await app.expectAccessible();

  // A supported async employer: Check Eligibility sends the link and starts the affordability check.
  await searchEmployer(page, 'Acme Log');
  await page.getByRole('option', { name: 'Acme Logistics' }).click();
  await expect(panel(page).getByText('Employer not supported!')).toHaveCount(0);
  await check.click();
  await expect(panel(page).getByText('Affordability check initiated!')).toBeVisible();
  const refresh = panel(page).getByRole('button', { name: 'Refresh' });
  const resend = panel(page).getByRole('button', { name: 'Resend link' });
  await expect(refresh).toBeVisible();
  await expect(resend).toBeVisible();
  const firstLink = await readLatestLink(request, cell);
  await app.expectAccessible();

  // 3 s later the state refreshes by itself, silently while the employer is pending.
  const autoRefresh = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/payroll/${applicationId}/refresh`),
  );
  await page.clock.runFor(3_000);
  expect((await autoRefresh).status()).toBe(409);
  await expect(refresh).toBeEnabled();
  await expect(page.getByText(PENDING)).toHaveCount(0);

  // A manual Refresh before the link is opened: the pending text.
  await refresh.click();
  await expect(page.getByText(PENDING)).toBeVisible();

  // Resend: a new link; a failing resend says so.
  await resend.click();
  await expect(page.getByText('Link sent successfully!')).toBeVisible();
  const link = await readLatestLink(request, cell, [firstLink]);
  await addFault(request, { path: `/api/v1/payroll/${applicationId}/restart`, mode: '500' });
  await resend.click();
  await expect(page.getByText('Unable to send link!')).toBeVisible();
  await clearFaults(request);

  // The shopper opens the link and connects; Refresh completes and the raised approval is shown and stored.
  await connectPayroll(browser, link);
  await refresh.click();
  await expect(page.getByText('Eligibility process completed!')).toBeVisible();
  await expect(page.getByText('$2,000.00').first()).toBeVisible();
  const stored = await readStoredApplication(request, applicationId);
  expect(stored.offerAmounts).toMatchObject({ A: '2000.00' });
});

test('spec 03 §4: an employer that enrols at once (sync) raises the approval without a refresh call', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine
  const { applicationId } = await openResult(app, request, '4001');
  await app.expectRoute('/result/approved');
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/v1/payroll/${applicationId}/refresh`)) refreshes.push(r.url());
  });
  await searchEmployer(page, 'Stark');
  await page.getByRole('option', { name: 'Stark Industries' }).click();
  await panel(page).getByRole('button', { name: 'Check Eligibility' }).click();
  await expect(page.getByText('$2,000.00').first()).toBeVisible();
  expect(refreshes).toEqual([]);
  const stored = await readStoredApplication(request, applicationId);
  expect(stored.offerAmounts).toMatchObject({ A: '2000.00' });
});

test('spec 02 §1, §4, §8: a denial that offers payroll: an affordability error shows the denial text and keeps the employer for a retry; once payroll approves, the approved screen opens', async ({
  app,
  page,
  request,
  browser,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  const { applicationId, cell } = await openResult(app, request, '2003');
  await app.expectRoute('/result/denied');
  await app.expectHeading('Thanks For Applying');
  await expect(
    panel(page).getByRole('heading', { name: 'Increase your approval with payroll deduction' }),
  ).toBeVisible();
  await app.expectAccessible();

  await searchEmployer(page, 'Umbrella');
  await page.getByRole('option', { name: 'Umbrella Health' }).click();
  // The affordability call fails: for a result other than A, the denial text (02 §4).
  await addFault(request, { path: `/api/v1/payroll/${applicationId}/affordability`, mode: '500' });
  await panel(page).getByRole('button', { name: 'Check Eligibility' }).click();
  await expect(
    panel(page).getByText(
      'Unfortunately, we were unable to approve you through payroll deduction at this time.',
    ),
  ).toBeVisible();
  await clearFaults(request);
  // The employer is kept: Check Eligibility again without searching again.
  await expect(panel(page).getByRole('combobox', { name: 'Employer' })).toHaveText(/Umbrella Health/);
  const autoRefresh = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/payroll/${applicationId}/refresh`),
  );
  await panel(page).getByRole('button', { name: 'Check Eligibility' }).click();
  await expect(panel(page).getByText('Affordability check initiated!')).toBeVisible();

  // The 3 s auto-refresh finds the employer still pending; then the shopper connects on the phone and
  // presses Refresh.
  expect((await autoRefresh).status()).toBe(409);
  await connectPayroll(browser, await readLatestLink(request, cell));
  await panel(page).getByRole('button', { name: 'Refresh' }).click();
  await app.expectRoute('/result/approved');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Congratulations');
  expect(await readStoredApplication(request, applicationId)).toMatchObject({
    status: 'approved',
    result_code: 'A',
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type ApplyApp } from './support/app';
import { patchCheckpointExchange, submitApplicationViaApi } from './support/sandbox';

test.describe.configure({ timeout: 90_000 });

/** An application approved at Protected Plus (store 7: not HVAC, OCP enabled), on its approved screen. */
async function approvedAtOcpStore(app: ApplyApp, page: Page, request: APIRequestContext) {
  await app.initiate({ retailer: 'demo-electronics', store: 'ocp' });
  await app.expectRoute('/apply');
  const approved = await submitApplicationViaApi(request, page, 'option-a', 7);
  await app.open('/checkpoint/redirect');
  await app.expectRoute('/result/approved');
  return approved;
}

/** The page configuration's Create Contract template (apps/apply README configuration). */
async function configureCreateContract(page: Page) {
  await page.addInitScript(() => {
    window.__LEASEKIT_CONFIG__ = {
      ...window.__LEASEKIT_CONFIG__,
      createContractUrl: '/staff/stores/{store}/contracts/new?application={application}',
    };
  });
}

test("spec 02 §2, 03 §5, §7: the approved screen's OCP choice reaches the payments call as ocpIncluded, and the calculator's amount shows its error when raised to the minimum", async ({
  app,
  page,
  request,
}) => {
  // Protected Plus (store 7): a non-HVAC store with OCP enabled.
  await approvedAtOcpStore(app, page, request);
  const calculator = page.locator('[data-slot="payment-calculator"]');
  await expect(calculator.locator('[data-slot="payment-quote"]')).toContainText('$', { timeout: 15_000 });
  const ocp = calculator.getByRole('switch', { name: 'Add OCP protection for $2.99 per week' });
  await expect(ocp).not.toBeChecked();
  const payments = page.waitForRequest(
    (r) => r.url().includes('/api/v1/score/payments') && r.postDataJSON()?.ocpIncluded === true,
  );
  await ocp.click();
  expect((await payments).postDataJSON()).toMatchObject({ ocpIncluded: true });
  await expect(ocp).toBeChecked();
  await app.expectAccessible();
  // 03 §5: below the minimum the amount is raised to it; the input's error slot says so (02 §5 text).
  const amount = calculator.getByLabel('Lease amount');
  await amount.fill('50');
  await expect(amount).toHaveValue(/^300(\.00)?$/);
  await expect(calculator.getByText('Minimum allowed lease amount is $300.00')).toBeVisible();
  await app.expectAccessible();
});

test("spec 02 §1, 03 §2: an active web session makes a portal application, whose 'Create Contract' link comes from the configured template", async ({
  app,
  page,
  request,
}) => {
  await configureCreateContract(page);
  // The lender's answer says the session is an active web session (a staff member's portal session).
  await patchCheckpointExchange(page, (data) => {
    data.state = { ...data.state, activeWebSession: true };
  });
  const { applicationId } = await approvedAtOcpStore(app, page, request);
  await expect(page.getByRole('link', { name: 'Create Contract' })).toHaveAttribute(
    'href',
    `/staff/stores/7/contracts/new?application=${applicationId}`,
  );
  await app.expectAccessible();
});

test("spec 02 §1: without an active web session or a portal origin there is no 'Create Contract' link", async ({
  app,
  page,
  request,
}) => {
  await configureCreateContract(page);
  await approvedAtOcpStore(app, page, request);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Contract' })).toHaveCount(0);
});

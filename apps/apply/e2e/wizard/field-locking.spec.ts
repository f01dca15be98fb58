import { expect, test, type ApplyApp } from '../support/app';
import { createCheckout, patchCheckpointExchange } from '../support/sandbox';
import { stepHeader } from '../support/wizard';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * A pre-filled application (the lender's checkout record carries `prefill`) on a page whose configuration
 * asks to lock the pre-filled fields (`lockApplicantFields`, apps/apply README configuration).
 */
async function openPrefilled(app: ApplyApp, page: Page, request: APIRequestContext, storeId: number) {
  await page.addInitScript(() => {
    window.__LEASEKIT_CONFIG__ = { ...window.__LEASEKIT_CONFIG__, lockApplicantFields: true };
  });
  // The retailer's checkout as the lender keeps it, with the applicant data it sent to pre-fill: the
  // answer stays a whole checkout record, which the client parses with the contract's schema.
  await patchCheckpointExchange(page, (data) => {
    if (data.checkout) data.checkout.prefill = { last_name: 'Rivera' };
  });
  const { url } = await createCheckout(request, { storeId });
  await page.goto(url);
  await app.expectRoute('/apply');
}

async function expectLocked(scope: ReturnType<Page['locator']> | Page) {
  for (const label of [/^Last Name/, /^Social Security Number/, /^Date of Birth/])
    await expect(scope.getByLabel(label)).toHaveAttribute('readonly', '');
  await expect(scope.getByLabel(/^First Name/)).not.toHaveAttribute('readonly', '');
}

test('spec 01 §5: pre-fill locks last name, SSN and date of birth in step mode', async ({
  app,
  page,
  request,
}) => {
  await openPrefilled(app, page, request, 1);
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();
  await expectLocked(page);
  await app.expectAccessible();
});

test('spec 01 §5: pre-fill locks the same fields in single-page mode', async ({ app, page, request }) => {
  await openPrefilled(app, page, request, 3);
  await expect(stepHeader(page, 'Step 1 (Application)')).toBeVisible();
  await expectLocked(page.locator('[data-section="applicantInfo"]'));
  await app.expectAccessible();
});

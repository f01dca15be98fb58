import { expect, test, type ApplyApp } from '../support/app';
import { patchCheckpointExchange, STORES } from '../support/sandbox';
import { stepHeader } from '../support/wizard';
import type { Page } from '@playwright/test';

/**
 * A pre-filled application (the lender's checkout record carries `prefill`) on a page whose configuration
 * asks to lock the pre-filled fields (`lockApplicantFields`, apps/apply README configuration).
 */
async function openPrefilled(app: ApplyApp, page: Page, store: { retailer: string; store: string }) {
  await page.addInitScript(() => {
    window.__LEASEKIT_CONFIG__ = { ...window.__LEASEKIT_CONFIG__, lockApplicantFields: true };
  });
  await patchCheckpointExchange(page, (data) => {
    data.checkout = { ...(data.checkout ?? {}), prefill: { source: 'retailer' } };
  });
  await app.initiate(store);
  await app.expectRoute('/apply');
}

async function expectLocked(scope: ReturnType<Page['locator']> | Page) {
  for (const label of [/^Last Name/, /^Social Security Number/, /^Date of Birth/])
    await expect(scope.getByLabel(label)).toHaveAttribute('readonly', '');
  await expect(scope.getByLabel(/^First Name/)).not.toHaveAttribute('readonly', '');
}

test('spec 01 §5: pre-fill locks last name, SSN and date of birth in step mode', async ({ app, page }) => {
  await openPrefilled(app, page, STORES.main);
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();
  await expectLocked(page);
  await app.expectAccessible();
});

test('spec 01 §5: pre-fill locks the same fields in single-page mode', async ({ app, page }) => {
  await openPrefilled(app, page, STORES.singlePage);
  await expect(stepHeader(page, 'Step 1 (Application)')).toBeVisible();
  await expectLocked(page.locator('[data-section="applicantInfo"]'));
  await app.expectAccessible();
});

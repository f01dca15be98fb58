import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import {
  fillWithSsn,
  freshSsn,
  stepHeader,
  storedApplication,
  expectScreenAccessible,
} from '../support/wizard';

test('spec 01 §2, §4: single-page mode saves each section by itself and a reload loses nothing', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.singlePage);
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 1 (Application)')).toBeVisible();
  const address = page.locator('[data-section="applicantAddress"]');
  await expect(address.getByRole('heading', { name: /2\.\s*Applicant Address/ })).toBeVisible();
  await expect(address.getByText('First complete the applicant info section')).toBeVisible();
  await expectScreenAccessible(page);

  // Typing saves after the pause: the applicant first, then the others once its id exists.
  await fillWithSsn(page, 'option-a');
  const info = page.locator('[data-section="applicantInfo"]');
  await freshSsn(info);
  await expect(info.getByRole('status')).toHaveText('Saved', { timeout: 15_000 });
  await expect(address.getByText('First complete the applicant info section')).toHaveCount(0);
  await expect(address.getByRole('status')).toHaveText('Saved', { timeout: 15_000 });
  await expect(page.locator('[data-section="applicantIncome"]').getByRole('status')).toHaveText('Saved', {
    timeout: 15_000,
  });
  // Nothing advances by itself.
  await expect(stepHeader(page, 'Step 1 (Application)')).toBeVisible();
  let stored = await storedApplication(page, request);
  expect(stored.applicant.last_name).toBe('Anderson');
  expect(stored.applicant.location.city).toBe('Columbus');

  await page.reload();
  await expect(stepHeader(page, 'Step 1 (Application)')).toBeVisible();
  await expect(info.getByLabel('First Name')).toHaveValue('Avery');
  await expect(address.getByLabel('City')).toHaveValue('Columbus');
  await expect(page.locator('[data-section="applicantIncome"]').getByLabel('Title / Department')).toHaveValue(
    'Warehouse associate',
  );

  await info.getByLabel('Middle Name').fill('Quinn');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeader(page, 'Step 2 (Confirmation)')).toBeVisible({ timeout: 20_000 });
  stored = await storedApplication(page, request);
  expect(stored.applicant.middle_name).toBe('Quinn');
});

import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import {
  continueStep,
  stepHeader,
  storedApplication,
  toConfirmation,
  expectScreenAccessible,
} from '../support/wizard';

test('spec 03 §4: editing a section from the confirmation returns straight to it', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await toConfirmation(page);
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();

  // (The home address is edited in a modal over the confirmation instead: confirmation-edit.spec.ts.)
  // Income is edited on its step, where the minimum-income and employer rules hold while editing;
  // Continue goes straight back to the confirmation, not on to banking.
  await page.getByRole('button', { name: 'Edit Primary Income' }).click();
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await expectScreenAccessible(page);
  await page.getByLabel('Title / Department').fill('');
  await continueStep(page);
  await expect(page.getByText('There is a problem')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter Title / Department' })).toBeVisible();
  await page.getByLabel('Title / Department').fill('Driver');
  await continueStep(page);
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(page.getByText('Driver', { exact: true })).toBeVisible();
  const stored = await storedApplication(page, request);
  expect(stored.applicant.income[0].title_department).toBe('Driver');
});

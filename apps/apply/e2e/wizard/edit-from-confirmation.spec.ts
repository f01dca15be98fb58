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

  await page.getByRole('button', { name: 'Edit Home Address' }).click();
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  await expectScreenAccessible(page);
  await page.getByLabel('Apt / Suite').fill('Unit 7');
  await continueStep(page);

  // Not on to the income step: straight back to the confirmation, showing the change.
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(page.getByText(/Unit 7/)).toBeVisible();
  const stored = await storedApplication(page, request);
  expect(stored.applicant.location.line_2).toBe('Unit 7');

  // Income edited the same way: the minimum-income and employer rules hold while editing.
  await page.getByRole('button', { name: 'Edit Primary Income' }).click();
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await page.getByLabel('Title / Department').fill('');
  await continueStep(page);
  await expect(page.getByText('There is a problem')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter Title / Department' })).toBeVisible();
  await page.getByLabel('Title / Department').fill('Driver');
  await continueStep(page);
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(page.getByText('Driver', { exact: true })).toBeVisible();
});

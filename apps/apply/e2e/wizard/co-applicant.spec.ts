import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import {
  continueStep,
  fill,
  freshSsn,
  stepHeader,
  storedApplication,
  expectScreenAccessible,
} from '../support/wizard';

test('spec 01 §2, §4; 03 §2: a co-applicant is added (steps inserted) then removed after confirming', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await fill(page, 'option-a-b');
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
  await freshSsn(page);
  for (const header of [
    'Step 2 (Home Address)',
    'Step 3 (Income)',
    'Step 4 (Banking)',
    'Step 5 (Co-Applicant)',
  ]) {
    await continueStep(page);
    await expect(stepHeader(page, header)).toBeVisible();
  }
  // The co-applicant switch (filled on) inserts the co-applicant steps.
  const coSwitch = page.getByRole('switch', {
    name: 'I have a co-applicant and confirm they live at the same address',
  });
  await expect(coSwitch).toBeChecked();
  await continueStep(page);
  await expect(stepHeader(page, 'Step 6 (Co-Applicant Information)')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Jamie');
  await expectScreenAccessible(page);
  await continueStep(page);
  await expect(stepHeader(page, 'Step 7 (Co-Applicant Income)')).toBeVisible();
  await expectScreenAccessible(page);
  let stored = await storedApplication(page, request);
  expect(stored.has_co_applicant).toBe(true);
  expect(stored.co_applicant.first_name).toBe('Jamie');
  expect(stored.co_applicant.social_security_number).toBe('XXX-XX-5005');

  // Back to the switch; switching off asks first: No keeps the co-applicant, Yes removes them.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeader(page, 'Step 6 (Co-Applicant Information)')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeader(page, 'Step 5 (Co-Applicant)')).toBeVisible();
  await coSwitch.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByText('The co-applicant and their details will be removed.')).toBeVisible();
  await expectScreenAccessible(page);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(coSwitch).toBeChecked();
  await coSwitch.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(coSwitch).not.toBeChecked();
  await continueStep(page);

  // The co-applicant steps are gone: the confirmation is step 6 again, offering 'Add Co-Applicant'.
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Co-Applicant Information' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Co-Applicant' })).toBeVisible();
  stored = await storedApplication(page, request);
  expect(stored.has_co_applicant).toBe(false);
  expect(stored.co_applicant).toBeNull();
});

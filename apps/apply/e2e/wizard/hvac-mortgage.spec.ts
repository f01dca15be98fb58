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

test('spec 01 §2, §4; 02 §2: HVAC store (breeze) with questions, mortgage details and visible clearing rules', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.hvac);
  await app.expectRoute('/apply');
  expect(await app.theme()).toBe('breeze');
  await expect(stepHeader(page, 'Step 1 (Qualifying Questions)')).toBeVisible();
  // 01 §2: the questions screen is titled 'Instant Approvals up to $18,000' in the app too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instant Approvals up to $18,000');
  await expect(page.getByText('Instant approvals up to $18,000.')).toBeVisible();
  await expectScreenAccessible(page);
  for (const group of await page.getByRole('radiogroup').all())
    await group.getByRole('radio', { name: /YES/i }).check();
  await continueStep(page);

  await expect(stepHeader(page, 'Step 2 (Applicant Information)')).toBeVisible();
  await fill(page, 'option-a-hvac');
  await expect(page.getByLabel('First Name')).toHaveValue('Harper');
  await freshSsn(page);
  await continueStep(page);
  await expect(stepHeader(page, 'Step 3 (Home Address)')).toBeVisible();
  await continueStep(page);

  await expect(stepHeader(page, 'Step 4 (Home Ownership)')).toBeVisible();
  const holder = page.getByLabel('Mortgage Holder Name');
  await expect(holder).toHaveValue('Acme Mortgage');
  await expectScreenAccessible(page);
  // Rent hides and clears the mortgage; back to own-with-loan, the holder comes back empty.
  const ownership = page.getByRole('combobox', { name: 'Ownership' });
  await ownership.selectOption({ label: 'Rent' });
  await expect(holder).toHaveCount(0);
  await ownership.selectOption({ label: 'Own with a loan' });
  await expect(ownership).toHaveValue('own-with-loan');
  await expect(holder).toHaveValue('');
  await holder.fill('Second Mortgage Co');
  await page.getByLabel('Monthly Mortgage Payment').fill('1200');
  await page.getByLabel('Name on Property Deed').fill('Harper Hughes');
  // The owner address copies the saved home address.
  await page.getByRole('button', { name: 'Same as my home address' }).click();
  await expect(page.getByLabel('Owner Street Address')).toHaveValue('12 Oak Avenue');
  await continueStep(page);

  for (const header of ['Step 5 (Income)', 'Step 6 (Banking)', 'Step 7 (Co-Applicant)']) {
    await expect(stepHeader(page, header)).toBeVisible();
    await continueStep(page);
  }
  await expect(stepHeader(page, 'Step 8 (Confirmation)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mortgage Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home-Owner Address' })).toBeVisible();
  await expect(page.getByText('Second Mortgage Co')).toBeVisible();
  await expectScreenAccessible(page);
  const stored = await storedApplication(page, request);
  expect(stored.applicant.hvac_home_ownership).toMatchObject({
    ownership_type: 'own-with-loan',
    mortgage_holder_name: 'Second Mortgage Co',
    name_of_landowner: null,
  });
  expect(stored.applicant.hvac_home_ownership.owner_address.line_1).toBe('12 Oak Avenue');
});

import { expect, test } from '../support/app';
import { countRequests } from '../support/faults';
import {
  continueStep,
  expectScreenAccessible,
  startAtHomeAddress,
  stepHeader,
  storedApplication,
} from '../support/wizard';

test('spec 03 §2, §4: a reload in step mode resumes at the step it was on, with the saved values; nothing is typed again', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  const ssn = await startAtHomeAddress(app, page);
  await continueStep(page);
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await expectScreenAccessible(page);
  await continueStep(page);
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();

  // The Fill data lives only in memory: after the reload, what the forms show comes from the sandbox.
  await page.reload();
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeader(page, 'Step 3 (Income)')).toBeVisible();
  await expect(page.getByLabel('Title / Department')).toHaveValue('Warehouse associate');
  await continueStep(page);
  await expect(stepHeader(page, 'Step 4 (Banking)')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(stepHeader(page, 'Step 5 (Co-Applicant)')).toBeVisible();
  await expectScreenAccessible(page);

  // A skipped banking step is not sent back to: the tab remembers where it was.
  await page.reload();
  await expect(stepHeader(page, 'Step 5 (Co-Applicant)')).toBeVisible();
  await continueStep(page);
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  await expect(page.getByText('Anderson').first()).toBeVisible();
  await expect(page.getByText(`***-**-${ssn.slice(-4)}`)).toBeVisible();

  const stored = await storedApplication(page, request);
  expect(stored.applicant).toMatchObject({
    first_name: 'Avery',
    last_name: 'Anderson',
    social_security_number: `XXX-XX-${ssn.slice(-4)}`,
  });
  expect(stored.applicant.income[0].title_department).toBe('Warehouse associate');
  expect(stored.banking).toBeNull();
  // Only opaque ids are kept for the reload: the session's token, uuid, client id and the wizard's step.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(kept).not.toContain('Anderson');
  expect(kept).not.toContain(ssn.slice(-4));
  expect(JSON.parse(await page.evaluate(() => sessionStorage.getItem('leasekit.wizard') ?? '{}'))).toEqual({
    uuid: stored.uuid,
    step: 'application',
  });
});

test('spec 01 §7, §9: the home address is saved by itself 1500 ms after its last change, so a reload before Continue keeps it', async ({
  app,
  page,
  request,
}) => {
  await page.clock.install();
  await startAtHomeAddress(app, page);
  await expect(page.getByLabel('City')).toHaveValue('Columbus');

  // The clock stands still from here: the save waits 1500 ms after the last edit, by the page's clock.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
  const saves = countRequests(page);
  await page.getByLabel('Street Address').fill('77 Harbor Road');
  await page.clock.runFor(1_499);
  expect(saves.count('POST /apply-v2/applicant/address')).toBe(0);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/apply-v2/applicant/address',
  );
  await page.clock.runFor(1);
  expect((await saved).status()).toBe(200);
  expect((await storedApplication(page, request)).applicant.location.line_1).toBe('77 Harbor Road');

  await page.clock.resume();
  await page.reload();
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  await expect(page.getByLabel('Street Address')).toHaveValue('77 Harbor Road');
  await expect(page.getByLabel('City')).toHaveValue('Columbus');
});

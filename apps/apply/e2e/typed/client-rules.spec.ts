import type { Page } from '@playwright/test';
import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import { continueOn, expectStep, newPerson, typePerson } from './typed';

/** The calls that would send the form: any POST to the lender, and the zip lookup. */
function recordSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' || url.pathname.startsWith('/api/v1/addresses'))
      sent.push(`${request.method()} ${url.pathname}`);
  });
  return sent;
}

/** Types into a field found by its label, then leaves it with Tab as a person does. */
async function typeAndLeave(page: Page, name: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.click();
  await box.pressSequentially(text);
  await box.press('Tab');
}

test("a bad SSN, an under-age birth date, a bad email and a bad ZIP show the lender's messages on blur, with nothing sent", async ({
  app,
  page,
}) => {
  test.slow(); // an application typed key by key on a shared 2-core machine
  await app.initiate(STORES.main);
  await expectStep(page.mainFrame(), 'Step 1 (Applicant Information)');
  const sent = recordSends(page);

  // While focused the shopper sees the digits they type; once left, only the last 4.
  const ssn = page.getByRole('textbox', { name: 'Social Security Number' });
  await ssn.click();
  await ssn.pressSequentially('12345');
  await expect(ssn).toHaveValue('123-45');
  await ssn.press('Tab');
  await expect(ssn).toHaveValue('***-**-2345');
  await expect(ssn).toHaveAccessibleDescription(/Social Security Number must be 9 digits, like 123-45-6789/);
  await expect(ssn).toHaveAttribute('aria-invalid', 'true');

  // Ten years old on any day the test runs.
  const year = new Date().getFullYear() - 10;
  await typeAndLeave(page, 'Date of Birth', `01/15/${year}`);
  await expect(page.getByRole('textbox', { name: 'Date of Birth' })).toHaveAccessibleDescription(
    /The applicant must be 18 or older/,
  );

  await typeAndLeave(page, 'Email', 'avery@example');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /Enter Email in the correct format, like name@example.com/,
  );
  // An empty field left untouched is not an error before Continue (the shared error-timing rule).
  await page.getByRole('textbox', { name: 'First Name' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).press('Tab');
  await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  // Corrected, the step goes through; the ZIP on the next one is checked the same way.
  const person = newPerson('Zoe', 'Zipcheck');
  for (const name of ['Social Security Number', 'Date of Birth', 'Email'])
    await page.getByRole('textbox', { name, exact: true }).clear();
  await typePerson(page.mainFrame(), person);
  await expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
  await continueOn(page.mainFrame());
  await expectStep(page.mainFrame(), 'Step 2 (Home Address)');
  sent.length = 0;
  await typeAndLeave(page, 'Zip Code', '4321');
  await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveAccessibleDescription(
    /Zip Code must be 5 digits/,
  );
  expect(sent).toEqual([]);
});

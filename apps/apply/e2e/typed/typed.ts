import { expect, type APIRequestContext, type Frame } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { latestPin, uniqueSsn } from '../support/wizard';

/**
 * Journeys typed by hand: every field is found by its role and accessible name, as a
 * screen-reader user finds it, and typed key by key; no Fill scenario. A field these helpers cannot
 * reach by role and label is an accessibility defect of the app.
 */

/** A person as the shopper types them. */
export interface TypedPerson {
  firstName: string;
  lastName: string;
  /** Digits only; a fresh one per journey (see {@link uniqueSsn}) unless given. */
  ssn: string;
  /** As typed, MM/DD/YYYY. */
  dateOfBirth: string;
  /** 10 digits. */
  cell: string;
  email: string;
}

/** A person with a fresh SSN, phone and email, so every journey is a new application. */
export function newPerson(firstName: string, lastName: string): TypedPerson {
  const ssn = uniqueSsn().replace(/-/g, '');
  const n = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  return {
    firstName,
    // A random suffix keeps the application its own (the sandbox retrieves same name + SSN + birth date).
    lastName: `${lastName}-${n.slice(0, 4)}`,
    ssn,
    dateOfBirth: '03/14/1985',
    cell: `555${n}`,
    email: `${firstName.toLowerCase()}.${n}@example.com`,
  };
}

/** One income as the shopper enters it; `source` is the option's text. */
export interface TypedIncome {
  source: 'Employment' | 'Self-employed' | 'Retirement' | 'Disability' | 'Other' | 'Social Security';
  /** Per pay period, as typed. */
  gross: string;
  frequency: 'Weekly' | 'Bi-weekly' | 'Semi-monthly' | 'Monthly';
  /**
   * For sources that need one: searched, then picked from the list or kept as typed (`pick` is the
   * option's name); `notSupported` when the lender does not list it ('Employer not supported!').
   */
  employer?: { search: string; pick: string; notSupported?: boolean };
  titleDepartment?: string;
  employerPhone?: string;
}

/** Types into a text box key by key, after clearing it. */
async function type(frame: Frame, name: string | RegExp, text: string): Promise<void> {
  const box = frame.getByRole('textbox', { name });
  await box.click();
  await box.pressSequentially(text);
}

/** The step header 'Step N (title)'. */
export async function expectStep(frame: Frame, header: string): Promise<void> {
  await expect(frame.getByText(header, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

/** Clicks Continue. */
export async function continueOn(frame: Frame): Promise<void> {
  await frame.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Types the applicant (or co-applicant) info step. */
export async function typePerson(frame: Frame, person: TypedPerson): Promise<void> {
  await type(frame, 'First Name', person.firstName);
  await type(frame, /^Last Name/, person.lastName);
  const ssn = frame.getByRole('textbox', { name: 'Social Security Number' });
  await ssn.click();
  await ssn.pressSequentially(person.ssn);
  // While focused the shopper sees their digits; once left, only the last 4.
  await expect(ssn).toHaveValue(`${person.ssn.slice(0, 3)}-${person.ssn.slice(3, 5)}-${person.ssn.slice(5)}`);
  await type(frame, 'Date of Birth', person.dateOfBirth);
  await expect(ssn).toHaveValue(`***-**-${person.ssn.slice(-4)}`);
  await type(frame, 'Mobile Phone', person.cell);
  await type(frame, 'Email', person.email);
}

/** Types the home address: street, zip (the lookup fills city and state), then checks them. */
export async function typeAddress(
  frame: Frame,
  address: { street: string; zip: string; city: string; state: string },
): Promise<void> {
  await type(frame, /^Street Address/, address.street);
  await type(frame, /^Zip Code/, address.zip);
  // The zip lookup (from 5 digits) fills the city and the state.
  await expect(frame.getByRole('textbox', { name: /^City/ })).toHaveValue(address.city);
  await expect(frame.getByRole('combobox', { name: /^State/ })).toHaveValue(address.state);
}

/** Types the income step (or the co-applicant's), searching the employer when the source needs one. */
export async function typeIncome(frame: Frame, income: TypedIncome): Promise<void> {
  await frame.getByRole('combobox', { name: 'Income Source' }).selectOption({ label: income.source });
  await type(frame, /^Gross Income/, income.gross);
  await frame.getByRole('combobox', { name: 'Pay Frequency' }).selectOption({ label: income.frequency });
  if (income.employer) {
    // The source makes employer, title and phone required: no '(optional)' on them.
    for (const name of ['Title / Department', 'Employer Phone'])
      await expect(frame.getByRole('textbox', { name, exact: true })).toBeVisible();
    const employer = frame.getByRole('combobox', { name: 'Employer', exact: true });
    await employer.click();
    const search = frame.getByRole('combobox', { name: 'Search' });
    await search.pressSequentially(income.employer.search);
    if (income.employer.notSupported)
      await expect(frame.getByText('Employer not supported!', { exact: true })).toBeVisible();
    await frame.getByRole('option', { name: income.employer.pick }).click();
    await expect(employer).toContainText(income.employer.search);
    // The step with the search's hint, list and chosen employer passes axe.
    await expectNoAxeViolations(frame);
  } else {
    // Without an employer to name, the three are optional.
    await expect(frame.getByRole('combobox', { name: 'Employer (optional)' })).toBeVisible();
  }
  if (income.titleDepartment) await type(frame, 'Title / Department', income.titleDepartment);
  if (income.employerPhone) await type(frame, 'Employer Phone', income.employerPhone);
}

/** The result route's level-1 heading. */
export function heading(frame: Frame) {
  return frame.getByRole('heading', { level: 1 });
}

/**
 * What {@link applyByHand} types besides the applicant: the income, banking details (skipped when
 * absent) and an optional co-applicant.
 */
export interface TypedApplication {
  income: TypedIncome;
  banking?: { routing: string; bankName: string; account: string };
  coApplicant?: { person: TypedPerson; income: TypedIncome };
}

/**
 * Types a whole application at the demo shop's first store, from the applicant's info to the PIN:
 * applicant, address, income, banking or Skip, co-applicant or not, confirmation, the PIN from the
 * outbox. Ends on the result screen.
 */
export async function applyByHand(
  frame: Frame,
  request: APIRequestContext,
  person: TypedPerson,
  application: TypedApplication,
): Promise<void> {
  await expectStep(frame, 'Step 1 (Applicant Information)');
  await typePerson(frame, person);
  await continueOn(frame);
  await expectStep(frame, 'Step 2 (Home Address)');
  await typeAddress(frame, { street: '100 Main Street', zip: '43215', city: 'Columbus', state: 'OH' });
  await continueOn(frame);
  await expectStep(frame, 'Step 3 (Income)');
  await typeIncome(frame, application.income);
  await continueOn(frame);
  await expectStep(frame, 'Step 4 (Banking)');
  const banking = application.banking;
  if (banking) {
    // The routing number's lookup fills the bank; the confirmation must match the account.
    await frame.getByRole('switch', { name: 'I would like to add my banking details now' }).click();
    await type(frame, /^Routing Number/, banking.routing);
    await expect(frame.getByRole('textbox', { name: /^Bank Name/ })).toHaveValue(banking.bankName);
    await type(frame, /^Checking Account Number/, banking.account);
    await type(frame, /^Confirm Checking Account Number/, banking.account);
    await continueOn(frame);
  } else {
    await frame.getByRole('button', { name: 'Skip' }).click();
  }
  await expectStep(frame, 'Step 5 (Co-Applicant)');
  const co = application.coApplicant;
  if (co) {
    await frame
      .getByRole('switch', { name: 'I have a co-applicant and confirm they live at the same address' })
      .click();
    await continueOn(frame);
    await expect(frame.getByText(/^Step 6 \(/).first()).toBeVisible({ timeout: 15_000 });
    await typePerson(frame, co.person);
    await continueOn(frame);
    await expect(frame.getByText(/^Step 7 \(/).first()).toBeVisible({ timeout: 15_000 });
    await typeIncome(frame, co.income);
    await continueOn(frame);
  } else {
    await continueOn(frame);
  }
  await expect(frame.getByRole('button', { name: 'Confirm & Submit' })).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(heading(frame)).toHaveText('Text Message Verification', { timeout: 15_000 });
  const pin = await latestPin(request, person.cell);
  await frame.getByLabel('Enter the 5-digit PIN we sent to you.').pressSequentially(pin);
}

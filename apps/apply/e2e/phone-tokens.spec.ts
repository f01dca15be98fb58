import { expect, test, type ApplyApp } from './support/app';
import { expectNoHorizontalOverflow } from './support/phone';
import { SEED_APPLICANTS, STORES, submitApplicationViaApi } from './support/sandbox';
import { countMarkedTokens, expectNoTokenWraps } from './support/tokens';
import { startApplication } from './support/wizard';

// The phone journey (phone-journey.spec.ts) checks every screen of a purchase at 375 and 320 px
// (`expectPhoneScreen`); these are the result screens that journey does not reach.

/** Retrieves a seeded earlier applicant from the checkpoint form. */
async function retrieve(app: ApplyApp, who: { last_name: string; ssn: string; dob: string }): Promise<void> {
  const { page } = app;
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await page.evaluate(() => (window.location.hash = '#/checkpoint'));
  await app.expectHeading("Let's Get Started");
  await page.getByLabel('Last Name').fill(who.last_name);
  await page.getByLabel('Social Security Number').fill(who.ssn);
  const [year, month, day] = who.dob.split('-');
  await page.getByLabel('Date of Birth').fill(`${month}/${day}/${year}`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A sandbox SSN whose last four pick the decision (apps/sandbox README), with a phone of its own. */
function magicApplicant(last4: string) {
  const n = String(Math.floor(Math.random() * 9000) + 1000);
  return {
    social_security_number: `9${n.slice(0, 2)}-${n.slice(2)}-${last4}`,
    cell: `614${n}${last4.slice(1)}`,
  };
}

/** The screen keeps each of its phone numbers, e-mails and amounts on one line, and scrolls nothing sideways. */
async function expectTokensWhole(app: ApplyApp, marked: { phone?: number; amount?: number }): Promise<void> {
  for (const [kind, least] of Object.entries(marked)) {
    expect(await countMarkedTokens(app.page, kind), `${kind} tokens marked`).toBeGreaterThanOrEqual(least);
  }
  await expectNoTokenWraps(app.page);
  await expectNoHorizontalOverflow(app.page);
}

for (const width of [320, 375]) {
  test.describe(`result screens at ${width} px: no phone number, e-mail or amount breaks inside itself`, () => {
    test.use({ viewport: { width, height: 640 }, hasTouch: true, isMobile: true });

    test('the default denial, its phone number whole', async ({ app, page, request }) => {
      await startApplication(app);
      await submitApplicationViaApi(request, page, 'denied-wo-score');
      await app.open('/checkpoint/redirect');
      await app.expectHeading('Thanks For Applying');
      await expectTokensWhole(app, { phone: 1 });
    });

    test('a denial that offers payroll', async ({ app, page, request }) => {
      await startApplication(app);
      await submitApplicationViaApi(request, page, 'option-a', 1, magicApplicant('2003'));
      await app.open('/checkpoint/redirect');
      await app.expectHeading('Thanks For Applying');
      await expect(page.locator('[data-slot="payroll-panel"]')).toBeVisible();
      await expectTokensWhole(app, { phone: 1 });
    });

    test('the contract-in-progress screen', async ({ app }) => {
      await retrieve(app, SEED_APPLICANTS.contract);
      await app.expectRoute('/result/contract-in-progress');
      await expectTokensWhole(app, { phone: 1 });
    });

    test('the contact-store screen', async ({ app }) => {
      await retrieve(app, SEED_APPLICANTS.rated);
      await app.expectRoute('/result/contact-store');
      await expectTokensWhole(app, { phone: 1 });
    });

    test('the HVAC approval, with its amounts and phone line', async ({ app, page, request }) => {
      await app.initiate(STORES.hvac);
      // The session token exists once the entry ticket is exchanged, which the wizard's route waits for.
      await app.expectRoute('/apply');
      await submitApplicationViaApi(request, page, 'option-a-hvac', 11);
      await app.open('/checkpoint/redirect');
      await app.expectRoute('/result/approved');
      await expect(page.locator('[data-slot="payment-quote"]')).toContainText('$', { timeout: 15_000 });
      await expectTokensWhole(app, { phone: 1, amount: 2 });
    });
  });
}

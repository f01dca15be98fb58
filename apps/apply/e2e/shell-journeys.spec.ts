import { expect, test, type ApplyApp } from './support/app';
import {
  readLatestPin,
  readStoredApplication,
  SEED_APPLICANTS,
  STORES,
  submitApplicationViaApi,
} from './support/sandbox';
import { startApplication } from './support/wizard';

test.describe('spec 03 §2: store selection', () => {
  test('searches the retailer’s stores, shows the chosen one and links Apply Now to initiate with the query', async ({
    app,
    page,
  }) => {
    await app.open('/', '?retailer=demo-electronics&utm_source=mail&note=a%26b');
    await app.expectHeading('Choose your store');
    await expect(page.getByRole('table', { name: 'Stores' })).toBeVisible();
    await app.expectAccessible();
    await page.getByLabel('Search stores').fill('Product');
    await expect(page.getByRole('button', { name: 'Choose Main Street' })).toHaveCount(0);
    // Distinct column headers: the buttons' column is not a second 'Store'.
    await expect(page.getByRole('columnheader')).toHaveText(['Store', 'Address', 'Choose']);
    // Chosen by keyboard: focus moves on to Apply Now and the choice is announced.
    await page.getByRole('button', { name: 'Choose Product Select' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Product Select' })).toBeVisible();
    const apply = page.getByRole('link', { name: 'Apply Now' });
    await expect(apply).toBeFocused();
    await expect(page.locator('[data-slot="store-status"]')).toHaveText(
      'Product Select chosen. Apply Now is next.',
    );
    await expect(apply).toHaveAttribute(
      'href',
      '/apply-v2/demo-electronics/product-select/initiate?retailer=demo-electronics&utm_source=mail&note=a%26b',
    );
    await app.expectAccessible();
    await apply.click();
    // The sandbox starts a session; the resume screen exchanges the token and opens the application.
    await app.expectRoute('/apply');
  });

  test("a new shopper sees the welcome promise on the entry screen a store's link opens, in their language", async ({
    app,
    page,
  }) => {
    await app.initiate(STORES.main);
    await app.expectRoute('/apply');
    await expect(page.locator('[data-slot="wizard-welcome"]')).toHaveText(
      'Apply in minutes: approvals up to $8,000.',
    );
    await app.setLocale('es');
    await expect(page.locator('[data-slot="wizard-welcome"]')).toHaveText(
      /^Solicite en minutos: aprobaciones de hasta \$8,000\.$/,
    );
    await app.expectAccessible();
  });

  test('an unknown retailer shows Retailer Not Found; a store already in state redirects to the application', async ({
    app,
    page,
  }) => {
    await app.open('/', '?retailer=nope');
    await app.expectRoute('/retailer-not-found');
    await app.expectHeading('Retailer Not Found');
    await app.expectAccessible();
    await app.initiate(STORES.main);
    await app.expectRoute('/apply');
    await page.evaluate(() => (window.location.hash = '#/'));
    await app.expectRoute('/apply');
  });

  test('spec 03 §6: a 403 on any call of a session (here a step schema) opens the forbidden page', async ({
    app,
    page,
  }) => {
    await page.route('**/apply-v2/application/step/applicantInfo?**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, code: 403, error: 'Forbidden', data: null }),
      }),
    );
    await app.initiate(STORES.main);
    await app.expectRoute('/403');
    await app.expectHeading('Permission Denied');
  });

  test('an unknown store slug shows Store Not Found', async ({ app }) => {
    await app.open('/', '?retailer=demo-electronics&store=no-such-store');
    await app.expectRoute('/store-not-found');
    await app.expectHeading('Store Not Found');
    await app.expectAccessible();
  });
});

test.describe('spec 03 §2, 01 §4: retrieval of an existing application', () => {
  async function retrieve(app: ApplyApp, who: { last_name: string; ssn: string; dob: string }) {
    const { page } = app;
    await app.initiate(STORES.main);
    await app.expectRoute('/apply');
    await page.evaluate(() => (window.location.hash = '#/checkpoint'));
    await app.expectHeading("Let's Get Started");
    // 01 §1: the welcome text's promise, with the standard store's ceiling.
    await expect(page.getByText('Apply in minutes: approvals up to $8,000.')).toBeVisible();
    await page.getByLabel('Last Name').fill(who.last_name);
    await page.getByLabel('Social Security Number').fill(who.ssn);
    // The date input takes the US order (MM/DD/YYYY); the seed keeps ISO dates.
    const [year, month, day] = who.dob.split('-');
    await page.getByLabel('Date of Birth').fill(`${month}/${day}/${year}`);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('a contract in progress shows the contract-in-progress screen with the customer-service number, and no PIN request or error toast', async ({
    app,
    page,
  }) => {
    const pinCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/application/verify/')) pinCalls.push(request.url());
    });
    await retrieve(app, SEED_APPLICANTS.contract);
    await app.expectRoute('/result/contract-in-progress');
    await expect(
      page.getByText(/You currently have a contract in progress\. Please contact customer service at/),
    ).toBeVisible();
    // Nothing asks for a PIN for an application that goes no further, so no error toast covers the screen.
    await expect(page.getByText('Application not found. Please create a new application.')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(pinCalls).toEqual([]);
    await app.expectAccessible();
  });

  test('a rated22 application shows the contact-store screen, axe clean', async ({ app, page }) => {
    await retrieve(app, SEED_APPLICANTS.rated);
    await app.expectRoute('/result/contact-store');
    await expect(page.getByText(/application in progress with the store/)).toBeVisible();
    await app.expectAccessible();
  });

  test('an unknown applicant keeps what was typed and shows the server’s message; the checkpoint is axe clean', async ({
    app,
    page,
  }) => {
    await retrieve(app, { last_name: 'Nobody', ssn: '900309999', dob: '1980-05-05' });
    await expect(page.getByText('No application was found with these details.')).toBeVisible();
    await expect(page.getByLabel('Last Name')).toHaveValue('Nobody');
    await app.expectAccessible();
  });

  test('a returning applicant verifies by PIN and resumes the approved application', async ({
    app,
    page,
    request,
  }) => {
    await retrieve(app, SEED_APPLICANTS.returning);
    await expect(page.getByRole('heading', { name: 'Text Message Verification' })).toBeVisible();
    await app.expectAccessible();
    await expect(page.getByText('PIN has been sent to you for verification.')).toBeVisible();
    await page
      .getByLabel('Enter the 5-digit PIN we sent to you.')
      .pressSequentially(await readLatestPin(request));
    await app.expectRoute('/result/approved');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Congratulations');
    // The Payment Calculator quotes from POST /api/v1/score/payments; the seed's store is neither
    // rating 17 nor HVAC, so no express-pay offers (02 §6), though the quote carries their amounts.
    const calculator = page.locator('[data-slot="payment-calculator"]');
    await expect(calculator.getByRole('heading', { name: 'Payment Calculator' })).toBeVisible();
    await expect(calculator.locator('[data-slot="payment-quote"]')).toContainText('$');
    await expect(calculator.getByText('Pay off in 3 months')).toHaveCount(0);
    // No checkout: Return instead of the I-agree button; the brand link.
    await expect(page.getByRole('button', { name: 'Return' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Shop at|Let's go shopping!/ })).toBeVisible();
    await app.expectAccessible();
    // Below the minimum lease amount, the amount is raised to the minimum after the 1 s pause.
    const amount = calculator.getByLabel('Lease amount');
    await amount.fill('50');
    await expect(amount).toHaveValue(/^300(\.00)?$/);
  });
});

test.describe('spec 03 §2, §8: denied', () => {
  test("without a score: the default denial with the store's contact phone, and the stored result", async ({
    app,
    page,
    request,
  }) => {
    await startApplication(app);
    const { applicationId } = await submitApplicationViaApi(request, page, 'denied-wo-score');
    await app.open('/checkpoint/redirect');
    await app.expectRoute('/result/denied');
    await app.expectHeading('Thanks For Applying');
    // The store's contact number, the one the lender's own denial message and the store details show.
    await expect(
      page.getByText(
        'Unfortunately, we were unable to approve you at this time. Please contact (800) 555-0100, if you have any questions regarding your application.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return' })).toBeVisible();
    await app.expectAccessible();
    const stored = await readStoredApplication(request, applicationId);
    expect(stored).toMatchObject({ status: 'denied', result_code: 'N', verified: true });
  });

  test('with a score, in Spanish on the breeze brand', async ({ app, page, request }) => {
    await app.initiate(STORES.breeze);
    await app.expectRoute('/apply');
    const { applicationId } = await submitApplicationViaApi(request, page, 'denied-w-score', 10);
    await app.open('/checkpoint/redirect');
    await app.expectRoute('/result/denied');
    expect(await app.theme()).toBe('breeze');
    await app.setLocale('es');
    await app.expectHeading('Gracias por presentar su solicitud');
    // With a score the sandbox sends its own message, which is shown as it is (03 §2: the result message).
    await expect(page.getByText(/Unfortunately, we were unable to approve you at this time/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regresar' })).toBeVisible();
    await app.expectAccessible();
    const stored = await readStoredApplication(request, applicationId, 'breeze-home');
    expect(stored).toMatchObject({ status: 'denied', result_code: 'D' });
  });
});

test.describe('spec 03 §2: error pages', () => {
  for (const [route, heading] of [
    ['/application-not-found', 'Application Not Found'],
    ['/checkout-not-found', 'Checkout Not Found'],
    ['/403', 'Permission Denied'],
    ['/no-such-page', 'Page Not Found'],
  ] as const) {
    test(`${route} shows '${heading}'`, async ({ app }) => {
      await app.open(route);
      await app.expectHeading(heading);
      await app.expectAccessible();
    });
  }

  test("/unknown shows 'Oops, Unknown Error' with Retry to the checkpoint redirect", async ({
    app,
    page,
  }) => {
    await app.open('/unknown');
    await app.expectHeading('Oops, Unknown Error');
    await app.expectAccessible();
    await page.getByRole('button', { name: 'Retry' }).click();
    // Without a session the redirect guard sends the user to the checkpoint.
    await app.expectRoute('/checkpoint');
  });

  test('the application route without a token goes to the checkpoint; a bad token gives 403', async ({
    app,
  }) => {
    await app.open('/apply');
    await app.expectRoute('/checkpoint');
    await app.open('/checkpoint/not-a-token/false');
    await app.expectRoute('/403');
    await app.expectHeading('Permission Denied');
  });
});

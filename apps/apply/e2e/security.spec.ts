import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/app';
import {
  approveThroughApi,
  checkoutStep,
  openRedirectCheckout,
  originOf,
  payThroughApi,
  signThroughApi,
} from './support/checkout';
import { readEntryTicket, readSessionToken, STORES, waitForSessionToken } from './support/sandbox';
import { latestPin, storedApplication, toConfirmation } from './support/wizard';

// Each journey runs an application and a checkout on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** A return URL that would steal the apply token if it ever ran on the app's origin. */
const HOSTILE = " JaVaScRiPt:window.__pwned=sessionStorage.getItem('leasekit.session')";

/**
 * Records, from before the app loads, every Content-Security-Policy violation and whether the hostile
 * script ever ran (`window.__pwned`).
 */
async function watchForScript(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

/** Nothing hostile ran, nothing was even attempted against the CSP, and the page is still the app. */
async function expectNoScriptRan(page: Page, appOrigin: string): Promise<void> {
  expect(new URL(page.url()).origin).toBe(appOrigin);
  const { pwned, violations } = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
  }));
  expect(pwned).toBeUndefined();
  expect(violations).toEqual([]);
}

/**
 * Plays a lender whose answers carry a hostile URL: every checkout answer's return URLs (and, with
 * `redirect`, the process answer's redirect) become `javascript:`, whatever the sandbox refused at
 * creation, because the app must not trust the server either.
 */
async function serveHostileUrls(page: Page, options: { redirect?: boolean } = {}): Promise<void> {
  const rewrite = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
    const data = body?.data;
    if (data && typeof data === 'object') {
      if ('return_url_failure' in data) data.return_url_failure = HOSTILE;
      if ('return_url_thankyou' in data) data.return_url_thankyou = HOSTILE;
      if (options.redirect && route.request().url().includes('/process')) data.redirect = HOSTILE;
      const result = data.result as { data?: { url?: string } } | null | undefined;
      if (result?.data?.url) result.data.url = HOSTILE;
    }
    await route.fulfill({ response, json: body });
  };
  await page.route(/\/apply-v2\/checkout\/\d+(\/(process|cancel))?(\?.*)?$/, rewrite);
  await page.route(/\/apply-v2\/checkpoint\/exchange/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { checkout?: Record<string, unknown> | null } };
    const checkout = body.data?.checkout;
    if (checkout) {
      checkout.return_url_failure = HOSTILE;
      checkout.return_url_thankyou = HOSTILE;
    }
    await route.fulfill({ response, json: body });
  });
}

test.describe('a javascript: return URL cannot run from any of the three navigations', () => {
  test('the app runs under its Content-Security-Policy, and Return to Retailer does not run a javascript: failure URL', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = originOf(baseURL);
    await watchForScript(page);
    await serveHostileUrls(page);
    const { checkoutId } = await openRedirectCheckout(page, request);
    const { token } = await approveThroughApi(request, page);
    const document = page.waitForResponse((response) => response.url().includes('resumed='));
    await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
    const csp = (await (await document).allHeaders())['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The app still runs under it: its screens render from its scripts.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Return to Retailer' }).click();
    await expect.poll(() => checkoutStep(request, token, checkoutId)).toBe(12);
    await expectNoScriptRan(page, origin);
  });

  test('the 5 s redirect after a completed checkout does not run a javascript: thank-you URL', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = originOf(baseURL);
    await watchForScript(page);
    const { checkoutId } = await openRedirectCheckout(page, request);
    const { applicationId, token } = await approveThroughApi(request, page);
    const amount = await signThroughApi(request, token, checkoutId);
    await payThroughApi(request, token, applicationId, amount);
    expect(await checkoutStep(request, token, checkoutId)).toBe(9);
    await serveHostileUrls(page);
    await page.clock.install();
    await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout complete', {
      timeout: 15_000,
    });
    await page.clock.fastForward(10_000);
    await page.getByRole('button', { name: /Return to Retailer/i }).click();
    await page.clock.fastForward(1_000);
    await expectNoScriptRan(page, origin);
  });

  test('the process redirect does not run a javascript: URL', async ({ page, request, baseURL }) => {
    const origin = originOf(baseURL);
    await watchForScript(page);
    await openRedirectCheckout(page, request);
    await approveThroughApi(request, page);
    await serveHostileUrls(page, { redirect: true });
    // Back through the checkpoint, then the process screen (03 §4: where the resume link's process
    // segment leads, once the session is restored).
    await page.goto(`/?store=1&resumed=${Date.now()}#/checkpoint/redirect`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
    const processed = page.waitForResponse((response) => /\/process$/.test(new URL(response.url()).pathname));
    await page.evaluate(() => (window.location.hash = '#/process'));
    expect((await (await processed).json()).data.redirect).toBe(HOSTILE);
    // The unusable redirect is skipped: the checkout goes on in the app instead.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
    await expectNoScriptRan(page, origin);
  });
});

test.describe('a replayed checkout link without the PIN', () => {
  test('sees no personal data and cannot cancel the checkout; only the checkpoint PIN opens it', async ({
    page,
    browser,
    request,
  }) => {
    const { checkoutId, url } = await openRedirectCheckout(page, request);
    const { token } = await approveThroughApi(request, page);
    const application = (
      (await (
        await request.get('/apply-v2/application', {
          headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
        })
      ).json()) as { data: { applicant: Record<string, string> } }
    ).data.applicant;
    const created = await request.get(`/apply-v2/checkout/${checkoutId}`, {
      headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
    });
    expect(((await created.json()) as { data: { current_step: number } }).data.current_step).toBe(4);

    // Another person opens the same entry link (forwarded, from history) in their own browser.
    const replay = await browser.newContext();
    const other = await replay.newPage();
    const seen: string[] = [];
    other.on('response', async (response) => {
      if (/\/(apply-v2|api)\//.test(response.url())) seen.push(await response.text().catch(() => ''));
    });
    await other.goto(url);
    const otherToken = await waitForSessionToken(other);
    // The checkpoint: the PIN of the checkout's application is all this session can reach.
    await expect.poll(() => new URL(other.url()).hash, { timeout: 15_000 }).toBe('#/checkpoint');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText("Let's Get Started");
    const personal = [
      application.first_name,
      application.last_name,
      application.email,
      // The SSN's last 4 as an SSN shows them (after its dash): the checkpoint's `cell_last4` may be the
      // same four digits by chance (the journeys' phone numbers share digits with the SSN).
      application.social_security_number ? `-${application.social_security_number.slice(-4)}` : undefined,
      'TV-55',
    ].filter((value): value is string => Boolean(value));
    const screen = await other.locator('body').innerText();
    for (const value of personal) {
      expect(screen, value).not.toContain(value);
      for (const body of seen) expect(body, value).not.toContain(value);
    }
    const cancel = await other.evaluate(
      async ({ id, apply }) =>
        (
          await fetch(`/apply-v2/checkout/${id}/cancel`, {
            method: 'POST',
            headers: {
              'X-APPLY-TOKEN': apply,
              'Content-Type': 'application/json',
              Accept: 'application/json',
            },
            body: '{}',
          })
        ).status,
      { id: checkoutId, apply: otherToken },
    );
    expect(cancel).toBe(403);
    expect(await checkoutStep(request, token, checkoutId)).toBe(4);
    await replay.close();
  });
});

test.describe('session fixation: a token planted in a resume link', () => {
  test("the shopper who opens an attacker's link and types the PIN by hand goes on in a session of their own: the planted token reads nothing", async ({
    app,
    page,
    request,
  }) => {
    test.slow(); // a whole application typed on a shared 2-core machine
    // The attacker opens an entry URL outside any browser and keeps the token its redirect carries.
    const planted = await readEntryTicket(request, STORES.main);
    // The shopper opens the link the attacker sent.
    await page.goto(`/?store=1#/checkpoint/${planted}/false`);
    await app.expectRoute('/apply');
    // The token has left the address bar, and the app never took it as its session's.
    expect(page.url()).not.toContain(planted);
    const beforePin = await readSessionToken(page);
    expect(beforePin).not.toBe(planted);

    await toConfirmation(page);
    await page.getByRole('button', { name: 'Confirm & Submit' }).click();
    await app.expectHeading('Text Message Verification');
    await page
      .getByLabel('Enter the 5-digit PIN we sent to you.')
      .pressSequentially(await latestPin(request));
    await expect(page.getByText('PIN verification successful.')).toBeVisible();
    await app.expectRoute('/result/approved');
    // The app went on with the token the PIN answered: its own calls still read the application.
    const applicant = (await storedApplication(page, request)).applicant as Record<string, string> & {
      location: { line_1: string };
    };
    expect(await readSessionToken(page)).not.toBe(beforePin);
    const personal = [
      applicant.email,
      applicant.cell,
      applicant.first_name,
      applicant.last_name,
      applicant.date_of_birth,
      applicant.location.line_1,
    ];
    expect(personal.every(Boolean)).toBe(true);

    // The attacker calls the API with the planted token every way it could be used, and with the
    // token the session had before the PIN.
    const tries = [
      request.get('/apply-v2/application', { headers: { 'X-APPLY-TOKEN': planted } }),
      request.get('/apply-v2/application/step/applicantInfo', { headers: { 'X-APPLY-TOKEN': planted } }),
      request.get('/apply-v2/checkpoint/exchange', { headers: { 'X-APPLY-TOKEN': planted } }),
      request.get('/apply-v2/checkpoint/exchange', { headers: { 'X-APPLY-TICKET': planted } }),
      request.get('/keep-alive', { headers: { 'X-APPLY-TOKEN': planted } }),
      request.get('/apply-v2/application', { headers: { 'X-APPLY-TOKEN': beforePin } }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status(), answer.url()).toBe(403);
      const text = await answer.text();
      for (const value of personal) expect(text, value).not.toContain(value);
    }
  });
});

import { expect, test } from './support/app';
import { openRedirectCheckout } from './support/checkout';
import { gateRequests } from './support/faults';
import { readEntryTicket, STORES } from './support/sandbox';
import { startApplication, stepHeader } from './support/wizard';

// The resume, checkpoint redirect and process screens show 'One moment please...' while their call
// runs. Each call is held at a gate until the screen is scanned, then let through to see where it goes.

test('spec 03 §2, §4: the resume screen (/checkpoint/{token}/{iframe}) reads One moment please... and is axe clean, then opens the application', async ({
  app,
  page,
  request,
}) => {
  await startApplication(app);
  const ticket = await readEntryTicket(request, STORES.main);
  const exchange = await gateRequests(page, '/apply-v2/checkpoint/exchange', 'GET');
  await app.open(`/checkpoint/${ticket}/false`);
  await app.expectHeading('One moment please...');
  await expect.poll(() => exchange.seen()).toBe(1);
  await app.expectAccessible();
  await exchange.release();
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();
  // The resume goes on through the checkpoint redirect, which routes by the session the resume's exchange
  // has just filled: the token is exchanged once, not a second time by the redirect.
  expect(exchange.seen()).toBe(1);
});

test('spec 03 §4: a reload on the checkpoint redirect exchanges the token afresh', async ({ app, page }) => {
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  const exchange = await gateRequests(page, '/apply-v2/checkpoint/exchange', 'GET');
  await page.evaluate(() => (window.location.hash = '#/checkpoint/redirect'));
  await app.expectRoute('/checkpoint/redirect');
  await expect.poll(() => exchange.seen()).toBeGreaterThanOrEqual(1);
  const before = exchange.seen();
  await page.reload();
  await app.expectRoute('/checkpoint/redirect');
  await expect.poll(() => exchange.seen()).toBeGreaterThan(before);
  await exchange.release();
  await app.expectRoute('/apply');
});

test('spec 03 §2, §4: the checkpoint redirect screen reads One moment please... and is axe clean, then routes by the session', async ({
  app,
  page,
}) => {
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  const exchange = await gateRequests(page, '/apply-v2/checkpoint/exchange', 'GET');
  await page.evaluate(() => (window.location.hash = '#/checkpoint/redirect'));
  await app.expectRoute('/checkpoint/redirect');
  await app.expectHeading('One moment please...');
  // (Strict mode runs the screen's effect twice in this build: one or two calls wait at the gate.)
  await expect.poll(() => exchange.seen()).toBeGreaterThanOrEqual(1);
  await app.expectAccessible();
  await exchange.release();
  // A new application (no result, no checkout) goes back to the application.
  await app.expectRoute('/apply');
});

test('spec 03 §2, §4: the process screen reads One moment please... and is axe clean, then follows the process outcome', async ({
  app,
  page,
  request,
}) => {
  const { checkoutId } = await openRedirectCheckout(page, request);
  await app.expectRoute('/apply');
  const process = await gateRequests(page, `/apply-v2/checkout/${checkoutId}/process`, 'GET');
  await page.evaluate(() => (window.location.hash = '#/process'));
  await app.expectRoute('/process');
  await app.expectHeading('One moment please...');
  await expect.poll(() => process.seen()).toBe(1);
  await app.expectAccessible();
  await process.release();
  // Nothing required, no result, may continue: the checkpoint redirect, which opens the application.
  await app.expectRoute('/apply');
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import {
  approveThroughApi,
  expectHostProtocol,
  hostMessages,
  hostTrail,
  openShopCheckout,
  originOf,
  recordHostMessages,
  resumeAtCheckpoint,
  startedCheckoutId,
} from './support/checkout';
import { addFault, clearFaults } from './support/sandbox';

test.describe.configure({ timeout: 90_000 });
test.afterEach(async ({ request }) => clearFaults(request));

/** The host heard one CHECKOUT_ERROR with `code` and the default message, then closed its modal. */
async function expectFatalError(page: Page, code: string, baseURL: string | undefined): Promise<void> {
  await expect.poll(() => hostTrail(page), { timeout: 15_000 }).toContain('error');
  const error = (await hostMessages(page)).find((message) => message.data.status === 'error')!;
  expect(error.data).toMatchObject({
    step: 'CHECKOUT_ERROR',
    data: { code, message: 'An unknown error occurred' },
  });
  // The shop closes its modal on error and tells the shopper.
  await expect(page.locator('#status')).toHaveText(
    'The lease checkout ended: error (An unknown error occurred)',
  );
  await expectHostProtocol(page, originOf(baseURL));
}

test('spec 04: the unknown-error page (a failed checkout process call) posts CHECKOUT_ERROR with code E_UNKNOWN_ERROR, once', async ({
  page,
  request,
  baseURL,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await approveThroughApi(request, frame);
  const checkoutId = await startedCheckoutId(page);
  await resumeAtCheckpoint(frame, 1);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Lease Summary', { timeout: 15_000 });
  await addFault(request, { path: `/apply-v2/checkout/${checkoutId}/process`, mode: '500' });
  // The checkpoint process screen (where a payment returns to) gets a 500: 'Oops, Unknown Error', and
  // the host hears of it.
  await frame.evaluate(() => (window.location.hash = '#/process'));
  await expectFatalError(page, 'E_UNKNOWN_ERROR', baseURL);
});

test('spec 04: a route that fails to load posts CHECKOUT_ERROR with code E_ROUTE_ERROR', async ({
  page,
  request,
  baseURL,
}) => {
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  await approveThroughApi(request, frame);
  // The lease summary's code cannot be fetched (a dropped deploy, a flaky network).
  await page.route('**/assets/lazy/lease-route-*.js', (route) => route.abort());
  await resumeAtCheckpoint(frame, 1);
  await expectFatalError(page, 'E_ROUTE_ERROR', baseURL);
});

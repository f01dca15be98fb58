import { expect, type APIRequestContext, type Frame, type Locator, type Page } from '@playwright/test';
import { adoptSessionToken, readSessionToken, waitForSessionToken } from './sandbox';

/** Sandbox JSON, read loosely as the tests assert its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** One host message as the demo shop's window received it: the event's origin and its data. */
export interface ReceivedHostMessage {
  origin: string;
  data: {
    status: string;
    step: string;
    data: Record<string, unknown>;
    source: string;
    version: number;
    seq: number;
  };
}

/**
 * Records, in the page (the demo shop), every `message` event with its origin, so a test can assert the
 * host messages in order (04). Call before the page loads.
 */
export async function recordHostMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const store: unknown[] = [];
    (window as unknown as { __hostMessages: unknown[] }).__hostMessages = store;
    window.addEventListener('message', (event) => store.push({ origin: event.origin, data: event.data }));
  });
}

/** The host messages the shop received so far. */
export async function hostMessages(page: Page): Promise<ReceivedHostMessage[]> {
  return page.evaluate(
    () => (window as unknown as { __hostMessages: ReceivedHostMessage[] }).__hostMessages ?? [],
  );
}

/** `status` or `status:step` of each message, for order assertions. */
export async function hostTrail(page: Page): Promise<string[]> {
  return (await hostMessages(page)).map((message) =>
    message.data.status === 'progress' ? `progress:${message.data.step}` : message.data.status,
  );
}

/** The host trail without the application side's progress steps: status messages and checkout progress. */
export async function checkoutTrail(page: Page): Promise<string[]> {
  return (await hostTrail(page)).filter(
    (entry) => !entry.startsWith('progress:') || entry.startsWith('progress:checkout/'),
  );
}

/** The checkout id the app announced in its `started` message (04). */
export async function startedCheckoutId(page: Page): Promise<number> {
  return (await hostMessages(page)).find((m) => m.data.status === 'started')!.data.data.checkout_id as number;
}

/** Checks 04's rules on every message: the app's exact origin, the envelope, ids only, one terminal. */
export async function expectHostProtocol(page: Page, appOrigin: string): Promise<void> {
  const messages = await hostMessages(page);
  for (const message of messages) {
    expect(message.origin).toBe(appOrigin);
    expect(message.data).toMatchObject({ source: 'leasekit', version: 1 });
    const text = JSON.stringify(message.data.data);
    // No personal data: names, SSNs, phones, card numbers of the scenarios never appear.
    expect(text).not.toMatch(/Avery|Anderson|900-?\d\d-?\d{4}|4242424242|555\d{7}/);
  }
  const terminal = messages.filter((m) =>
    ['success', 'cancelled', 'error', 'complete'].includes(m.data.status),
  );
  expect(terminal.length, 'exactly one terminal message').toBeLessThanOrEqual(1);
  // seq rises with every message, across reloads of the app in its frame (it restarted at 1).
  const seqs = messages.map((message) => message.data.seq);
  expect(
    seqs.every((seq, i) => i === 0 || seq > seqs[i - 1]!),
    `seq strictly increasing: ${seqs.join(', ')}`,
  ).toBe(true);
}

/** Opens the demo shop and starts a lease checkout for a store: the app opens in the shop's iframe. */
export async function openShopCheckout(
  page: Page,
  storeId: number,
): Promise<{ frame: Frame; token: string }> {
  await page.goto('/__sandbox/shop');
  await page.locator('#store').selectOption(String(storeId));
  await page.getByRole('button', { name: 'Pay over time with a lease', exact: true }).click();
  const frame = await appFrame(page);
  const token = await waitForSessionToken(frame);
  // The resume screen has routed (to the application, for a new checkout).
  await expect.poll(() => frameRoute(frame), { timeout: 15_000 }).toMatch(/^\/(apply|result|checkout)/);
  return { frame, token };
}

/**
 * Opens the demo shop and starts a lease checkout for a store in a popup window (04 popup mode): the app's
 * `window.opener` is the shop. Returns the popup and the session token once the app has routed.
 */
export async function openShopPopupCheckout(
  page: Page,
  storeId: number,
): Promise<{ popup: Page; token: string }> {
  await page.goto('/__sandbox/shop');
  await page.locator('#store').selectOption(String(storeId));
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay over time with a lease (popup)' }).click();
  const popup = await opened;
  const token = await waitForSessionToken(popup, 15_000);
  await expect
    .poll(() => frameRoute(popup.mainFrame()), { timeout: 15_000 })
    .toMatch(/^\/(apply|result|checkout)/);
  return { popup, token };
}

/**
 * Records the `targetOrigin` of every message a popup app posts to its opener (04 forbids `'*'`): in each
 * document of the test's context that has a same-origin opener, `window.opener` is replaced by a stand-in
 * whose `postMessage` notes the target origin in the opener's `__targetOrigins` and then posts for real
 * (from the popup's own realm, so the shop still sees the popup as the event's source). Call before
 * opening the shop; read with {@link hostTargetOrigins}.
 */
export async function recordOpenerTargetOrigins(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    type Recording = Window & { __targetOrigins?: unknown[] };
    const real = window.opener as Recording | null;
    if (!real || real === window) {
      // The shop itself keeps the list, so it outlives the popup's documents.
      if (window.top === window) (window as Recording).__targetOrigins = [];
      return;
    }
    let list: unknown[] | undefined;
    try {
      list = real.__targetOrigins;
    } catch {
      return; // Another origin's opener: nothing to record.
    }
    if (!list) return;
    const standIn = {
      postMessage(message: unknown, targetOrigin: string) {
        list.push(targetOrigin);
        real.postMessage(message, targetOrigin);
      },
    };
    Object.defineProperty(window, 'opener', { configurable: true, get: () => standIn });
  });
}

/** The target origins recorded by {@link recordOpenerTargetOrigins}, in posting order. */
export async function hostTargetOrigins(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __targetOrigins?: string[] }).__targetOrigins ?? []);
}

/** The demo shop's checkout dialog: the modal `@leasekit/host` opens in iframe mode. */
export function shopModal(page: Page): Locator {
  return page.locator('dialog[data-leasekit-checkout]');
}

/** The app's frame inside the shop's modal. */
export async function appFrame(page: Page): Promise<Frame> {
  const handle = await shopModal(page).locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  return frame!;
}

/** The fill data of a scenario, made unique so the sandbox does not route it to a retrieval. */
async function uniqueFill(request: APIRequestContext, type: string, storeId: number) {
  const response = await request.get(`/apply-v2/application/fill?type=${type}&store_id=${storeId}`, {
    headers: { Accept: 'application/json' },
  });
  const model = ((await response.json()) as { data: Json }).data;
  const n = String(Math.floor(Math.random() * 9000) + 1000);
  const last4 = String(model.applicant.social_security_number).slice(-4);
  model.applicant.social_security_number = `9${n.slice(0, 2)}-${n.slice(2)}-${last4}`;
  model.applicant.cell = `555${n}${last4.slice(-3)}`;
  model.applicant.email = `e2e${n}.${last4}@example.com`;
  // The SSN keeps its first digit and last four (the scenario's magic values), which leaves 9,000
  // numbers: with forty approvals a run, two would share one about one run in ten, and the second would
  // then be taken for a retrieval of the first (same last name, SSN and date of birth). A random suffix
  // of the last name keeps every application its own.
  const suffix = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  model.applicant.last_name = `${String(model.applicant.last_name)} ${suffix}`;
  return model;
}

/**
 * Takes the application of the app's session in `scope` to an approval through the sandbox API (the
 * wizard's own journeys test the screens): every step, the PIN from the outbox, confirm. The checkout
 * then stands at step 4. The verified PIN rotates the session token: the app in `scope` is handed the new
 * one (`adoptSessionToken`, read on its next page load) and it is returned for later API calls.
 * `banking: false` leaves the application without banking details (the fill data has them by default).
 */
export async function approveThroughApi(
  request: APIRequestContext,
  scope: Page | Frame,
  options: { scenario?: string; storeId?: number; banking?: boolean } = {},
): Promise<{ applicationId: number; token: string }> {
  const storeId = options.storeId ?? 1;
  const model = await uniqueFill(request, options.scenario ?? 'option-a', storeId);
  // Without banking on the application, a store with checkout_banking_required asks for it after payment.
  if (options.banking === false) {
    model.add_banking = false;
    delete model.banking;
  }
  const headers = { 'X-APPLY-TOKEN': await readSessionToken(scope), Accept: 'application/json' };
  const steps = ['applicantInfo', 'applicantAddress'];
  if (storeId === 11) steps.push('hvacHomeOwnership');
  steps.push('applicantIncome', 'applicantBanking', 'hasCoApplicant');
  if (model.has_co_applicant) steps.push('coApplicantInfo', 'coApplicantIncome');
  let application: Json = {};
  for (const step of steps) {
    const response = await request.post(`/apply-v2/application/step/${step}`, { headers, data: model });
    const body = (await response.json()) as {
      status: boolean;
      data: { application: Json };
      error: string;
    };
    expect(body.status, `${step}: ${body.error}`).toBe(true);
    application = body.data.application;
  }
  await request.post('/apply-v2/application/verify/send', {
    headers,
    data: { uuid: application.uuid, mode: 'sms' },
  });
  let pin = '';
  await expect
    .poll(async () => {
      const outbox = (await (
        await request.get('/__sandbox/outbox', { headers: { Accept: 'application/json' } })
      ).json()) as {
        to: string;
        pin: string | null;
      }[];
      pin =
        outbox.find(
          (message) => message.pin && message.to.replace(/\D/g, '').endsWith(model.applicant.cell.slice(-4)),
        )?.pin ?? '';
      return pin;
    })
    .not.toBe('');
  const verified = await request.post('/apply-v2/application/verify/confirm', {
    headers,
    data: { uuid: application.uuid, code: pin },
  });
  const answer = (await verified.json()) as { status: boolean; data: { token: string } };
  expect(answer.status).toBe(true);
  const token = answer.data.token;
  headers['X-APPLY-TOKEN'] = token;
  await adoptSessionToken(scope, token);
  const confirmed = await request.post('/apply-v2/application/confirm', {
    headers,
    data: { submitted: true, terms_accepted: true },
  });
  expect(((await confirmed.json()) as { status: boolean }).status).toBe(true);
  return { applicationId: application.id as number, token };
}

/**
 * Leaves and comes back through the checkpoint: the frame loads `/?store=…#/checkpoint/redirect` afresh
 * (as the lender's signing page does), the session is restored from its token and routed by the
 * checkout's status number (03 §4).
 */
export async function resumeAtCheckpoint(frame: Frame, storeId: number): Promise<void> {
  // A new document (another query), as when the lender's page sends the shopper back.
  await frame.goto(
    new URL(`/?store=${storeId}&resumed=${Date.now()}#/checkpoint/redirect`, frame.url()).href,
  );
}

/** The checkout's current step as the sandbox reports it. */
export async function checkoutStep(
  request: APIRequestContext,
  token: string,
  checkoutId: number,
): Promise<number | null> {
  const response = await request.get(`/apply-v2/checkout/${checkoutId}`, {
    headers: { 'X-APPLY-TOKEN': token, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: { current_step: number | null } }).data.current_step;
}

/** The hash route of a frame (`/checkout/lease`). */
export function frameRoute(frame: Frame): string {
  return new URL(frame.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** Pays the down payment with a card in the app's payment screen. */
export async function payWithCard(frame: Frame, number: string): Promise<void> {
  await fillCard(frame, number);
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * The card form just opened from 'Payment Required' is not in error: no error summary, no inline message
 * (the Continue click that opened it was once taken as the form's submit). `problem` is the
 * summary's title in the page's language.
 */
export async function expectCardFormClean(frame: Frame, problem = 'There is a problem'): Promise<void> {
  await expect(frame.locator('#card-number')).toBeVisible();
  await expect(frame.getByRole('heading', { name: problem })).toHaveCount(0);
  await expect(frame.locator('[data-slot="field-error"]')).toHaveCount(0);
}

/** Fills the payment screen's card form (a future expiry, any code) without paying. */
export async function fillCard(frame: Frame, number: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await frame.getByRole('textbox', { name: 'Card security code' }).fill('123');
}

/**
 * Signs the contract on the sandbox's signing page (the lender's page, inside the same frame), which reads
 * in the contract's language: English unless `locale` is 'es'.
 */
export async function signOnLenderPage(frame: Frame, locale: 'en' | 'es' = 'en'): Promise<void> {
  const es = locale === 'es';
  await frame
    .getByLabel(
      es
        ? 'Leí el contrato y lo firmo electrónicamente.'
        : 'I have read the agreement and sign it electronically.',
    )
    .check();
  await frame.getByRole('button', { name: es ? 'Firmar' : 'Sign', exact: true }).click();
}

/**
 * Starts a checkout through the retailer API and opens it in redirect mode (a plain page, no frame); the
 * cart is one TV unless `items` is given (a sku with NOSTOCK, NOSHIP, NOPICKUP or NODELIVERY in it lacks
 * those fulfilments in the sandbox).
 */
export async function openRedirectCheckout(
  page: Page,
  request: APIRequestContext,
  storeId = 1,
  items: readonly { sku: string; quantity: number; unit_price: number; description: string }[] = [
    { sku: 'TV-55', quantity: 1, unit_price: 899.99, description: 'TV' },
  ],
): Promise<{ token: string; checkoutId: number; url: string }> {
  const created = await request.post('/api/v2/checkout', {
    headers: { Authorization: 'Bearer sk_test_demo_electronics' },
    data: {
      store_id: storeId,
      cart_id: `e2e-${Date.now()}`,
      cart: { items },
      return_url_thankyou: 'https://shop.example.com/thanks',
      return_url_failure: 'https://shop.example.com/failure',
      test: true,
    },
  });
  const body = (await created.json()) as { data: { checkout_id: number; url: string } };
  // The retailer's pages are not on this machine: answer them here.
  await page.route('https://shop.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Shop</h1>' }),
  );
  const url = body.data.url.replace('iframe=true', 'iframe=false');
  await page.goto(url);
  const token = await waitForSessionToken(page);
  await expect
    .poll(() => new URL(page.url()).hash, { timeout: 15_000 })
    .toMatch(/^#\/(apply|result|checkout)/);
  return { token, checkoutId: body.data.checkout_id, url };
}

/** Lease, e-sign and signing through the API: the checkout then waits for its down payment (step 6). */
export async function signThroughApi(
  request: APIRequestContext,
  token: string,
  checkoutId: number,
): Promise<number> {
  const headers = { 'X-APPLY-TOKEN': token, Accept: 'application/json' };
  const lease = await request.get(
    `/apply-v2/checkout/${checkoutId}/lease?option=a&payment_frequency=monthly`,
    { headers },
  );
  const computation = ((await lease.json()) as { data: { actualDownPayment: number } }).data;
  const esign = await request.post(`/apply-v2/checkout/${checkoutId}/esign`, {
    headers,
    data: { checkout_id: checkoutId },
  });
  const url = ((await esign.json()) as { data: { url: string } }).data.url;
  await request.post(url, { maxRedirects: 0 });
  return computation.actualDownPayment;
}

/** Pays the down payment through the API with a card (the app's own payment screen is tested elsewhere). */
export async function payThroughApi(
  request: APIRequestContext,
  token: string,
  applicationId: number,
  amount: number,
  card = '4242424242424242',
): Promise<void> {
  const headers = { 'X-APPLY-TOKEN': token, Accept: 'application/json' };
  const tokenized = await request.post('/api/v1/cards/token', {
    headers,
    data: { card, card_expiration: '12/30', cvv: '123' },
  });
  const cardId = ((await tokenized.json()) as { data: { card: { id: string } } }).data.card.id;
  await request.post('/api/v1/cards/processCard', {
    headers,
    data: { token: cardId, application_id: applicationId, amount },
  });
}

/** The app's origin in a test. */
export function originOf(baseURL: string | undefined): string {
  return new URL(baseURL!).origin;
}

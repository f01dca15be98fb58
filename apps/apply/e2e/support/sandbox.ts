import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';

/** The seeded retailers' test API keys (apps/sandbox/src/db/seed.ts RETAILER_API_KEYS). */
export const RETAILER_KEYS = {
  'demo-electronics': 'sk_test_demo_electronics',
  'breeze-home': 'sk_test_breeze_home',
} as const;

/** Seeded stores by slug: retailer slug and store slug (apps/sandbox/src/db/seed.ts). */
export const STORES = {
  main: { retailer: 'demo-electronics', store: 'main-street', name: 'Main Street' },
  productSelect: { retailer: 'demo-electronics', store: 'product-select', name: 'Product Select' },
  singlePage: { retailer: 'demo-electronics', store: 'single-page', name: 'Single Page' },
  breeze: { retailer: 'breeze-home', store: 'breeze-main', name: 'Breeze Home Downtown' },
  hvac: { retailer: 'breeze-home', store: 'hvac', name: 'Breeze Comfort HVAC' },
  /** Store 9: identity check enabled, intellicheckStep 1 (at the confirmation). */
  idCheck: { retailer: 'demo-electronics', store: 'id-check', name: 'ID Check' },
} as const;

/** Seeded earlier applicants for retrieval; each has an approved application at Main Street. */
export const SEED_APPLICANTS = {
  returning: { last_name: 'Returning', ssn: '900301001', dob: '1980-05-05' },
  contract: { last_name: 'Contract', ssn: '900301011', dob: '1980-05-05' },
  rated: { last_name: 'Rated', ssn: '900301012', dob: '1980-05-05' },
  noSwitch: { last_name: 'Noswitch', ssn: '900301013', dob: '1980-05-05' },
} as const;

/** The initiate URL of a store, which starts a session and lands on the resume screen. */
export function initiateUrl(store: { retailer: string; store: string }, query = 'iframe=false'): string {
  return `/apply-v2/${store.retailer}/${store.store}/initiate?${query}`;
}

/**
 * Opens a store's initiate URL outside any browser (as anyone can, e.g. someone planting a link) and
 * returns the one-time entry ticket its redirect carries (`/?…#/checkpoint/{ticket}/{iframe}`).
 */
export async function readEntryTicket(
  request: APIRequestContext,
  store: { retailer: string; store: string },
): Promise<string> {
  const response = await request.get(initiateUrl(store), { maxRedirects: 0 });
  const ticket = /#\/checkpoint\/([^/]+)\//.exec(response.headers()['location'] ?? '')?.[1];
  if (!ticket) throw new Error(`No entry ticket in the initiate redirect (${response.status()}).`);
  return ticket;
}

/** What the sandbox stored about an application (GET /api/v1/applications/{id}, retailer API key). */
export interface StoredApplication {
  id: number;
  uuid: string;
  store_id: number;
  checkout_id: number | null;
  status: 'approved' | 'denied' | 'submitted' | 'in_progress';
  result_code: string | null;
  offerAmounts: Record<string, unknown> | null;
  verified: boolean;
  checkout_status: number | null;
}

/** Reads the sandbox's stored record of an application through the retailer API. */
export async function readStoredApplication(
  request: APIRequestContext,
  id: number,
  retailer: keyof typeof RETAILER_KEYS = 'demo-electronics',
): Promise<StoredApplication> {
  const response = await request.get(`/api/v1/applications/${id}`, {
    headers: { Authorization: `Bearer ${RETAILER_KEYS[retailer]}` },
  });
  const body = (await response.json()) as { status: boolean; data: StoredApplication; error: string | null };
  if (!body.status) throw new Error(`Application ${id} not readable: ${body.error ?? response.status()}`);
  return body.data;
}

/** Creates a checkout through the retailer API (04) and returns its id and entry URL. */
export async function createCheckout(
  request: APIRequestContext,
  options: { storeId: number; retailer?: keyof typeof RETAILER_KEYS; unitPrice?: number },
): Promise<{ checkout_id: number; url: string }> {
  const response = await request.post('/api/v2/checkout', {
    headers: { Authorization: `Bearer ${RETAILER_KEYS[options.retailer ?? 'demo-electronics']}` },
    data: {
      store_id: options.storeId,
      cart_id: `e2e-${Date.now()}`,
      cart: {
        items: [{ sku: 'TV-55', quantity: 1, unit_price: options.unitPrice ?? 899.99, description: 'TV' }],
      },
      return_url_thankyou: 'https://shop.example/thanks',
      return_url_failure: 'https://shop.example/failure',
      test: true,
    },
  });
  const body = (await response.json()) as { status: boolean; data: { checkout_id: number; url: string } };
  if (!body.status) throw new Error('checkout not created');
  return body.data;
}

/** Adds a sandbox fault (POST /__sandbox/faults), e.g. a 500 or a 403 on a path. */
export async function addFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  await request.post('/__sandbox/faults', { data: fault });
}

/** Removes every sandbox fault. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__sandbox/faults');
}

/** The session token in `scope`'s sessionStorage, or '' while the app has stored none (or is navigating). */
async function peekSessionToken(scope: Page | Frame): Promise<string> {
  const raw = await scope.evaluate(() => sessionStorage.getItem('leasekit.session')).catch(() => null);
  return raw ? ((JSON.parse(raw) as { token?: string }).token ?? '') : '';
}

/** The apply token of the page's (or frame's) session: sessionStorage holds only opaque ids. */
export async function readSessionToken(scope: Page | Frame): Promise<string> {
  const token = await peekSessionToken(scope);
  if (!token) throw new Error('No session token in sessionStorage: open an initiate URL first.');
  return token;
}

/**
 * Hands the app in `scope` the session token a PIN verified through the API answered, as the app's own
 * PIN screen takes it (the sandbox rotates the token when the PIN is verified and the old one stops
 * working: docs/behaviour.md 03 §6 "Session tokens"). The app reads it from sessionStorage on its next page
 * load, so a journey goes on with a new document (the checkpoint redirect).
 */
export async function adoptSessionToken(scope: Page | Frame, token: string): Promise<void> {
  await scope.evaluate((next) => {
    const raw = sessionStorage.getItem('leasekit.session');
    const persisted = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    sessionStorage.setItem('leasekit.session', JSON.stringify({ ...persisted, token: next }));
  }, token);
}

/** Waits until the app has stored its session token in `scope` (after the initiate redirect) and returns it. */
export async function waitForSessionToken(scope: Page | Frame, timeout = 7_000): Promise<string> {
  let token = '';
  await expect.poll(async () => (token = await peekSessionToken(scope)), { timeout }).not.toBe('');
  return token;
}

/** The latest PIN the sandbox "sent" (GET /__sandbox/outbox, newest first). */
export async function readLatestPin(request: APIRequestContext): Promise<string> {
  const response = await request.get('/__sandbox/outbox', { headers: { Accept: 'application/json' } });
  const messages = (await response.json()) as { pin: string | null }[];
  const pin = messages.find((message) => message.pin)?.pin;
  if (!pin) throw new Error('No PIN in the outbox.');
  return pin;
}

/**
 * The newest link the sandbox "sent" by SMS to a phone (its outbox, newest first), e.g. the identity
 * check's link; waits until there is one that is not in `besides`.
 */
export async function readLatestLink(
  request: APIRequestContext,
  phone: string,
  besides: readonly string[] = [],
): Promise<string> {
  const digits = phone.replace(/\D/g, '');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/__sandbox/outbox', { headers: { Accept: 'application/json' } });
      const messages = (await response.json()) as { to: string; link: string | null }[];
      link =
        messages.find((message) => message.link && message.to.replace(/\D/g, '') === digits)?.link ??
        undefined;
      return link && !besides.includes(link) ? link : undefined;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Submits a whole application through the API with a fill scenario's data, as the wizard would
 * (single-page save, PIN by SMS from the outbox, confirm), in the session of the app in `scope`, and
 * hands that app the token the verified PIN answered ({@link adoptSessionToken}). Returns the
 * determination and the session's token. For journeys that start at a result screen (opened with a new
 * document); the wizard's own journeys fill the forms instead. `applicant` overrides fields of the
 * scenario's applicant (e.g. an SSN whose last four pick a sandbox decision); none by default.
 */
export async function submitApplicationViaApi(
  request: APIRequestContext,
  scope: Page | Frame,
  scenario: string,
  storeId = 1,
  applicant: Record<string, unknown> = {},
): Promise<{ applicationId: number; uuid: string; result: Record<string, unknown>; token: string }> {
  const headers = { 'X-APPLY-TOKEN': await readSessionToken(scope) };
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response =
      method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
    const body = (await response.json()) as {
      status: boolean;
      data: Record<string, unknown>;
      error: string | null;
    };
    if (!body.status) throw new Error(`${method} ${path} failed: ${body.error ?? response.status()}`);
    return body.data;
  };
  const fill = await call('GET', `/apply-v2/application/fill?type=${scenario}&store_id=${storeId}`);
  Object.assign(fill.applicant as Record<string, unknown>, applicant);
  const saved = await call('POST', '/apply-v2/application', fill);
  const uuid = (saved.application as { uuid: string }).uuid;
  await call('POST', '/apply-v2/application/verify/send', { uuid, mode: 'sms' });
  const verified = await call('POST', '/apply-v2/application/verify/confirm', {
    uuid,
    code: await readLatestPin(request),
  });
  const token = String(verified.token);
  headers['X-APPLY-TOKEN'] = token;
  await adoptSessionToken(scope, token);
  const result = await call('POST', '/apply-v2/application/confirm', {
    submitted: true,
    terms_accepted: true,
  });
  return { applicationId: Number(result.application_id), uuid, result, token };
}

/**
 * Rewrites the data of the lender's checkpoint exchange answers the page receives (a flag or record the
 * sandbox does not serve: an active web session, a checkout's prefill, a minimum income), so a journey can
 * show what the app does with it.
 */
export async function patchCheckpointExchange(
  page: Page,
  patch: (data: Record<string, any>) => void, // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<void> {
  await page.route('**/apply-v2/checkpoint/exchange', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    patch(json.data);
    await route.fulfill({ response, json });
  });
}

import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

/** The texts of the error catalogue these journeys assert (01 §8), verbatim. */
export const FAULT_TEXTS = {
  timeout: 'Request timed out whilst trying to call the server. Please try again later.',
  invalidResponse: 'An invalid response was returned from the server.',
} as const;

/** A fault of the sandbox's fault endpoint (`POST /__sandbox/faults`, apps/sandbox README). */
export interface SandboxFault {
  /** The exact path, without query. */
  path: string;
  mode: 'timeout' | '500' | '422' | '406' | 'drop';
  /** How many calls misbehave; 1 by default. */
  count?: number;
  /** Only calls with this method; any by default. */
  method?: string;
  /** For `422`: the field errors the answer carries (`{'dotted.name': ['message']}`). */
  data?: Record<string, string[]>;
}

/** Registers a sandbox fault and fails at once when the sandbox refuses it. */
export async function injectFault(request: APIRequestContext, fault: SandboxFault): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: fault });
  expect(response.ok(), `fault ${JSON.stringify(fault)} refused: ${await response.text()}`).toBe(true);
}

/** What the sandbox reports about its faults: the ones still pending and how many calls it holds. */
export async function faultStatus(
  request: APIRequestContext,
): Promise<{ faults: SandboxFault[]; held: number }> {
  const response = await request.get('/__sandbox/faults', { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: { faults: SandboxFault[]; held: number } }).data;
}

/**
 * Injects a `timeout` fault and returns a function that waits until the sandbox holds the call (it reached
 * the server). The sandbox counts held calls for its whole life, so the wait is relative to the count now.
 */
export async function injectTimeout(
  request: APIRequestContext,
  fault: Omit<SandboxFault, 'mode'>,
): Promise<() => Promise<void>> {
  const before = (await faultStatus(request)).held;
  await injectFault(request, { ...fault, mode: 'timeout' });
  return async () => {
    await expect.poll(async () => (await faultStatus(request)).held).toBe(before + 1);
  };
}

/** Waits until every injected fault has been used up. */
export async function expectFaultsUsed(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await faultStatus(request)).faults).toEqual([]);
}

/**
 * Counts the requests a page (or its frames) sends, by method and path (`POST /apply-v2/application`),
 * from the moment it is called. `count(key)` reads the tally; query strings are left out of the key.
 */
export function countRequests(page: Page): { count(key: string): number; keys(): string[] } {
  const tally = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = `${request.method()} ${url.pathname}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  });
  return { count: (key) => tally.get(key) ?? 0, keys: () => [...tally.keys()] };
}

/** A gate on one call of the page: its requests wait until `release()`, so a test acts while it runs. */
export interface RequestGate {
  /** How many requests reached the gate so far. */
  seen(): number;
  /** Lets the waiting requests go on to the server, and every later one straight through. */
  release(): Promise<void>;
}

/**
 * Holds the page's `method` requests to `pathname` (frames included) until `release()`: a double click
 * then lands while the first call is still running, as on a slow phone, whatever the machine's speed.
 */
export async function gateRequests(page: Page, pathname: string, method = 'POST'): Promise<RequestGate> {
  let open = false;
  let seen = 0;
  const waiting: Route[] = [];
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      seen += 1;
      if (open) return route.fallback();
      waiting.push(route);
    },
  );
  return {
    seen: () => seen,
    async release() {
      open = true;
      for (const route of waiting.splice(0)) await route.fallback();
    },
  };
}

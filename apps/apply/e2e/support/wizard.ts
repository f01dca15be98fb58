import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The apply token of the page's session (sessionStorage holds only opaque ids). */
export async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('leasekit.session'));
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('no session token');
  return token;
}

/** An application as the sandbox stores it (masked), read loosely by the journeys. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StoredApplicationDoc = Record<string, any>;

/** What the sandbox stored for the session's application (GET /apply-v2/application, masked). */
export async function storedApplication(
  page: Page,
  request: APIRequestContext,
): Promise<StoredApplicationDoc> {
  const response = await request.get('/apply-v2/application', {
    headers: { 'X-APPLY-TOKEN': await sessionToken(page), Accept: 'application/json' },
  });
  const body = (await response.json()) as { data: StoredApplicationDoc };
  return body.data;
}

/** The latest PIN the sandbox sent (its outbox as JSON), optionally to one recipient. */
export async function latestPin(request: APIRequestContext, to?: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/__sandbox/outbox', { headers: { Accept: 'application/json' } });
      const messages = (await response.json()) as { to: string; pin: string | null; created_at?: string }[];
      const pins = messages.filter(
        (m) => m.pin && (!to || m.to.replace(/\D/g, '').endsWith(to.replace(/\D/g, ''))),
      );
      pin = pins.at(-1)?.pin ?? undefined;
      return pin;
    })
    .toBeTruthy();
  return pin!;
}

/** Picks a Fill scenario in the app bar (outside production). */
export async function fill(page: Page, scenario: string): Promise<void> {
  await page.getByRole('combobox', { name: /Fill|Rellenar/ }).click();
  await page.getByRole('option', { name: scenario, exact: true }).click();
}

/** Clicks Continue (or Continuar). */
export async function continueStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
}

/** The wizard's 'Step N (title)' header. */
export function stepHeader(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

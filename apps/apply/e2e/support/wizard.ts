import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import type { ApplyApp } from './app';
import { readSessionToken, STORES } from './sandbox';

/** An application as the sandbox stores it (masked), read loosely by the journeys. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StoredApplicationDoc = Record<string, any>;

/** What the sandbox stored for the session's application (GET /apply-v2/application, masked). */
export async function storedApplication(
  page: Page,
  request: APIRequestContext,
): Promise<StoredApplicationDoc> {
  const response = await request.get('/apply-v2/application', {
    headers: { 'X-APPLY-TOKEN': await readSessionToken(page), Accept: 'application/json' },
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
      // The outbox lists the newest message first.
      pin = pins[0]?.pin ?? undefined;
      return pin;
    })
    .toBeTruthy();
  return pin!;
}

/** Picks a Fill scenario in the app bar (outside production). */
export async function fill(page: Page | Frame, scenario: string): Promise<void> {
  await page.getByRole('combobox', { name: /Fill|Rellenar/ }).selectOption(scenario);
}

/**
 * {@link fill} with the scenario's applicant SSN replaced by `ssn` (a fresh one by default) in the fill
 * answer, before the app sees it: a form that saves on its own (the single page's autosave) may save the
 * filled applicant before a fresh SSN is typed over it, and the scenario's shared SSN would go through
 * retrieval. Returns the SSN the form was filled with.
 */
export async function fillWithSsn(page: Page, scenario: string, ssn = uniqueSsn()): Promise<string> {
  await page.route('**/apply-v2/application/fill*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { applicant?: Record<string, unknown> } };
    if (body.data?.applicant) body.data.applicant.social_security_number = ssn;
    await route.fulfill({ response, json: body });
  });
  await fill(page, scenario);
  return ssn;
}

/** Clicks Continue (or Continuar). */
export async function continueStep(page: Page | Frame): Promise<void> {
  await page.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
}

/** The wizard's 'Step N (title)' header. */
export function stepHeader(page: Page | Frame, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Runs the standard wizard from the applicant info to the confirmation with a Fill scenario. */
export async function toConfirmation(page: Page, scenario = 'option-a'): Promise<void> {
  await fill(page, scenario);
  // The server's labels come in the page's language: 'First Name' or 'Nombre'.
  await expect(page.getByLabel(/^(First Name|Nombre)/)).not.toHaveValue('');
  await freshSsn(page);
  for (const step of [2, 3, 4, 5]) {
    await continueStep(page);
    await expect(page.getByText(new RegExp(`^(Step|Paso) ${step} \\(`)).first()).toBeVisible();
  }
  await continueStep(page);
  await expect(page.getByRole('button', { name: /Confirm & Submit|Confirmar y enviar/ })).toBeVisible();
}

/** Types a PIN into the five boxes (clearing what is there first). */
export async function typePin(page: Page | Frame, pin: string): Promise<void> {
  const input = page.locator('[data-slot="pin-input"]');
  await input.click();
  for (let i = 0; i < 5; i += 1) await input.press('Backspace');
  await input.pressSequentially(pin);
}

/**
 * A fresh SSN for each journey (not starting with 9, so the sandbox decides by income): the Fill
 * scenarios share SSNs, and an SSN with a decided application would go through retrieval instead.
 */
export function uniqueSsn(): string {
  const n =
    String(Date.now() % 1_000_000).padStart(6, '0') +
    String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${(Number(n.slice(0, 3)) % 800) + 100}-${n.slice(3, 5)}-${n.slice(5, 9)}`;
}

/**
 * Types a fresh SSN over the filled one on the applicant info form (or section); `ssn` (digits, dashes
 * allowed) types a known one instead of a fresh one.
 */
export async function freshSsn(
  scope: Page | Frame | ReturnType<Page['locator']>,
  ssn = uniqueSsn(),
): Promise<string> {
  const input = scope.getByLabel(/^(Social Security Number|Número de Seguro Social)/);
  // The SSN input shows only the last 4 until focused: focus, clear, type, leave.
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(ssn.replace(/-/g, ''));
  await input.blur();
  await expect(input).toHaveValue(`***-**-${ssn.slice(-4)}`);
  return ssn;
}

/** The axe scan of a wizard screen, toasts included (the scan waits for their fade-in to finish). */
export async function expectScreenAccessible(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
}

/** Starts a new application at the main store (its session's resume opens /apply); returns the session token. */
export async function startApplication(app: ApplyApp): Promise<string> {
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  return readSessionToken(app.page);
}

/**
 * Starts an application at the main store: the applicant info step filled by the Fill scenario
 * `option-a` (checked by its first name) with a fresh SSN typed over it, not yet continued. Returns the SSN.
 */
export async function startFilledApplication(app: ApplyApp, page: Page): Promise<string> {
  await startApplication(app);
  await fill(page, 'option-a');
  await expect(page.getByLabel('First Name')).toHaveValue('Avery');
  return freshSsn(page);
}

/**
 * {@link startFilledApplication}, then Continue past the applicant info to Step 2 (Home Address); returns
 * the SSN the application was saved with.
 */
export async function startAtHomeAddress(app: ApplyApp, page: Page): Promise<string> {
  const ssn = await startFilledApplication(app, page);
  await continueStep(page);
  await expect(stepHeader(page, 'Step 2 (Home Address)')).toBeVisible();
  return ssn;
}

import type { MessageDescriptor } from '../messages';
import { isFlagSet } from './values';

/** The employer search call (02 §7). */
export const PAYROLL_EMPLOYERS_PATH = '/api/v1/payroll/employers';

/** Catalogue code of the empty employer search (01 §8). */
export const PAYROLL_EMPLOYER_NOT_SUPPORTED = 'errors.employer.notSupported';

/** The state auto-refreshes this long after an async affordability check starts, in ms (02 §4, §9). */
export const PAYROLL_AUTO_REFRESH_MS = 3000;

/** Collects the message texts of a parsed JSON value: strings, `message` fields, nested arrays. */
function collectMessages(value: unknown, into: string[], depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (value.trim()) into.push(value.trim());
  } else if (typeof value === 'number' || typeof value === 'boolean') {
    into.push(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectMessages(item, into, depth + 1);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    collectMessages(record.message ?? record.error, into, depth + 1);
  }
}

const MAX_EXPANDED_LENGTH = 10000;

/** Replaces every embedded JSON array in a text by its messages joined with spaces. */
function expandEmbeddedArrays(text: string): string {
  // Parsing is quadratic in the number of brackets; server errors are short, junk this long is left as is.
  if (text.length > MAX_EXPANDED_LENGTH) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('[', i);
    if (open < 0) break;
    let replaced = false;
    // Try each closing bracket from the nearest on, so nested arrays parse as one value.
    for (let close = text.indexOf(']', open); close >= 0; close = text.indexOf(']', close + 1)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text.slice(open, close + 1));
      } catch {
        continue;
      }
      const messages: string[] = [];
      collectMessages(parsed, messages);
      out += text.slice(i, open) + messages.join(' ');
      i = close + 1;
      replaced = true;
      break;
    }
    if (!replaced) {
      out += text.slice(i, open + 1);
      i = open + 1;
    }
  }
  return out + text.slice(i);
}

/**
 * Turns a payroll server error into the text to show (02 §8): embedded JSON arrays of messages are
 * concatenated, separated by spaces, in place of the array (`'Invalid: ["a","b"]'` → `'Invalid: a b'`);
 * an array or an object with `message`/`error` is read the same way. Spaces are collapsed. Anything empty
 * or unreadable gives 'An error occurred, please try again!'. The result is `payroll.serverMessage` with
 * the text, or `payroll.genericError`. Never throws.
 */
export function parsePayrollError(error: unknown): MessageDescriptor {
  let text: string;
  if (typeof error === 'string') {
    text = expandEmbeddedArrays(error);
  } else {
    const messages: string[] = [];
    collectMessages(error, messages);
    text = messages.map(expandEmbeddedArrays).join(' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text
    ? { code: 'payroll.serverMessage', params: { message: text } }
    : { code: 'payroll.genericError' };
}

/**
 * The affordability error message (02 §4): when the determination result code is 'A' (already approved)
 * the check could not raise the offer ('unable to increase offer'); for any other code it is a denial.
 */
export function getAffordabilityErrorMessage(resultCode: unknown): MessageDescriptor {
  return resultCode === 'A'
    ? { code: 'payroll.unableToIncreaseOffer' }
    : { code: 'payroll.affordabilityDenied' };
}

/** The outcome of starting the affordability check (02 §4): initiated, or an error message. */
export type AffordabilityOutcome =
  { state: 'initiated'; message: MessageDescriptor } | { state: 'error'; message: MessageDescriptor };

/**
 * The outcome of GET /api/v1/payroll/{applicationId}/affordability (02 §4, §7): status true → 'initiated'
 * with 'Affordability check initiated!'; otherwise an error with the message chosen by the result code
 * (see `getAffordabilityErrorMessage`).
 */
export function getAffordabilityOutcome(
  response: { status?: unknown } | null | undefined,
  resultCode: unknown,
): AffordabilityOutcome {
  return response?.status === true
    ? { state: 'initiated', message: { code: 'payroll.initiated' } }
    : { state: 'error', message: getAffordabilityErrorMessage(resultCode) };
}

/**
 * The outcome of a manual refresh (03 §7, §8): status true → success with 'Eligibility process completed!'
 * and the new result (data.result, null when absent); otherwise 'Affordability check pending! please
 * complete process, or try again in a few minutes if you have already completed the process.'
 */
export function getPayrollRefreshOutcome(
  response: { status?: unknown; data?: { result?: unknown } | null } | null | undefined,
):
  | { state: 'complete'; message: MessageDescriptor; result: unknown }
  | { state: 'pending'; message: MessageDescriptor } {
  return response?.status === true
    ? {
        state: 'complete',
        message: { code: 'payroll.refreshComplete' },
        result: response.data?.result ?? null,
      }
    : { state: 'pending', message: { code: 'payroll.refreshPending' } };
}

/** The message after a restart (03 §8): 'Link sent successfully!' on status true, else 'Unable to send link!'. */
export function getPayrollRestartMessage(
  response: { status?: unknown } | null | undefined,
): MessageDescriptor {
  return response?.status === true ? { code: 'payroll.linkSent' } : { code: 'payroll.linkNotSent' };
}

/** Whether a result offers payroll enrolment (03 §3 result.payroll.is_eligible). */
export function isPayrollEligible(
  result: { payroll?: { is_eligible?: unknown } | null } | null | undefined,
): boolean {
  return isFlagSet(result?.payroll?.is_eligible);
}

/**
 * Whether enrolment starts an affordability check (02 §4 "for async type"): the payroll type is 'async'.
 * Such a check can later be refreshed or restarted (03 §4).
 */
export function isAsyncPayroll(payroll: { type?: unknown } | null | undefined): boolean {
  return payroll?.type === 'async';
}

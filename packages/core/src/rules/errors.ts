import { type Locale, type MessageCode, type MessageParams, t } from '../messages';
import type { en as errorCatalogue } from '../messages/catalog/errors';

/**
 * A code of the error catalogue (01 §8, 02 §8, 03 §8) and of the shared `common.*` labels: every
 * `errors.*` code, those of the base (catalog/errors.ts) and those that load with a part
 * (catalog/application.ts, catalog/checkout.ts, catalog/upload.ts).
 */
export type ErrorCode = keyof typeof errorCatalogue | Extract<MessageCode, `errors.${string}`>;

/** The status the client reports for a request that timed out or got no response (01 §8). */
export const REQUEST_TIMEOUT_STATUS = 408;

/** How long a toast stays, in milliseconds (03 §8). */
export const TOAST_DURATION_MS = 5000;

/** Where toasts appear (03 §8), in sonner's position names. */
export const TOAST_POSITION = 'top-right';

/**
 * The text of an error-catalogue code in a locale (English by default; Spanish falls back to English
 * for codes it lacks), with `{name}` placeholders filled from `params`.
 *
 * @example getErrorMessage('errors.timeout') // 'Request timed out whilst trying to call the server. …'
 */
export function getErrorMessage(code: ErrorCode, locale: Locale = 'en', params?: MessageParams): string {
  return t(code, params, locale);
}

/** A non-blank string, trimmed; null for anything else. */
function toText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The server's error text when it sent one, else the catalogue fallback (01 §8, 02 §8: "the server
 * error, else …"). Only a non-blank string counts as a server text; the fallback defaults to
 * 'An unknown error occurred'.
 */
export function getServerErrorText(
  serverError: unknown,
  fallback: ErrorCode = 'errors.unknown',
  locale: Locale = 'en',
): string {
  return toText(serverError) ?? getErrorMessage(fallback, locale);
}

/**
 * The text of a form alert (01 §8): the response's `error`, else its `message`, else
 * 'An unknown error occurred'. Blank or non-string values are skipped.
 */
export function getFormAlertText(
  response: { error?: unknown; message?: unknown } | null | undefined,
  locale: Locale = 'en',
): string {
  return toText(response?.error) ?? toText(response?.message) ?? getErrorMessage('errors.unknown', locale);
}

/** Pure helpers of the API client: placeholders, query strings, URL joining and body normalization. */

import { isRecord } from '../rules/values';

/** Values a payload may carry; nested objects and arrays are encoded in bracket notation for GET. */
export type PayloadValue = unknown;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{param}` placeholders of `path` from `payload` and returns the path with the payload minus the
 * used keys (01 §7). Values are URI-encoded. A placeholder missing from the payload is a programming
 * error, so it throws instead of calling a wrong address.
 */
export function fillPath(
  path: string,
  payload: Record<string, unknown> | FormData | undefined,
): { path: string; payload: Record<string, unknown> | FormData | undefined } {
  if (!PLACEHOLDER.test(path)) return { path, payload };
  PLACEHOLDER.lastIndex = 0;
  const isForm = typeof FormData !== 'undefined' && payload instanceof FormData;
  const rest: Record<string, unknown> | undefined = isForm
    ? undefined
    : { ...(payload as Record<string, unknown>) };
  const filled = path.replace(PLACEHOLDER, (_whole, name: string) => {
    let value: unknown;
    if (isForm) {
      value = (payload as FormData).get(name);
      (payload as FormData).delete(name);
    } else {
      value = rest?.[name];
      if (rest) delete rest[name];
    }
    if (value === undefined || value === null) {
      throw new TypeError(`Missing path parameter {${name}} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  return { path: filled, payload: isForm ? payload : rest };
}

function appendQuery(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(params, `${key}[]`, item);
  } else if (value instanceof Date) {
    params.append(key, value.toISOString());
  } else if (typeof value === 'object') {
    for (const [sub, item] of Object.entries(value as Record<string, unknown>)) {
      appendQuery(params, `${key}[${sub}]`, item);
    }
  } else if (typeof value === 'boolean') {
    // Servers of this API read booleans in query strings as 1 and 0.
    params.append(key, value ? '1' : '0');
  } else {
    params.append(key, String(value));
  }
}

/**
 * Encodes a GET payload as a query string (without the leading `?`). `null` and `undefined` are left
 * out, arrays become `key[]`, nested objects `key[sub]`, booleans 1 and 0.
 */
export function toQueryString(payload: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) appendQuery(params, key, value);
  return params.toString();
}

/** Joins a base URL and a path with exactly one slash; absolute `http(s)://` paths are kept as they are. */
export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path) || !baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Reads the `client_id` query parameter of a location search string (`?a=1&client_id=x`), if any. */
export function getClientIdFromSearch(search: string | undefined | null): string | undefined {
  if (!search) return undefined;
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('client_id');
  return value ? value : undefined;
}

function addError(target: Record<string, string[]>, name: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (typeof value === 'string') {
    (target[name] ??= []).push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') (target[name] ??= []).push(item);
      else addError(target, name, item);
    }
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      addError(target, name ? `${name}.${key}` : key, item);
    }
  } else {
    (target[name] ??= []).push(String(value));
  }
}

/**
 * Normalizes the field errors of a 422 body to `{ 'dotted.name': [messages] }` (01 §5): accepts a map
 * of strings or string arrays, nested objects (flattened to dotted names) and Laravel's `errors` key.
 */
export function toFieldErrors(data: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (isRecord(data)) addError(out, '', data);
  return out;
}

/**
 * A signal aborted as soon as any of `signals` is (AbortSignal.any is missing in older browsers).
 * Listeners are dropped once it fires.
 */
export function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal {
  const controller = new AbortController();
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  const abort = () => {
    for (const signal of present) signal.removeEventListener('abort', abort);
    controller.abort();
  };
  for (const signal of present) {
    if (signal.aborted) {
      abort();
      break;
    }
    signal.addEventListener('abort', abort, { once: true });
  }
  return controller.signal;
}

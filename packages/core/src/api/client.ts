import { t, type Locale } from '../messages';
import { globalTimers, type Timers } from '../stores/timers';
import type { AnswerSchema, ApiContract, ApiRequest, ApiResult, ApiTransport } from './types';
export { createLatest, type LatestRequest } from './latest';
import { createLatest, type LatestRequest } from './latest';
import { forwardRequest } from './forward-request';
import { anySignal, fillPath, getClientIdFromSearch, joinUrl, toFieldErrors, toQueryString } from './request';
import { isRecord } from '../rules/values';

/** Client default HTTP timeout: 10 seconds (01 §9). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Timeout of the long calls the spec names ("180 s on calls", 01 §9). */
export const LONG_TIMEOUT_MS = 180_000;

/** What a 406 response with `data.code` reports to the host bridge (04: `CHECKOUT_ERROR`). */
export interface CheckoutError {
  code: string | number;
  message: string;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Prefix of every relative path; none by default (same origin). */
  baseUrl?: string;
  /** Session token sent as `X-APPLY-TOKEN`; a function is read on every call. No header when empty. */
  token?: string | null | (() => string | null | undefined);
  /** Client id sent as `X-APPLY-CLIENT-ID`; by default from `search`, else the session's random id. */
  clientId?: string;
  /** A location search string (`?client_id=…`) to take the client id from; none by default. */
  search?: string;
  /** The fetch implementation; the global `fetch` (looked up at call time) by default. */
  fetch?: typeof fetch;
  /** Milliseconds before a call times out; 10 s by default. Calls may pass their own `timeout`. */
  timeout?: number;
  /** Injected timers for the timeout; the global ones by default. */
  timers?: Timers;
  /** Called for a 406 response (HTTP status or body code) whose data has a `code` (03 §7, 04). */
  onCheckoutError?: (error: CheckoutError) => void;
  /**
   * Locale of the client's own error texts, also sent as `Accept-Language` so the server answers in it
   * (its form schemas' labels, options and buttons); a function is read on every call. English texts and
   * no header by default.
   */
  locale?: Locale | (() => Locale | null | undefined);
  /**
   * Called when any call is answered 403 (HTTP status or body code), after the result is built: the app
   * opens its forbidden page (03 §6 "a 403 from the server leads to the forbidden page"). None by default.
   */
  onForbidden?: () => void;
  /**
   * The calls whose successful answers are parsed as they arrive when the call names no `answer` of its
   * own (`API_CONTRACT` of `@leasekit/core/contract`; a call's path, filled or not, is matched against
   * the contract's `{param}` paths): an answer its schema refuses becomes a failed result with 'An
   * invalid response was returned from the server.' (01 §8). The core's stores name their calls'
   * schemas themselves; this covers the calls an app makes on its own. A function is a loader
   * (`() => import('@leasekit/core/contract').then((m) => m.API_CONTRACT)`), called on the first such
   * call; a contract that fails to load makes that call a "no response" (408) and is tried again by the
   * next. None by default: such answers reach the app as the server sent them.
   */
  contract?: ApiContract | (() => Promise<ApiContract>);
}

/** An owner's view of the client: its calls are cancelled together when the owner is disposed. */
export interface ApiScope {
  /** Same as the client's `request`, aborted on `dispose`. */
  request: ApiTransport;
  /** Aborts every call still running in this scope; later calls resolve as aborted at once. */
  dispose(): void;
}

/** The API client made by {@link createApiClient}. */
export interface ApiClient {
  /** Performs one call and normalizes every outcome to an `ApiResult`; never rejects. */
  request: ApiTransport;
  /** The `X-APPLY-CLIENT-ID` this client sends. */
  readonly clientId: string;
  /** Replaces the session token (e.g. after a token exchange), or the function that reads it. */
  setToken(token: ApiClientOptions['token']): void;
  /** A scope whose calls are all aborted when the owner is disposed. */
  scope(): ApiScope;
  /** A latest-only caller over this client (for searches and reloads). */
  latest(): LatestRequest;
  /** Aborts every running call of this client. */
  dispose(): void;
}

let sessionClientId: string | undefined;

/** The contract's calls as the client looks them up. */
type ContractAnswers = { method: string; path: string; pattern: RegExp; answer: AnswerSchema }[];

/** Whether a call asks for a form's schema (`_form`): the form engine reads that answer, not the contract. */
function isFormRequest(call: ApiRequest<unknown>): boolean {
  const asked = call.payload instanceof FormData ? null : call.payload?._form;
  return (
    /[?&]_form=(true|1)\b/.test(call.path) ||
    asked === true ||
    asked === 'true' ||
    asked === 1 ||
    asked === '1'
  );
}

/** A path with `{param}` placeholders as a pattern a filled path matches (a placeholder is one segment). */
function toPathPattern(path: string): RegExp {
  const parts = path.split(/\{[^}/]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** A random UUID, from `crypto.randomUUID` when available. */
function randomId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Old engines only: RFC 4122 version 4 layout from Math.random.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => {
    const r = (Math.random() * 16) | 0;
    return (ch === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/**
 * The random client id of this page session (03 §7), created on first use and kept in memory only:
 * it is never written to storage, so a new tab gets a new id.
 */
export function getSessionClientId(): string {
  sessionClientId ??= randomId();
  return sessionClientId;
}

const ENVELOPE_KEYS = ['status', 'code', 'data', 'error', 'message', 'errors'];

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text.trim()) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Creates the API client (01 §7–9, 03 §7): method GET by default, `{param}` placeholders filled from
 * the payload, GET payload in the query string and a JSON body otherwise (FormData as it is),
 * credentials included, redirects not followed, the `X-APPLY-TOKEN` and `X-APPLY-CLIENT-ID` headers,
 * a 10 s timeout by default, and every outcome normalized to an `ApiResult` (never a rejection).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timers = options.timers ?? globalTimers;
  const defaultTimeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const clientId = options.clientId ?? getClientIdFromSearch(options.search) ?? getSessionClientId();
  let token = options.token;
  const running = new Set<AbortController>();
  const readLocale = (): Locale | undefined =>
    (typeof options.locale === 'function' ? options.locale() : options.locale) ?? undefined;
  const text = (code: string) => t(code, undefined, readLocale());
  let answers: ContractAnswers | undefined;
  let loadingAnswers: Promise<ContractAnswers> | undefined;

  /** The contract's answer schemas with their paths as patterns, loaded on first use when given as a loader. */
  function loadAnswers(): Promise<ContractAnswers> {
    loadingAnswers ??= Promise.resolve(
      typeof options.contract === 'function' ? options.contract() : (options.contract ?? {}),
    ).then(
      (contract) =>
        (answers = Object.values(contract).map((call) => ({
          method: call.method.toUpperCase(),
          path: call.path,
          pattern: toPathPattern(call.path),
          answer: call.answer,
        }))),
      (error: unknown) => {
        // A chunk that failed to load is tried again by the next call.
        loadingAnswers = undefined;
        throw error;
      },
    );
    return loadingAnswers;
  }

  /** The contract's schema for a call the app makes without one: by method and path (filled or not). */
  async function findAnswer(
    method: string,
    path: string,
    loading: Promise<ContractAnswers> | undefined,
  ): Promise<AnswerSchema | undefined> {
    const known = answers ?? (await (loading ?? loadAnswers()));
    const bare = path.split('?')[0] ?? path;
    return (
      known.find((call) => call.method === method && call.path === bare) ??
      known.find((call) => call.method === method && call.pattern.test(bare))
    )?.answer;
  }

  /** Parses a successful answer with its call's schema, once, at the boundary. */
  async function parseAnswer<TData>(
    schema: AnswerSchema<TData>,
    result: ApiResult<unknown>,
  ): Promise<ApiResult<TData>> {
    const checked = await schema['~standard'].validate(result.data);
    if (!checked.issues) return { ...result, data: checked.value };
    return { status: false, code: result.code, data: null as TData, error: text('errors.invalidResponse') };
  }

  const timedOut = <TData>(): ApiResult<TData> => ({
    status: false,
    code: 408,
    data: null as TData,
    error: text('errors.timeout'),
  });

  function readToken(): string | null | undefined {
    return typeof token === 'function' ? token() : token;
  }

  function normalize<TData>(response: Response, bodyText: string): ApiResult<TData> {
    // A browser hands back an opaque redirect (status 0, no headers) for redirect: 'manual'.
    if (response.type === 'opaqueredirect') {
      return { status: false, code: 302, data: null as TData, error: text('errors.invalidResponse') };
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      return location
        ? { status: true, code: response.status, data: location as TData, error: null, redirect: location }
        : {
            status: false,
            code: response.status,
            data: null as TData,
            error: text('errors.invalidResponse'),
          };
    }
    const parsed = parseJson(bodyText);
    const body = parsed.ok ? parsed.value : undefined;
    const envelope = isRecord(body) && ENVELOPE_KEYS.some((key) => key in body) ? body : undefined;
    if (!parsed.ok || (!envelope && !response.ok)) {
      if (response.ok) {
        // A 2xx without JSON: an empty success, with the raw text as data when there is any.
        return { status: true, code: response.status, data: (bodyText || null) as TData, error: null };
      }
      return {
        status: false,
        code: response.status,
        data: null as TData,
        error: text(response.status === 408 ? 'errors.timeout' : 'errors.invalidResponse'),
      };
    }
    if (!envelope) return { status: response.ok, code: response.status, data: body as TData, error: null };

    const code = typeof envelope.code === 'number' ? envelope.code : response.status;
    const status = typeof envelope.status === 'boolean' ? envelope.status && response.ok : response.ok;
    const data = ('data' in envelope ? envelope.data : null) as TData;
    const message =
      (typeof envelope.error === 'string' && envelope.error) ||
      (typeof envelope.message === 'string' && envelope.message) ||
      null;
    const result: ApiResult<TData> = { status, code, data, error: status ? null : message };
    if (!status && !message && response.status >= 500) result.error = text('errors.invalidResponse');
    if (response.status === 422 || code === 422) {
      result.fieldErrors = toFieldErrors(isRecord(envelope.errors) ? envelope.errors : envelope.data);
    }
    if (status && (code === 301 || code === 302) && typeof data === 'string') result.redirect = data;
    if (isRecord(envelope.meta)) result.meta = envelope.meta;
    const checkoutCode = (response.status === 406 || code === 406) && isRecord(data) ? data.code : null;
    if (typeof checkoutCode === 'string' || typeof checkoutCode === 'number') {
      const checkoutMessage =
        (isRecord(data) && typeof data.message === 'string' && data.message) ||
        message ||
        text('errors.unknown');
      options.onCheckoutError?.({ code: checkoutCode, message: checkoutMessage });
    }
    return result;
  }

  /**
   * A normalized answer as the call's `data` type: a successful one parsed with the call's schema, else
   * the contract's; a failed one (or one the app reads unparsed) as it came.
   */
  async function readAnswer<TData>(
    call: ApiRequest<TData>,
    method: string,
    result: ApiResult<unknown>,
    loading: Promise<ContractAnswers> | undefined,
  ): Promise<ApiResult<TData>> {
    const parse = result.status && result.redirect === undefined;
    if (parse && call.answer) return parseAnswer(call.answer, result);
    const schema =
      parse && options.contract && !isFormRequest(call)
        ? await findAnswer(method, call.path, loading)
        : undefined;
    const checked = schema ? await parseAnswer(schema, result) : result;
    // A call without a schema of its own hands its data on unparsed: ApiTransport types it `unknown`
    // for the caller, so this internal type only carries the parsed case through.
    return checked as ApiResult<TData>;
  }

  /** Whether a call names its own token (an exchange's ticket or link token), not the session's. */
  const ownToken = (call: ApiRequest) =>
    Object.keys(call.headers ?? {}).some((name) => /^x-apply-(token|ticket)$/i.test(name));

  const request: ApiTransport = <TData>(call: ApiRequest<TData>) => send<TData>(call, true);

  async function send<TData>(call: ApiRequest<TData>, mayResend: boolean): Promise<ApiResult<TData>> {
    const method = (call.method ?? 'GET').toUpperCase();
    const { path, payload } = fillPath(call.path, call.payload);
    let url = joinUrl(options.baseUrl ?? '', path);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-APPLY-CLIENT-ID': clientId };
    const currentToken = readToken();
    if (currentToken) headers['X-APPLY-TOKEN'] = currentToken;
    const language = readLocale();
    if (language) headers['Accept-Language'] = language;
    let body: BodyInit | undefined;
    if (method === 'GET' || method === 'HEAD') {
      const query = payload instanceof FormData ? '' : toQueryString(payload);
      if (query) url += (url.includes('?') ? '&' : '?') + query;
    } else if (payload instanceof FormData) {
      body = payload;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload ?? {});
    }
    Object.assign(headers, call.headers);

    const controller = new AbortController();
    const outer = call.signal;
    const onOuterAbort = () => controller.abort();
    if (outer?.aborted) return timedOut();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    running.add(controller);
    const timer = timers.setTimeout(() => controller.abort(), call.timeout ?? defaultTimeout);
    // The contract loads while the first call without its own schema is on its way (a failure is seen
    // when the answer is parsed).
    const loading = options.contract && !call.answer && !answers ? loadAnswers() : undefined;
    loading?.catch(() => undefined);
    try {
      const doFetch = call.fetch ?? options.fetch ?? globalThis.fetch;
      const response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        redirect: 'manual',
        signal: controller.signal,
      });
      // The timeout also covers reading the body: a server may stall half-way.
      const bodyText = await response.text();
      const result = await readAnswer(call, method, normalize<unknown>(response, bodyText), loading);
      if (response.status === 403 || result.code === 403) {
        // The session's token was replaced while this call was on its way (a verified PIN rotates it,
        // docs/behaviour.md 03 §6 "Session tokens"): the old one was refused, so the call goes once more.
        const latest = readToken();
        if (mayResend && currentToken && latest && latest !== currentToken && !ownToken(call)) {
          return await send<TData>(call, false);
        }
        options.onForbidden?.();
      }
      return result;
    } catch {
      // Timeout, abort, refused or dropped connection: the spec treats all as "no response" (01 §8).
      return timedOut();
    } finally {
      timers.clearTimeout(timer);
      running.delete(controller);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    request,
    clientId,
    setToken(next) {
      token = next;
    },
    scope() {
      const owned = new AbortController();
      return {
        request: <TData>(call: ApiRequest<TData>) =>
          forwardRequest(request, { ...call, signal: anySignal([owned.signal, call.signal]) }),
        dispose: () => owned.abort(),
      };
    },
    latest: () => createLatest(request),
    dispose() {
      for (const controller of [...running]) controller.abort();
    },
  };
}

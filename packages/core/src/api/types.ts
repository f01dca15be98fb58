/**
 * Every call's outcome, normalized (01 §3 "API result"): `status` true on success, the HTTP or body
 * `code`, the response `data`, and an `error` text or null.
 */
export interface ApiResult<TData = unknown> {
  status: boolean;
  code: number;
  data: TData;
  error: string | null;
  /** Field errors of a 422 response, by field name (dotted for nested fields). */
  fieldErrors?: Record<string, string[]>;
  /** Set when the server asked for a redirect (status true with code 301 or 302): the target address. */
  redirect?: string;
  /** The body's top-level `meta` when it has one (paged lists, 01 §3). */
  meta?: Record<string, unknown>;
}

/** One call: method (default GET), a path with `{param}` placeholders filled from the payload. */
export interface ApiRequest {
  /** HTTP method; GET by default. */
  method?: string;
  /** Path relative to the client's base URL, e.g. `/apply-v2/checkout/{checkout_id}/lease`. */
  path: string;
  /** Query string for GET, JSON body otherwise; placeholder values are taken out of it. */
  payload?: Record<string, unknown> | FormData;
  /** Milliseconds before the call counts as timed out; the client default (10 s) when omitted. */
  timeout?: number;
  /** Aborts the call; an aborted call resolves as a 408 outcome that callers may ignore. */
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

/** What stores are given instead of `fetch`: one function from request to normalized result. */
export type ApiTransport = <TData = unknown>(request: ApiRequest) => Promise<ApiResult<TData>>;

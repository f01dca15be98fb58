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
  /**
   * The fetch this one call goes through (e.g. one over XMLHttpRequest that reports upload progress,
   * `createXhrFetch`); the client's own by default. Headers, token, timeout and the answer's reading stay
   * the client's.
   */
  fetch?: typeof fetch;
}

/** What stores are given instead of `fetch`: one function from request to normalized result. */
export type ApiTransport = <TData = unknown>(request: ApiRequest) => Promise<ApiResult<TData>>;

/** The outcome of an {@link AnswerSchema}'s check: the parsed value, or the issues found. */
export type AnswerCheck = { value: unknown; issues?: undefined } | { issues: readonly unknown[] };

/**
 * A schema the client parses a call's answer with: any Standard Schema (the contract's zod/mini schemas
 * are), read only through its `~standard.validate`, so the client itself imports no validator.
 */
export interface AnswerSchema {
  readonly '~standard': { validate(value: unknown): AnswerCheck | Promise<AnswerCheck> };
}

/** One call of an {@link ApiContract}: its method, its path as the stores name it, and its answer's schema. */
export interface ApiContractCall {
  method: string;
  path: string;
  answer: AnswerSchema;
}

/** The calls whose answers a client parses, by name (`API_CONTRACT` of `@leasekit/core/contract`). */
export type ApiContract = Readonly<Record<string, ApiContractCall>>;

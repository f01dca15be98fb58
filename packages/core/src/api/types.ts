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

/**
 * One call: method (default GET), a path with `{param}` placeholders filled from the payload, and the
 * schema its successful answer is parsed with (the call's `answer` in `@leasekit/core/contract`).
 */
export interface ApiRequest<TData = unknown> {
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
  /**
   * The schema the client parses a successful answer with, once, as it arrives (the call's `answer` of
   * the contract): the result's `data` is its output, and an answer it refuses becomes a failed result
   * with 'An invalid response was returned from the server.' (01 §8). None by default: the client's
   * `contract`, when given, is looked up by method and path.
   */
  answer?: AnswerSchema<TData>;
}

/** What stores are given instead of `fetch`: one function from request to normalized result. */
export interface ApiTransport {
  /** A call that names its answer's schema: the result's data is the schema's output. */
  <TData>(request: ApiRequest<TData> & { answer: AnswerSchema<TData> }): Promise<ApiResult<TData>>;
  /**
   * A call without a schema: its data is `unknown`, read with checks where it is used. A caller cannot
   * name the type of an answer it does not parse; to have it typed, it names the call's `answer`.
   */
  (request: ApiRequest<unknown>): Promise<ApiResult<unknown>>;
}

/** The outcome of an {@link AnswerSchema}'s check: the parsed value, or the issues found. */
export type AnswerCheck<TData = unknown> =
  { readonly value: TData; readonly issues?: undefined } | { readonly issues: readonly unknown[] };

/**
 * A schema the client parses a call's answer with: any Standard Schema (the contract's zod/mini schemas
 * are), read only through its `~standard.validate`, so the client itself imports no validator.
 */
export interface AnswerSchema<TData = unknown> {
  readonly '~standard': { validate(value: unknown): AnswerCheck<TData> | Promise<AnswerCheck<TData>> };
}

/**
 * One call of an {@link ApiContract}: its method, its path with `{param}` placeholders (a filled path
 * matches it), and its answer's schema.
 */
export interface ApiContractCall {
  method: string;
  path: string;
  answer: AnswerSchema;
}

/** The calls whose answers a client parses, by name (`API_CONTRACT` of `@leasekit/core/contract`). */
export type ApiContract = Readonly<Record<string, ApiContractCall>>;

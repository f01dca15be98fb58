import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { core } from 'zod';
import type { FormSchema } from '../domain/forms';
import { getRequestLocale, localizeSchema, type FormLocale } from '../domain/forms-es';

/** The response envelope of every call (01 §3 API result). */
export interface Envelope<T = unknown> {
  status: boolean;
  code: number;
  data: T;
  error: string | null;
}

/** The `error` text of a 422 (the wording the app's field mapping expects). */
export const INVALID_DATA = 'The given data was invalid.';

/** An error a route throws to answer with an envelope; never carries a stack to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A 422 with field errors by dotted field name. */
export class ValidationError extends HttpError {
  constructor(readonly fields: Record<string, string[]>) {
    super(422, INVALID_DATA, fields);
  }
}

/** Answers with `{status: true, code, data, error: null}`. */
export function ok(c: Context, data: unknown, code = 200): Response {
  return c.json({ status: true, code, data, error: null } satisfies Envelope, code as ContentfulStatusCode);
}

/**
 * A form schema answer in the language the request asks for (`Accept-Language`, Spanish or English; the
 * app sends its current locale), marked `Vary: Accept-Language` so no cache serves one language for another.
 */
export function okSchema(c: Context, schema: FormSchema): Response {
  return ok(c, localizeSchema(schema, requestLocale(c)));
}

/**
 * The language a request asks for (`Accept-Language`: Spanish or English), marking the answer
 * `Vary: Accept-Language` so no cache serves one language for another.
 */
export function requestLocale(c: Context): FormLocale {
  c.header('Vary', 'Accept-Language', { append: true });
  return getRequestLocale(c.req.header('accept-language'));
}

/** Answers with `{status: false, code, data, error}`. */
export function fail(c: Context, code: number, error: string, data: unknown = null): Response {
  return c.json({ status: false, code, data, error } satisfies Envelope, code as ContentfulStatusCode);
}

/** Field errors of a failed zod parse: dotted paths to messages (`applicant.income.0.gross`). */
export function fieldErrors(error: { issues: readonly core.$ZodIssue[] }): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Parses `input` with `schema`, or throws a 422 with field errors. Any zod schema: the sandbox's own
 * and the core's contract schemas (zod/mini, `@leasekit/core/contract`) alike.
 */
export function validate<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** How deeply a JSON body may nest objects and arrays; the deepest form model is 5 levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing (so without
 * recursion): brackets inside strings do not count.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \\ */) i += 1;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91 /* { [ */) max = Math.max(max, (depth += 1));
    else if (ch === 125 || ch === 93 /* } ] */) depth -= 1;
  }
  return max;
}

/**
 * The JSON body of a request ({} when empty); malformed JSON is a 400, and so is JSON nested deeper than
 * {@link MAX_JSON_DEPTH} (the form code walks models recursively).
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new HttpError(400, `The request body may not nest deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body.');
  }
}

/** Validates the JSON body of a request against a schema. */
export async function body<S extends core.$ZodType>(c: Context, schema: S): Promise<core.output<S>> {
  return validate(schema, await readJson(c));
}

/** Validates the query string of a request against a schema (repeated keys become arrays). */
export function query<S extends core.$ZodType>(c: Context, schema: S): core.output<S> {
  const all = c.req.queries();
  const flat: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) flat[key] = values.length === 1 ? values[0]! : values;
  return validate(schema, flat);
}

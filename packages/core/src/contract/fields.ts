/**
 * The building blocks of the contract's schemas (docs/decisions/0001-contract-schemas.md): free text
 * without hidden characters, whole numbers and dollar amounts as a body or a query string carries them,
 * and the shape of one call. Messages are the lender's 422 texts, word for word.
 */
import * as z from 'zod/mini';

/**
 * Characters no line of text may hold: C0 controls (NUL, ESC, tab and newline included), DEL and the C1
 * controls; the line and paragraph separators; and the bidirectional marks, overrides and isolates
 * (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Controls can forge log lines; bidirectional
 * characters make text read differently on a screen than it was typed (apps/sandbox/README.md, Security
 * model).
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Whether a line of text holds a control, line-separator or bidirectional character. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/**
 * A free-text value named `field` in its messages: a string of at most `max` characters without a
 * forbidden character ({@link hasForbiddenCharacters}). A missing value reads 'The {field} field is
 * required.', a value of another kind 'The {field} must be text.'.
 */
export function safeText(field: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be text.`,
    })
    .check(
      z.maxLength(max, `The ${field} may not be greater than ${max} characters.`),
      z.refine(
        (value) => !hasForbiddenCharacters(value),
        `The ${field} contains characters that are not allowed.`,
      ),
    );
}

/**
 * A whole number, from a JSON number or a numeric string (a query value or a form's text); `error`, when
 * given, is the message of every refusal (a missing, non-numeric or fractional value alike).
 */
export function wholeNumber(params?: { error: string }) {
  return z.coerce.number(params).check(z.int());
}

/** A decimal number as query strings and the contract's string amounts carry it ('128.17', '-1'). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The most any amount a client sends may be, in cents ($100,000,000): far above any lease and small
 * enough that every sum of such amounts stays an exact integer number of cents.
 */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** Whether a dollar amount is a finite number of whole cents (compared after rounding binary fractions). */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Cents as the lender's messages write them: '$1,234.56'. */
function formatUsd(cents: number): string {
  return `$${(Math.round(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * An amount in dollars a client sends, named `field` in its messages: a JSON number or a decimal string,
 * finite, in whole cents, from `minCents` to `maxCents` (0 to {@link MAX_AMOUNT_CENTS} by default).
 * Anything else (NaN, Infinity, a fraction of a cent, a negative amount, a boolean) is refused, naming
 * the field. The value stays in dollars.
 */
export function dollars(field: string, { minCents = 0, maxCents = MAX_AMOUNT_CENTS } = {}) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value,
    ),
    z
      .number({ error: `The ${field} must be a number.` })
      .check(
        z.gte(minCents / 100, `The ${field} must be at least ${formatUsd(minCents)}.`),
        z.lte(maxCents / 100, `The ${field} may not be greater than ${formatUsd(maxCents)}.`),
        z.refine(isWholeCents, `The ${field} must be in whole cents.`),
      ),
  );
}

/**
 * A flag as a body or a query string carries it: a boolean, a number, or text (the API client writes a
 * query's booleans as 1 and 0), named `field` in its messages.
 */
export function looseFlag(field: string) {
  return z.union([z.boolean(), z.number(), safeText(field, 10)]);
}

/** One call of the contract: its method, its path (with `{param}` placeholders) and its schemas. */
export interface ContractCall<Request extends z.core.$ZodType, Answer extends z.core.$ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  request: Request;
  answer: Answer;
}

/** Declares one call of the contract, keeping its schemas' exact types. */
export function call<Request extends z.core.$ZodType, Answer extends z.core.$ZodType>(
  definition: ContractCall<Request, Answer>,
): ContractCall<Request, Answer> {
  return definition;
}

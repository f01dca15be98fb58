import { z } from 'zod';
import { formatUsd, isWholeCents, MAX_AMOUNT_CENTS } from '../domain/money';
import { hasForbiddenCharacters } from '../domain/security';

/**
 * The schema of every free-text value a request carries (bodies and query strings alike), named `field`
 * in its messages: a string of at most `max` characters that holds no control, line-separator or
 * bidirectional character (`hasForbiddenCharacters`; see the sandbox README, Security model). A missing
 * value reads 'The {field} field is required.', a value of another kind 'The {field} must be text.'.
 * Formats chain on the result (`safeText('sku', 64).min(1, …)`, `.regex(…)`), so a formatted field is
 * checked for hidden characters too: a format that allows "any character but a colon" would let NUL in.
 */
export function safeText(field: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be text.`,
    })
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .refine(
      (value) => !hasForbiddenCharacters(value),
      `The ${field} contains characters that are not allowed.`,
    );
}

/** A decimal number as query strings and the contract's string amounts carry it ('128.17', '-1'). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The schema of an amount in dollars a client sends, named `field` in its messages: a JSON number or a
 * decimal string, finite, in whole cents, from `minCents` to `maxCents` (0 to {@link MAX_AMOUNT_CENTS}
 * by default). Anything else (NaN, Infinity, `1e300`, a fraction of a cent, a negative amount, a boolean)
 * is a 422 naming the field. The value stays in dollars; `toCents` of it is exact. The route then
 * checks it against what the sandbox computed (the down payment, the fee, the cash price).
 */
export function dollars(field: string, { minCents = 0, maxCents = MAX_AMOUNT_CENTS } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    z
      .number({ error: `The ${field} must be a number.` })
      .min(minCents / 100, `The ${field} must be at least ${formatUsd(minCents)}.`)
      .max(maxCents / 100, `The ${field} may not be greater than ${formatUsd(maxCents)}.`)
      .refine(isWholeCents, `The ${field} must be in whole cents.`),
  );
}

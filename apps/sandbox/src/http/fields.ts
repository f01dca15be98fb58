import { z } from 'zod';
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

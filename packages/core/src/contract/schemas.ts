/**
 * The calls of the contract as schemas (docs/decisions/0001-contract-schemas.md): each converted call's
 * request and answer is one zod/mini schema, its types inferred from it. The sandbox validates requests
 * with these very objects and the API client parses answers with them (`createApiClient({ contract })`),
 * so neither side declares the shapes again. They live behind `@leasekit/core/contract`: a schema is a
 * module-level value, and keeping it out of the main entry keeps zod out of apps that never parse.
 *
 * Messages are the lender's 422 texts, word for word (the app shows them next to the field).
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
function wholeNumber(params?: { error: string }) {
  return z.coerce.number(params).check(z.int());
}

// ---- POST /apply-v2/intellicheck/send --------------------------------------------------------------

/**
 * `POST /apply-v2/intellicheck/send` (01 §7): text the identity link, to the typed phone ((###) ###-####)
 * when one is given, else to the applicant's cell; `check_id` resends an existing check's link.
 */
export const identitySendRequestSchema = z.object({
  phone: z.optional(
    z.nullable(
      safeText('phone', 14).check(
        z.refine(
          (value) => value.replace(/\D/g, '').length === 10,
          'The phone value must be a phone number.',
        ),
      ),
    ),
  ),
  check_id: z.optional(z.nullable(wholeNumber())),
});

/** The body of `POST /apply-v2/intellicheck/send` as the app sends it. */
export type IdentitySendRequest = z.input<typeof identitySendRequestSchema>;

/**
 * The answer of `POST /apply-v2/intellicheck/send`: the check's id, with `sent: true` when the link went
 * out, or (code 208) with `completed` when the check was already sent and is unchanged.
 */
export const identitySendResponseSchema = z.union([
  z.object({ id: z.number(), sent: z.literal(true) }),
  z.object({ id: z.number(), completed: z.boolean() }),
]);

/** The answer of `POST /apply-v2/intellicheck/send`. */
export type IdentitySendResponse = z.output<typeof identitySendResponseSchema>;

// ---- POST /apply-v2/intellicheck/verify ------------------------------------------------------------

/** `POST /apply-v2/intellicheck/verify` (01 §7): whether the shopper completed the identity check. */
export const identityVerifyRequestSchema = z.object({
  check_id: wholeNumber({ error: 'The check id field is required.' }),
});

/** The body of `POST /apply-v2/intellicheck/verify` as the app sends it. */
export type IdentityVerifyRequest = z.input<typeof identityVerifyRequestSchema>;

/** The answer of `POST /apply-v2/intellicheck/verify`: the check and whether it is completed (202 while not). */
export const identityVerifyResponseSchema = z.object({ id: z.number(), completed: z.boolean() });

/** The answer of `POST /apply-v2/intellicheck/verify`. */
export type IdentityVerifyResponse = z.output<typeof identityVerifyResponseSchema>;

// ---- POST /apply-v2/application/verify/send --------------------------------------------------------

/** `POST /apply-v2/application/verify/send` (02 §4): send a verification PIN by text (the default) or e-mail. */
export const pinSendRequestSchema = z.object({
  uuid: z.uuid({ error: 'The uuid field is required.' }),
  mode: z._default(z.enum(['sms', 'email'], { error: 'The mode must be sms or email.' }), 'sms'),
});

/** The body of `POST /apply-v2/application/verify/send` as the app sends it. */
export type PinSendRequest = z.input<typeof pinSendRequestSchema>;

/**
 * The answer of `POST /apply-v2/application/verify/send`: the PIN went out; where to, masked (the cell's
 * last 4, or the e-mail's first letter and domain; null for a retrieving session), when it expires (ISO)
 * and how many sends are left in the hour.
 */
export const pinSendResponseSchema = z.object({
  sent: z.literal(true),
  mode: z.enum(['sms', 'email']),
  to: z.nullable(z.string()),
  expires_at: z.string(),
  sends_left: z.number(),
});

/** The answer of `POST /apply-v2/application/verify/send`. */
export type PinSendResponse = z.output<typeof pinSendResponseSchema>;

// ---- The calls the client parses -------------------------------------------------------------------

/** One call of the contract: its method, its path (with `{param}` placeholders) and its schemas. */
export interface ContractCall<Request extends z.core.$ZodType, Answer extends z.core.$ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  request: Request;
  answer: Answer;
}

function call<Request extends z.core.$ZodType, Answer extends z.core.$ZodType>(
  definition: ContractCall<Request, Answer>,
): ContractCall<Request, Answer> {
  return definition;
}

/**
 * The calls converted to schemas, by name. Hand it to `createApiClient({ contract: API_CONTRACT })` so
 * every successful answer of these calls is parsed once, as it arrives; the sandbox validates their
 * requests with the same `request` objects.
 */
export const API_CONTRACT = {
  pinSend: call({
    method: 'POST',
    path: '/apply-v2/application/verify/send',
    request: pinSendRequestSchema,
    answer: pinSendResponseSchema,
  }),
  identitySend: call({
    method: 'POST',
    path: '/apply-v2/intellicheck/send',
    request: identitySendRequestSchema,
    answer: identitySendResponseSchema,
  }),
  identityVerify: call({
    method: 'POST',
    path: '/apply-v2/intellicheck/verify',
    request: identityVerifyRequestSchema,
    answer: identityVerifyResponseSchema,
  }),
};

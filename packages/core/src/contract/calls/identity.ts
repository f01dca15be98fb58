/**
 * The identity check's and the PIN's calls (01 §7, 02 §4) as definitions with their request and answer
 * schemas (docs/decisions/0001-contract-schemas.md). Messages are the lender's 422 texts, word for word.
 */
import * as z from 'zod/mini';
import { call, safeText, wholeNumber } from '../fields';

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
 * out, `sent: false` when the lender could not send it, or (code 208) with `completed` when the check
 * was already sent and is unchanged.
 */
export const identitySendResponseSchema = z.union([
  z.object({ id: z.number(), sent: z.literal(true) }),
  z.object({ id: z.number(), completed: z.boolean() }),
  // A lender that could not send the link says so (01 §7: 'Link could not be sent.').
  z.object({ id: z.optional(z.number()), sent: z.literal(false) }),
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

// ---- The calls -----------------------------------------------------------------------------------

/** `POST /apply-v2/application/verify/send`: send a verification PIN (02 §4). */
export const pinSendCall = call({
  method: 'POST',
  path: '/apply-v2/application/verify/send',
  request: pinSendRequestSchema,
  answer: pinSendResponseSchema,
});

/** `POST /apply-v2/intellicheck/send`: text the identity link (01 §7). */
export const identitySendCall = call({
  method: 'POST',
  path: '/apply-v2/intellicheck/send',
  request: identitySendRequestSchema,
  answer: identitySendResponseSchema,
});

/** `POST /apply-v2/intellicheck/verify`: whether the shopper completed the identity check (01 §7). */
export const identityVerifyCall = call({
  method: 'POST',
  path: '/apply-v2/intellicheck/verify',
  request: identityVerifyRequestSchema,
  answer: identityVerifyResponseSchema,
});

/**
 * `GET /apply-v2/intellicheck/exchange` (the link's token in the `X-Apply-Token` header): a session on
 * the phone for the completed check (its apply token), and where its application stands.
 */
export const identityExchangeCall = call({
  method: 'GET',
  path: '/apply-v2/intellicheck/exchange',
  request: z.object({}),
  answer: z.object({
    token: z.string(),
    completed: z.literal(true),
    lease: z.object({
      application_id: z.number(),
      checkout_id: z.nullable(z.number()),
      current_step: z.nullable(z.number()),
      result_code: z.nullable(z.string()),
    }),
  }),
});

/** `GET /apply-v2/intellicheck/exchange`: a session on the phone for the completed check. */
export type IdentityExchangeResponse = z.output<typeof identityExchangeCall.answer>;

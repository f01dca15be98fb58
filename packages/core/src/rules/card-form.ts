// The down payment's card form and the card calls' errors (02 §2, §5, §7, §8, §9).
import type { MessageDescriptor } from '../messages';
import { getCardRuleError, type CardPermissions } from './cards';
import { parseInteger } from './values';
import type { CheckoutText } from './checkout-text';

/**
 * The card-type permissions of the gateway data (02 §3 "card-type permissions"): `prepaid`, `credit`,
 * `debit`, `foreign`, also read from `allow_prepaid`… as some gateways name them. A missing permission
 * is a refusal.
 */
export function getCardPermissions(data: Record<string, unknown> | null | undefined): CardPermissions {
  const read = (key: string) => data?.[key] ?? data?.[`allow_${key}`];
  return { prepaid: read('prepaid'), credit: read('credit'), debit: read('debit'), foreign: read('foreign') };
}

/** The card form (02 §2): number, expiry (MM/YY) and card security code, as typed. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** The card form fields in form order. */
export const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Validates the card form before the token call: the number is 12 to 19 digits passing the Luhn check
 * (spaces and dashes ignored), the expiry MM/YY (or MM/YYYY) not before `now`'s month, the security code
 * 3 or 4 digits. Errors by field in form order; empty when valid. `now` is passed in (no clock here).
 */
export function validateCardForm(
  values: Partial<CardFormValues>,
  now: Date,
): Partial<Record<keyof CardFormValues, MessageDescriptor>> {
  const errors: Partial<Record<keyof CardFormValues, MessageDescriptor>> = {};
  const digits = String(values.number ?? '').replace(/[\s-]/g, '');
  if (!digits) errors.number = { code: 'checkout.card.numberRequired' };
  else if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    errors.number = { code: 'checkout.card.numberInvalid' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/.exec(String(values.expiry ?? '').trim());
  if (!String(values.expiry ?? '').trim()) errors.expiry = { code: 'checkout.card.expiryRequired' };
  else if (!expiry) errors.expiry = { code: 'checkout.card.expiryInvalid' };
  else {
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const month = Number(expiry[1]);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      errors.expiry = { code: 'checkout.card.expired' };
  }
  const cvc = String(values.cvc ?? '').trim();
  if (!cvc) errors.cvc = { code: 'checkout.card.cvcRequired' };
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = { code: 'checkout.card.cvcInvalid' };
  return errors;
}

/** The expiry as the token call expects it: MM/YY. */
export function getCardExpiration(expiry: string): string {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  return match ? `${match[1]}/${match[2]!.slice(-2)}` : expiry.trim();
}

/** An API outcome as the card error rules read it. */
export interface CardCallResult {
  status?: unknown;
  code?: unknown;
  error?: unknown;
  fieldErrors?: Record<string, readonly string[] | string> | undefined;
}

function firstFieldError(result: CardCallResult, field: string): string | null {
  const value = result.fieldErrors?.[field];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/**
 * The card error of a failed call (02 §8). Token call: the server's message about the card fields
 * (number, expiry, CVV) when it names one, else 'Oops! Something went wrong, please try again!'.
 * Process call: a card-rule refusal (422 on `card`) shows the rule's message; a declined card (402)
 * 'Oops, unable to charge card, please try again!'; anything else 'We were unable to process payment!'.
 */
export function getCardErrorText(stage: 'token' | 'process', result: CardCallResult): CheckoutText {
  if (stage === 'token') {
    const text =
      firstFieldError(result, 'card') ??
      firstFieldError(result, 'card_expiration') ??
      firstFieldError(result, 'cvv');
    return text ? { text } : { code: 'errors.card.failed' };
  }
  const rule = firstFieldError(result, 'card');
  if (rule) return { text: rule };
  return parseInteger(result.code) === 402
    ? { code: 'errors.card.chargeFailed' }
    : { code: 'errors.card.paymentFailed' };
}

/** The message of a card rule refusal or null, from the token answer's funding and country (02 §5). */
export function getTokenRuleError(
  token:
    | { funding?: unknown; country?: unknown; card?: { funding?: unknown; country?: unknown } | null }
    | null
    | undefined,
  permissions: CardPermissions,
): MessageDescriptor | null {
  const funding = token?.card?.funding ?? token?.funding;
  const country = token?.card?.country ?? token?.country;
  return getCardRuleError(
    {
      funding: typeof funding === 'string' ? funding : 'unknown',
      country: typeof country === 'string' ? country : null,
    },
    permissions,
  );
}

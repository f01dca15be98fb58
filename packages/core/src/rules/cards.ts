import type { MessageCode, MessageDescriptor } from '../messages';
import { centsToAmountString, isFlagSet } from './values';

/** How a card is funded, as the card gateway reports it. */
export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

/** The card facts the rules look at: its funding and its issuing country (ISO code, e.g. 'US'). */
export interface CardInfo {
  funding: CardFunding | (string & {});
  country?: string | null;
}

/** The card-type permissions of the gateway data (02 §3): each type is allowed only when true. */
export interface CardPermissions {
  prepaid?: unknown;
  credit?: unknown;
  debit?: unknown;
  foreign?: unknown;
}

/** The lowest down payment reference suffix (02 §9). */
export const DOWN_PAYMENT_REFERENCE_MIN = 100;

/** The highest down payment reference suffix (02 §9). */
export const DOWN_PAYMENT_REFERENCE_MAX = 10100;

const DOMESTIC_COUNTRIES = ['US', 'USA'];

/**
 * Whether a card was issued outside the US. The country is compared without case or spaces ('US' or
 * 'USA' are domestic). A missing or empty country is not treated as foreign: the gateway did not say,
 * and the card processor still applies its own checks.
 */
export function isForeignCard(country: string | null | undefined): boolean {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return code !== '' && !DOMESTIC_COUNTRIES.includes(code);
}

/**
 * The card rule that rejects a card, or null when the card may be used (02 §5). Checks run in this order
 * and the first failing one wins:
 * 1. a prepaid card needs `prepaid` → "Prepaid cards can't be used for payment at the moment!";
 * 2. when neither `credit` nor `debit` is permitted, any non-prepaid card (unknown funding included) →
 *    "Credit/Debit cards can't be used for payment at the moment";
 * 3. a credit card needs `credit` → "Credit cards can't be used...only debit cards are allowed!";
 * 4. a debit card needs `debit` → "Debit cards can't be used...only credit cards are allowed!";
 * 5. a non-US card needs `foreign` → "Foreign issued cards can't be used for payment at the moment!".
 * Permissions are read as server flags (true, 1, "1"); a missing permission is a refusal.
 */
export function getCardRuleError(card: CardInfo, permissions: CardPermissions): MessageDescriptor | null {
  const funding = typeof card?.funding === 'string' ? card.funding.trim().toLowerCase() : 'unknown';
  const allowCredit = isFlagSet(permissions?.credit);
  const allowDebit = isFlagSet(permissions?.debit);
  if (funding === 'prepaid') {
    if (!isFlagSet(permissions?.prepaid)) return { code: 'cards.prepaidNotAllowed' };
  } else if (!allowCredit && !allowDebit) {
    return { code: 'cards.creditDebitNotAllowed' };
  } else if (funding === 'credit' && !allowCredit) {
    return { code: 'cards.creditNotAllowed' };
  } else if (funding === 'debit' && !allowDebit) {
    return { code: 'cards.debitNotAllowed' };
  }
  if (isForeignCard(card?.country) && !isFlagSet(permissions?.foreign))
    return { code: 'cards.foreignNotAllowed' };
  return null;
}

/**
 * The down payment reference suffix (02 §9): a whole number from 100 to 10100 inclusive. The random
 * source is injected (Math.random's contract: a number in [0, 1)), so the rule stays pure; values outside
 * [0, 1) or not numbers are clamped into the range.
 */
export function getDownPaymentReferenceSuffix(random: () => number): number {
  const value = random();
  const unit = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  const span = DOWN_PAYMENT_REFERENCE_MAX - DOWN_PAYMENT_REFERENCE_MIN + 1;
  return DOWN_PAYMENT_REFERENCE_MIN + Math.floor(unit * span);
}

/** The payment amount sent to the card processor: dollars fixed to 2 decimals (02 §9), e.g. 2999 → "29.99". */
export function getPaymentAmount(cents: number): string {
  return centsToAmountString(cents);
}

/** A test card of the sandbox's card network: its number, what the network says about it, and its label. */
export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  funding: 'credit' | 'debit' | 'prepaid';
  /** The issuing country (ISO code). */
  country: string;
  /** What charging it does: approved, declined by the issuer, or a processing error. */
  outcome: 'approve' | 'decline' | 'error';
  /** The catalogue code of its description, shown beside the number. */
  label: MessageCode;
}

/**
 * The test cards, in one place for both sides: the sandbox's card network answers by them and the payment
 * screen lists them outside production only (02 §2). Any other number passing the Luhn check is an
 * approved US credit card in the sandbox.
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: 'approve',
    label: 'checkout.testCards.approved',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    country: 'US',
    outcome: 'approve',
    label: 'checkout.testCards.approved',
  },
  {
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    country: 'US',
    outcome: 'approve',
    label: 'checkout.testCards.debit',
  },
  {
    number: '5200828282828210',
    brand: 'mastercard',
    funding: 'debit',
    country: 'US',
    outcome: 'approve',
    label: 'checkout.testCards.debit',
  },
  {
    number: '4000050000000007',
    brand: 'visa',
    funding: 'prepaid',
    country: 'US',
    outcome: 'approve',
    label: 'checkout.testCards.prepaid',
  },
  {
    number: '4000000760000002',
    brand: 'visa',
    funding: 'credit',
    country: 'BR',
    outcome: 'approve',
    label: 'checkout.testCards.foreign',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: 'decline',
    label: 'checkout.testCards.declined',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: 'error',
    label: 'checkout.testCards.error',
  },
];

import type { MessageDescriptor } from '../messages';
import { formatAmount } from './format';
import { isFlagSet, parseAmountToCents } from './values';

/** The offer options of a determination result (02 §3 offerAmounts, 02 §9). */
export type OfferKey = 'A' | 'B' | 'C' | 'D';

/** All offer keys in their display order. */
export const OFFER_KEYS: readonly OfferKey[] = ['A', 'B', 'C', 'D'];

/** Offer amounts as the server sends them: dollars as decimal strings or numbers, keyed A to D. */
export type OfferAmounts = Partial<Record<OfferKey, unknown>> | null | undefined;

/** A lease option key of the lease form (02 §3): a, b or c. */
export type LeaseOption = 'a' | 'b' | 'c';

/** A payment frequency of the lease (02 §9). */
export type PaymentFrequency = '14-day' | '28-day' | 'semi-monthly' | 'monthly';

const LEASE_OPTION_VALUES: readonly LeaseOption[] = ['a', 'b', 'c'];
const PAYMENT_FREQUENCIES: readonly PaymentFrequency[] = ['14-day', '28-day', 'semi-monthly', 'monthly'];

/** Whether a value (a select's value, say) is an offer key, A to D exactly. */
export function isOfferKey(value: unknown): value is OfferKey {
  return OFFER_KEYS.some((key) => key === value);
}

/** Whether a value (a choice's value, say) is a lease form option: a, b or c exactly. */
export function isLeaseOption(value: unknown): value is LeaseOption {
  return LEASE_OPTION_VALUES.some((option) => option === value);
}

/** Whether a value (a select's value, say) is a payment frequency: 14-day, 28-day, semi-monthly or monthly. */
export function isPaymentFrequency(value: unknown): value is PaymentFrequency {
  return PAYMENT_FREQUENCIES.some((frequency) => frequency === value);
}

/** The OCP protection price advertised per week, in cents: $2.99 (02 §9). */
export const OCP_WEEKLY_PRICE_CENTS = 299;

/** The calculator's minimum lease amount when the program sets none, in cents: 300.00 (03 §9). */
export const DEFAULT_MIN_LEASE_CENTS = 30000;

/** The early purchase window a store with sac_110_day is raised to, in days (02 §9). */
export const SAC_110_DAYS = 110;

/** An offer in cents, or 0 when it is missing, junk, 0.00 or negative: such offers do not count (02 §5). */
export function getOfferCents(offerAmounts: OfferAmounts, key: OfferKey): number {
  const cents = parseAmountToCents(offerAmounts?.[key]);
  return cents !== null && cents > 0 ? cents : 0;
}

/**
 * The maximum lease amount in cents (02 §5): offer D overrides; otherwise the larger of A and C. Offers
 * of 0.00 (and missing, negative or junk ones) are ignored; null when no offer counts. Offer B is not
 * part of the rule: the spec names only D, A and C, so a B-only result has no maximum.
 */
export function getMaxLeaseAmount(offerAmounts: OfferAmounts): number | null {
  const d = getOfferCents(offerAmounts, 'D');
  if (d > 0) return d;
  const larger = Math.max(getOfferCents(offerAmounts, 'A'), getOfferCents(offerAmounts, 'C'));
  return larger > 0 ? larger : null;
}

/** A required part of a cart line as the checkout sends it (02 §3): unit_price in dollars, quantity a count. */
export interface CartPartInput {
  unit_price?: unknown;
  quantity?: unknown;
}

/** A cart line as the checkout sends it (02 §3): unit_price in dollars, quantity a count, its required parts. */
export interface CartItemInput extends CartPartInput {
  required_parts?: readonly CartPartInput[] | null;
}

function readQuantity(value: unknown): number {
  const number = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  if (value == null || !Number.isFinite(number)) return 1;
  return Math.max(0, Math.floor(number));
}

function readPriceCents(value: unknown): number {
  const price = parseAmountToCents(value);
  return price === null || price <= 0 ? 0 : price;
}

/** One cart line in cents as the totals count it (see {@link getCartLine}). */
export interface CartLine {
  /** The unit price in cents; 0 for a missing, junk or negative price. */
  unitPriceCents: number;
  /** The counted quantity: 1 for a missing or junk quantity, 0 for a zero or negative one. */
  quantity: number;
  /** The line's required parts in cents: each part's unit price × its own quantity, summed; 0 for none. */
  partsCents: number;
  /** unitPriceCents × quantity plus partsCents. */
  totalCents: number;
}

/**
 * One cart line as the cart total counts it: a missing or junk quantity counts as 1, a zero or negative
 * quantity as 0; a missing, junk or negative price counts as 0. The line's required parts are priced
 * parts the shopper must buy with it (02 §3 cart item), so they are part of the cart: each is counted
 * the same way, with its own quantity (not multiplied by the line's), and added to the line's total.
 * The cart table's line totals and {@link getCartTotal} both come from here, so they always agree, and
 * the sandbox prices a lease's cash price with the same function.
 */
export function getCartLine(item: CartItemInput | null | undefined): CartLine {
  const unitPriceCents = readPriceCents(item?.unit_price);
  const quantity = readQuantity(item?.quantity);
  const parts: readonly unknown[] = Array.isArray(item?.required_parts) ? item.required_parts : [];
  const partsCents = parts.reduce<number>((sum, part) => {
    const read = typeof part === 'object' && part !== null ? (part as CartPartInput) : {};
    return sum + readPriceCents(read.unit_price) * readQuantity(read.quantity);
  }, 0);
  return { unitPriceCents, quantity, partsCents, totalCents: unitPriceCents * quantity + partsCents };
}

/**
 * The cart total in cents (02 §5 "the sum of cart unit prices"): every line's unit price × quantity and
 * its required parts, each line counted by {@link getCartLine}. The lender's cash price is the same sum.
 */
export function getCartTotal(cartItems: readonly CartItemInput[] | null | undefined): number {
  if (!Array.isArray(cartItems)) return 0;
  return cartItems.reduce<number>((total, item) => total + getCartLine(item).totalCents, 0);
}

/**
 * The default lease amount in cents (02 §5 "the sum of cart unit prices, or the maximum offer"): the cart
 * total (unit price × quantity, see `getCartTotal`) when it is above 0, else the maximum offer, else null.
 * It is not capped here; `checkLeaseAmount` reduces an amount above the maximum and says so.
 */
export function getDefaultLeaseAmount(
  cartItems: readonly CartItemInput[] | null | undefined,
  offerAmounts: OfferAmounts,
): number | null {
  const total = getCartTotal(cartItems);
  return total > 0 ? total : getMaxLeaseAmount(offerAmounts);
}

/** Bounds of the lease-amount check, in cents; a bound left null is not checked (the spec omits the minimum). */
export interface LeaseAmountLimits {
  minCents?: number | null;
  maxCents?: number | null;
}

/** The outcome of a lease-amount check: the amount to use, in cents, and the message to show or null. */
export interface LeaseAmountCheck {
  amount: number;
  error: MessageDescriptor | null;
}

/**
 * Checks a lease amount (02 §5). Below the minimum: the amount is kept (nothing the user typed is lost)
 * and `offers.leaseMinimum` ('Minimum allowed lease amount is $' + the minimum) is returned. Above the
 * maximum for the chosen option: the amount is reduced to the maximum and `offers.leaseMaximum` ('Maximum
 * allowed lease for the chosen option is $' + the maximum) is returned. Params carry the bound in the
 * default money format without symbol (`min`/`max`, e.g. "1,500.00") and in cents (`minCents`/`maxCents`). A non-finite amount counts as 0.
 */
export function checkLeaseAmount(amountCents: number, limits: LeaseAmountLimits): LeaseAmountCheck {
  const amount = Number.isFinite(amountCents) ? Math.round(amountCents) : 0;
  const { minCents, maxCents } = limits;
  if (maxCents != null && Number.isFinite(maxCents) && amount > maxCents) {
    return {
      amount: maxCents,
      error: { code: 'offers.leaseMaximum', params: { max: formatAmount(maxCents), maxCents } },
    };
  }
  if (minCents != null && Number.isFinite(minCents) && amount < minCents) {
    return {
      amount,
      error: { code: 'offers.leaseMinimum', params: { min: formatAmount(minCents), minCents } },
    };
  }
  return { amount, error: null };
}

/**
 * The calculator's minimum lease amount in cents (03 §5, §9): the lease program's min_approval_amount
 * when it is a positive amount, else 300.00. Negative, zero and junk values fall back to 300.00.
 */
export function getCalculatorMinimum(
  leaseProgram: { min_approval_amount?: unknown } | null | undefined,
): number {
  const cents = parseAmountToCents(leaseProgram?.min_approval_amount);
  return cents !== null && cents > 0 ? cents : DEFAULT_MIN_LEASE_CENTS;
}

/**
 * The calculator's lease amount (03 §5): an amount below the minimum is raised to the minimum; any other
 * amount is kept. A non-finite amount is raised to the minimum too.
 */
export function getCalculatorLeaseAmount(amountCents: number, minimumCents: number): number {
  if (!Number.isFinite(amountCents)) return minimumCents;
  return amountCents < minimumCents ? minimumCents : Math.round(amountCents);
}

/**
 * The payment frequencies offered for a primary income frequency (02 §4): '14-day' and '28-day' for
 * weekly or bi-weekly income, otherwise (semi-monthly, monthly, unknown or missing) 'semi-monthly' and
 * 'monthly'.
 */
export function getPaymentFrequencyChoices(incomeFrequency: unknown): PaymentFrequency[] {
  return incomeFrequency === 'weekly' || incomeFrequency === 'bi-weekly'
    ? ['14-day', '28-day']
    : ['semi-monthly', 'monthly'];
}

/** The store fields that set the early purchase window (02 §3 lease_program). */
export interface EarlyPurchaseSettings {
  sac_days?: unknown;
  sac_110_day?: unknown;
}

/**
 * The early purchase window in days (02 §9): the store's sac_days, raised to 110 when sac_110_day is set
 * and the value is under 110, then 0 if not positive. Applied in that order, so sac_110_day with a
 * missing or 0 sac_days gives 110. Junk sac_days counts as 0; fractions are truncated.
 */
export function getEarlyPurchaseWindowDays(settings: EarlyPurchaseSettings | null | undefined): number {
  const value = settings?.sac_days;
  const raw =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : 0;
  let days = Number.isFinite(raw) ? Math.trunc(raw) : 0;
  if (isFlagSet(settings?.sac_110_day) && days < SAC_110_DAYS) days = SAC_110_DAYS;
  return days > 0 ? days : 0;
}

/**
 * The early purchase amount in cents (02 §9): EPO fee + cash price, read from the lease computation's
 * `epoFee` and `cashPrice` (dollars). A missing or junk part counts as 0.
 */
export function getEarlyPurchaseAmount(
  computation: { epoFee?: unknown; cashPrice?: unknown } | null | undefined,
): number {
  return (parseAmountToCents(computation?.epoFee) ?? 0) + (parseAmountToCents(computation?.cashPrice) ?? 0);
}

/** The default offer option (02 §9): C when the lease program has option_c_enabled, else A. */
export function getDefaultOption(leaseProgram: { option_c_enabled?: unknown } | null | undefined): 'A' | 'C' {
  return isFlagSet(leaseProgram?.option_c_enabled) ? 'C' : 'A';
}

/**
 * The best offer option (03 §4): the one with the highest amount. Ties go to the earlier key in the
 * order A, B, C, D. Null when no offer is above 0.00.
 */
export function getBestOption(offerAmounts: OfferAmounts): OfferKey | null {
  let best: OfferKey | null = null;
  let bestCents = 0;
  for (const key of OFFER_KEYS) {
    const cents = getOfferCents(offerAmounts, key);
    if (cents > bestCents) {
      best = key;
      bestCents = cents;
    }
  }
  return best;
}

/** The offer keys to show (03 §4): options of $0.00 (and missing, negative or junk ones) are hidden. */
export function getVisibleOfferKeys(offerAmounts: OfferAmounts): OfferKey[] {
  return OFFER_KEYS.filter((key) => getOfferCents(offerAmounts, key) > 0);
}

/**
 * The result option rows to show (03 §3 options as rows of label, amount and note; 03 §4): rows whose
 * amount is $0.00, negative or unreadable are hidden. The rows are returned in order, each with its
 * amount in integer cents beside it (`cents`), which screens format and a team's offer card receives.
 */
export function getVisibleOptions<T extends { amount?: unknown }>(
  rows: readonly T[] | null | undefined,
): (T & { cents: number })[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const cents = parseAmountToCents(row?.amount);
    return cents !== null && cents > 0 ? [{ ...row, cents }] : [];
  });
}

const LEASE_OPTION_KEYS: Record<string, LeaseOption> = { OptionA: 'a', OptionB: 'b', OptionC: 'c' };

/**
 * Maps a lease option key to the lease form's option (02 §9): OptionA → a, OptionB → b, OptionC → c.
 * Any other key (including OptionD, which has no lease form option) gives null.
 */
export function getLeaseOptionKey(key: unknown): LeaseOption | null {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(LEASE_OPTION_KEYS, key)
    ? (LEASE_OPTION_KEYS[key] ?? null)
    : null;
}

/** Which fee lines of the lease summary are shown. */
export interface FeeVisibility {
  documentProcessingFee: boolean;
  leaseProcessFee: boolean;
  securityDeposit: boolean;
}

/**
 * Fee visibility for an option (02 §9): the document processing fee for options A, C and D; the lease
 * process fee only for option B; the security deposit when it is above 0 (dollars, as the lease
 * computation sends it). The option may be given in either case (`'b'` or `'B'`); an unknown option shows
 * neither processing fee.
 */
export function getFeeVisibility(option: unknown, securityDeposit?: unknown): FeeVisibility {
  const key = typeof option === 'string' ? option.trim().toUpperCase() : '';
  const deposit = parseAmountToCents(securityDeposit);
  return {
    documentProcessingFee: key === 'A' || key === 'C' || key === 'D',
    leaseProcessFee: key === 'B',
    securityDeposit: deposit !== null && deposit > 0,
  };
}

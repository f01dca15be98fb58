import type { Locale, MessageCode, MessageDescriptor } from '../messages';
import { formatMessage, t } from '../messages';
import type { CompletedOutcome } from '../completed-redirect';
import { getCardRuleError, type CardPermissions } from './cards';
import { isHvacStore, type CompletedVariant, type StoreInput } from './checkout';
import {
  checkLeaseAmount,
  getCalculatorMinimum,
  getCartTotal,
  getDefaultOption,
  getEarlyPurchaseAmount,
  getEarlyPurchaseWindowDays,
  getFeeVisibility,
  getOfferCents,
  getPaymentFrequencyChoices,
  type CartItemInput,
  type LeaseAmountCheck,
  type LeaseOption,
  type OfferAmounts,
  type OfferKey,
  type PaymentFrequency,
} from './offers';
import { isOcpSwitchVisible } from './checkout';
import { validateField } from './validation';
import { isFlagSet, parseAmountToCents, parseInteger } from './values';
import { parseMoney } from './format';

/**
 * A text shown by the checkout screens: a catalogue message, or a server's own text (the spec shows the
 * server message where there is one, 02 §8).
 */
export type CheckoutText = MessageDescriptor | { text: string };

/** Turns a {@link CheckoutText} into the text to show in `locale` (English by default). */
export function formatCheckoutText(message: CheckoutText, locale: Locale = 'en'): string {
  return 'text' in message ? message.text : formatMessage(message, locale);
}

/** The server's error text when it sent one, else the catalogue's fallback (02 §8). */
export function getServerText(
  result: { error?: unknown } | null | undefined,
  fallback: MessageCode,
): CheckoutText {
  const error = result?.error;
  return typeof error === 'string' && error.trim() ? { text: error.trim() } : { code: fallback };
}

// --- Lease summary (02 §2, §3, §4, §5, §9) ---

/** The lease form (02 §3): language, option (a, b or c), payment frequency, additional down, OCP. */
export interface LeaseFormValues {
  language: Locale;
  option: LeaseOption;
  payment_frequency: PaymentFrequency;
  /** The additional down payment as typed (dollars); '' for none. */
  additionalDown: string;
  ocp_included: boolean;
}

const LEASE_OPTIONS: readonly LeaseOption[] = ['a', 'b', 'c'];

/**
 * The lease options the form offers (02 §3 "option (a, b or c)"): each of a, b, c whose offer (A, B, C)
 * is above 0.00, in that order.
 */
export function getLeaseOptionChoices(offerAmounts: OfferAmounts): LeaseOption[] {
  return LEASE_OPTIONS.filter((option) => getOfferCents(offerAmounts, option.toUpperCase() as OfferKey) > 0);
}

interface IncomeLike {
  frequency?: unknown;
  primary?: unknown;
}

/**
 * The applicant's primary income frequency (02 §4 "option to frequency"): the income flagged primary,
 * else the first income; null when there is none.
 */
export function getPrimaryIncomeFrequency(application: unknown): string | null {
  const applicant = (application as { applicant?: { income?: unknown; incomes?: unknown } } | null)
    ?.applicant;
  const list = Array.isArray(applicant?.income)
    ? (applicant.income as IncomeLike[])
    : Array.isArray(applicant?.incomes)
      ? (applicant.incomes as IncomeLike[])
      : [];
  const primary = list.find((income) => isFlagSet(income?.primary)) ?? list[0];
  return typeof primary?.frequency === 'string' ? primary.frequency : null;
}

/** What {@link getDefaultLeaseForm} reads. */
export interface LeaseFormContext {
  store?: (StoreInput & { lease_program?: Record<string, unknown> | null }) | null;
  application?: { language?: unknown; result?: unknown; offerAmounts?: unknown } | null;
  /** The offers (A–D) of the application's determination. */
  offerAmounts?: OfferAmounts;
  /** An earlier lease choice of this checkout (`checkout.lease`), which wins where it is still valid. */
  previous?: Partial<Record<keyof LeaseFormValues, unknown>> | null;
}

/**
 * The lease form's first values (02 §4, §9): language from an earlier choice, else the application's,
 * else 'en'; the option from an earlier choice, else the default option (C when enabled, else A) when it
 * has an offer, else the first option with an offer ('a' when none has); the payment frequency from an
 * earlier choice when it is allowed for the income frequency, else the first allowed one; no additional
 * down payment; OCP off unless chosen earlier (and only where the switch shows).
 */
export function getDefaultLeaseForm(context: LeaseFormContext): LeaseFormValues {
  const previous = context.previous ?? {};
  const choices = getLeaseOptionChoices(context.offerAmounts);
  const frequencies = getPaymentFrequencyChoices(getPrimaryIncomeFrequency(context.application));
  const fallbackOption = getDefaultOption(
    context.store?.lease_program as { option_c_enabled?: unknown } | null | undefined,
  ).toLowerCase() as LeaseOption;
  const previousOption = typeof previous.option === 'string' ? previous.option.toLowerCase() : '';
  const option = choices.includes(previousOption as LeaseOption)
    ? (previousOption as LeaseOption)
    : choices.includes(fallbackOption)
      ? fallbackOption
      : (choices[0] ?? 'a');
  const language = previous.language === 'es' || previous.language === 'en' ? previous.language : null;
  const appLanguage = context.application?.language === 'es' ? 'es' : 'en';
  const frequency = frequencies.includes(previous.payment_frequency as PaymentFrequency)
    ? (previous.payment_frequency as PaymentFrequency)
    : frequencies[0]!;
  const down = parseAmountToCents(previous.additionalDown);
  return {
    language: language ?? appLanguage,
    option,
    payment_frequency: frequency,
    additionalDown: down && down > 0 ? (down / 100).toFixed(2) : '',
    ocp_included: isOcpSwitchVisible(context.store) && isFlagSet(previous.ocp_included),
  };
}

/**
 * The query of GET /apply-v2/checkout/{checkout_id}/lease (02 §7): checkout_id, application_id, option,
 * payment_frequency, iframe, plus the form's additionalDown (dollars, 2 decimals), ocp_included (only
 * where the OCP switch shows) and language.
 */
export function getLeaseRequest(input: {
  checkoutId: string | number;
  applicationId?: string | number | null;
  form: LeaseFormValues;
  iframe?: boolean;
  store?: StoreInput | null;
}): Record<string, string | number | boolean> {
  const down = parseMoney(input.form.additionalDown) ?? 0;
  const query: Record<string, string | number | boolean> = {
    checkout_id: input.checkoutId,
    option: input.form.option,
    payment_frequency: input.form.payment_frequency,
    additionalDown: (Math.max(0, down) / 100).toFixed(2),
    language: input.form.language,
    iframe: Boolean(input.iframe),
  };
  if (input.applicationId != null) query.application_id = input.applicationId;
  if (isOcpSwitchVisible(input.store)) query.ocp_included = input.form.ocp_included;
  return query;
}

/**
 * The lease amount check of the lease summary (02 §5): the amount is the cart total plus the delivery
 * charge minus the additional down payment; below the program's minimum (min_approval_amount, else
 * 300.00) → 'Minimum allowed lease amount is $…'; above the chosen option's offer → reduced to it with
 * 'Maximum allowed lease for the chosen option is $…'. An option without an offer has no maximum.
 */
export function getLeaseAmountCheck(input: {
  cartItems?: readonly CartItemInput[] | null;
  deliveryCents?: number | null;
  additionalDown?: string | null;
  offerAmounts?: OfferAmounts;
  option: LeaseOption | string;
  leaseProgram?: { min_approval_amount?: unknown } | null;
}): LeaseAmountCheck {
  const down = Math.max(0, parseMoney(input.additionalDown ?? '') ?? 0);
  const amount = getCartTotal(input.cartItems) + Math.max(0, input.deliveryCents ?? 0) - down;
  const max = getOfferCents(input.offerAmounts, String(input.option).toUpperCase() as OfferKey);
  return checkLeaseAmount(amount, {
    minCents: getCalculatorMinimum(input.leaseProgram),
    maxCents: max > 0 ? max : null,
  });
}

/** One line of the contract terms panel: a catalogue label and an amount in cents (or days). */
export interface ContractTermRow {
  label: MessageCode;
  /** Cents for money rows; days for the early purchase window. */
  value: number;
  kind: 'money' | 'days';
}

function cents(value: unknown): number {
  return parseAmountToCents(value) ?? 0;
}

/**
 * The contract terms panel (02 §2, §9) from a lease computation: cash price, number and amount of
 * payments, total, the document processing fee (options A, C, D) or the lease process fee (option B),
 * the security deposit when above 0, the down payment, and the early purchase window (sac_days rules) and
 * amount (EPO fee + cash price) when the window is above 0.
 */
export function getContractTerms(
  computation: Record<string, unknown> | null | undefined,
  leaseProgram: { sac_days?: unknown; sac_110_day?: unknown } | null | undefined,
  option: string,
): ContractTermRow[] {
  if (!computation) return [];
  const visibility = getFeeVisibility(option, computation.securityDeposit);
  const rows: ContractTermRow[] = [
    { label: 'checkout.terms.cashPrice', value: cents(computation.cashPrice), kind: 'money' },
    { label: 'checkout.terms.numPayments', value: parseInteger(computation.numPayments) ?? 0, kind: 'days' },
    { label: 'checkout.terms.paymentAmount', value: cents(computation.paymentAmount), kind: 'money' },
    { label: 'checkout.terms.totalPayment', value: cents(computation.totalPayment), kind: 'money' },
  ];
  if (cents(computation.delivery) > 0)
    rows.push({ label: 'checkout.terms.delivery', value: cents(computation.delivery), kind: 'money' });
  if (cents(computation.waiver) > 0)
    rows.push({ label: 'checkout.terms.waiver', value: cents(computation.waiver), kind: 'money' });
  if (visibility.documentProcessingFee)
    rows.push({
      label: 'checkout.terms.documentProcessingFee',
      value: cents(computation.documentProcessingFee),
      kind: 'money',
    });
  if (visibility.leaseProcessFee)
    rows.push({
      label: 'checkout.terms.leaseProcessFee',
      value: cents(computation.leaseProcessFee),
      kind: 'money',
    });
  if (visibility.securityDeposit)
    rows.push({
      label: 'checkout.terms.securityDeposit',
      value: cents(computation.securityDeposit),
      kind: 'money',
    });
  rows.push({
    label: 'checkout.terms.downPayment',
    value: cents(computation.actualDownPayment ?? computation.downPayment),
    kind: 'money',
  });
  const days = getEarlyPurchaseWindowDays(leaseProgram);
  if (days > 0) {
    rows.push({ label: 'checkout.terms.earlyPurchaseDays', value: days, kind: 'days' });
    rows.push({
      label: 'checkout.terms.earlyPurchaseAmount',
      value: getEarlyPurchaseAmount(computation),
      kind: 'money',
    });
  }
  return rows;
}

/**
 * Where a checkout must go before the lease (02 §2, §4): a store with checkout_delivery_options_required
 * whose checkout has no scheduled delivery goes to the delivery options first; otherwise null.
 */
export function getDeliveryRequiredRoute(
  store: StoreInput | null | undefined,
  checkout: { delivery?: unknown } | null | undefined,
): 'checkout/delivery' | null {
  return isFlagSet(store?.checkout_delivery_options_required) && !checkout?.delivery
    ? 'checkout/delivery'
    : null;
}

/** Whether the e-sign and preview actions must wait for the technician (01 §6: HVAC stores need one). */
export function isTechnicianRequired(store: StoreInput | null | undefined): boolean {
  return isHvacStore(store);
}

/** The HVAC technician (02 §3): name, phone, email, quote. */
export interface Technician {
  name: string;
  phone: string;
  email: string;
  quote: string;
}

/** The technician fields in form order. */
export const TECHNICIAN_FIELDS = ['name', 'phone', 'email', 'quote'] as const;

/**
 * Validates the technician (01 §6, 02 §3): every field is required; the phone must be a phone number,
 * the email an email address and the quote an amount above 0. Labels are the catalogue's
 * `checkout.technician.*` texts in `locale`. Errors by field, in form order; empty when valid.
 */
export function validateTechnician(
  technician: Partial<Technician> | null | undefined,
  locale: Locale = 'en',
): Partial<Record<keyof Technician, MessageDescriptor>> {
  const errors: Partial<Record<keyof Technician, MessageDescriptor>> = {};
  const rules: Record<keyof Technician, string[]> = {
    name: ['required', 'max:100'],
    phone: ['required', 'telephone'],
    email: ['required', 'email'],
    quote: ['required'],
  };
  for (const field of TECHNICIAN_FIELDS) {
    const label = t(`checkout.technician.${field}`, undefined, locale);
    const value = technician?.[field];
    const error = validateField(value, rules[field], { label });
    if (error) {
      errors[field] = error;
      continue;
    }
    if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value).trim())) {
      errors[field] = { code: 'checkout.technician.emailInvalid' };
    }
    if (field === 'quote' && !((parseMoney(value) ?? 0) > 0)) {
      errors[field] = { code: 'checkout.technician.quoteInvalid' };
    }
  }
  return errors;
}

// --- Preview, sign, discard (02 §2, §4, §7, §8) ---

/**
 * The contract preview frame's address (02 §7): `/apply-v2/checkout/{id}/preview` with the apply token
 * and client id in the query (a frame cannot send headers). `baseUrl` is the API's prefix ('' by default).
 */
export function getContractPreviewUrl(input: {
  checkoutId: string | number;
  token: string | null | undefined;
  clientId: string | null | undefined;
  baseUrl?: string;
}): string {
  const query = new URLSearchParams({ apply_token: input.token ?? '', client_id: input.clientId ?? '' });
  return `${input.baseUrl ?? ''}/apply-v2/checkout/${encodeURIComponent(String(input.checkoutId))}/preview?${query.toString()}`;
}

/** The e-sign failure text (02 §8): the server's error, else 'Unable to generate Contract'. */
export function getEsignErrorText(result: { error?: unknown } | null | undefined): CheckoutText {
  return getServerText(result, 'errors.esign.failed');
}

/**
 * The technician's field errors of a failed e-sign (01 §6: the server refuses an HVAC contract without a
 * valid technician with a 422 keyed `technician.name`, `technician.phone`…): the first message of each
 * technician field, or null when the answer carries none, so the lease summary can show them on the
 * technician form instead of a bare failure.
 */
export function getTechnicianServerErrors(
  result: { code?: unknown; fieldErrors?: Record<string, string[]> | null } | null | undefined,
): Partial<Record<keyof Technician, string>> | null {
  if (parseInteger(result?.code) !== 422 || !result?.fieldErrors) return null;
  const errors: Partial<Record<keyof Technician, string>> = {};
  for (const field of TECHNICIAN_FIELDS) {
    const message = result.fieldErrors[`technician.${field}`]?.[0];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The checkout step of the e-signature (02 §4). */
export const ESIGN_STEP = 13;

/**
 * What Discard Contract does next (02 §4): at the e-sign step (13) the e-sign is regenerated; at any
 * other step the shopper returns to the lease screen.
 */
export function getDiscardOutcome(currentStep: unknown): 'regenerate' | 'checkout/lease' {
  return parseInteger(currentStep) === ESIGN_STEP ? 'regenerate' : 'checkout/lease';
}

// --- Payment (02 §2, §5, §7, §8, §9) ---

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

// --- Completed (02 §2, §4, 04 Modes) ---

/** The completed redirect's outcome for a completed-screen variant. */
export function getCompletedOutcome(variant: CompletedVariant): CompletedOutcome {
  return variant === 'may-not-continue' ? 'may_not_continue' : variant;
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

/**
 * The offers (A–D) of an application's determination: the override result's, else the application
 * result's, else a top-level `offerAmounts` (03 §3 result). Null when none is known.
 */
export function getApplicationOffers(application: unknown): OfferAmounts {
  const record = application as Record<string, unknown> | null | undefined;
  for (const key of ['override_result', 'application_result', 'result'] as const) {
    const offers = (record?.[key] as { offerAmounts?: unknown } | null | undefined)?.offerAmounts;
    if (offers && typeof offers === 'object') return offers as OfferAmounts;
  }
  const own = record?.offerAmounts;
  return own && typeof own === 'object' ? (own as OfferAmounts) : null;
}

/** The customer information of the lease summary (02 §2): name, email, phone and address lines. */
export function getCustomerSummary(application: unknown): {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
} {
  const applicant = ((application as { applicant?: Record<string, unknown> } | null)?.applicant ??
    {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = [applicant.first_name, applicant.middle_name, applicant.last_name]
    .map(text)
    .filter(Boolean)
    .join(' ');
  const location = (applicant.location ?? {}) as Record<string, unknown>;
  const address = [
    text(location.line_1),
    text(location.line_2),
    text(location.city),
    [text(location.state), text(location.code)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const summary: { name: string; email?: string; phone?: string; address?: string } = { name };
  if (text(applicant.email)) summary.email = text(applicant.email);
  const phone = text(applicant.cell) || text(applicant.phone);
  if (phone) summary.phone = phone;
  if (address) summary.address = address;
  return summary;
}

// The lease summary screen's rules: options, the lease form and its request, the amount check, contract
// terms, delivery and the HVAC technician (02 §2, §3, §4, §5, §9).
import type { CheckoutLeaseRequest } from '../contract';
import type { Locale, MessageCode, MessageDescriptor } from '../messages';
import { t } from '../messages';
import { formatAddress } from './address';
import { isHvacStore, type RetailStoreInput } from './checkout';
import {
  checkLeaseAmount,
  getCalculatorMinimum,
  getCartTotal,
  getDefaultOption,
  getEarlyPurchaseAmount,
  getEarlyPurchaseWindowDays,
  getFeeVisibility,
  getLeaseOptionKey,
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
import { isFlagSet, isRecord, parseAmountToCents, parseInteger } from './values';
import { formatPhone, parseMoney } from './format';

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
  retailStore?: (RetailStoreInput & { lease_program?: Record<string, unknown> | null }) | null;
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
    context.retailStore?.lease_program as { option_c_enabled?: unknown } | null | undefined,
  ).toLowerCase() as LeaseOption;
  // An earlier choice may come back keyed as the lender keys offers, OptionA/B/C (02 §9).
  const previousOption =
    getLeaseOptionKey(previous.option) ??
    (typeof previous.option === 'string' ? previous.option.toLowerCase() : '');
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
    ocp_included: isOcpSwitchVisible(context.retailStore) && isFlagSet(previous.ocp_included),
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
  retailStore?: RetailStoreInput | null;
}): CheckoutLeaseRequest {
  const down = parseMoney(input.form.additionalDown) ?? 0;
  const query: CheckoutLeaseRequest = {
    checkout_id: input.checkoutId,
    option: input.form.option,
    payment_frequency: input.form.payment_frequency,
    additionalDown: (Math.max(0, down) / 100).toFixed(2),
    language: input.form.language,
    iframe: Boolean(input.iframe),
  };
  if (input.applicationId != null) query.application_id = input.applicationId;
  if (isOcpSwitchVisible(input.retailStore)) query.ocp_included = input.form.ocp_included;
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
  retailStore: RetailStoreInput | null | undefined,
  checkout: { delivery?: unknown } | null | undefined,
): 'checkout/delivery' | null {
  return isFlagSet(retailStore?.checkout_delivery_options_required) && !checkout?.delivery
    ? 'checkout/delivery'
    : null;
}

/** Whether the e-sign and preview actions must wait for the technician (01 §6: HVAC stores need one). */
export function isTechnicianRequired(retailStore: RetailStoreInput | null | undefined): boolean {
  return isHvacStore(retailStore);
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
      // The lender's email check, with the technician form's own text.
      errors[field] =
        error.code === 'validation.email' ? { code: 'checkout.technician.emailInvalid' } : error;
      continue;
    }
    if (field === 'quote' && !((parseMoney(value) ?? 0) > 0)) {
      errors[field] = { code: 'checkout.technician.quoteInvalid' };
    }
  }
  return errors;
}

/**
 * The offers (A–D) of an application's determination: the override result's, else the application
 * result's, else a top-level `offerAmounts` (03 §3 result). Null when none is known.
 */
export function getApplicationOffers(application: unknown): OfferAmounts {
  if (!isRecord(application)) return null;
  for (const key of ['override_result', 'application_result', 'result'] as const) {
    const result = application[key];
    const offers = isRecord(result) ? result.offerAmounts : undefined;
    if (isRecord(offers)) return offers;
  }
  const own = application.offerAmounts;
  return isRecord(own) ? own : null;
}

/** The customer information of the lease summary (02 §2): name, email, phone and address lines. */
export function getCustomerSummary(application: unknown): {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
} {
  const applicant = isRecord(application) && isRecord(application.applicant) ? application.applicant : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = [applicant.first_name, applicant.middle_name, applicant.last_name]
    .map(text)
    .filter(Boolean)
    .join(' ');
  const address = formatAddress(isRecord(applicant.location) ? applicant.location : null);
  const summary: { name: string; email?: string; phone?: string; address?: string } = { name };
  if (text(applicant.email)) summary.email = text(applicant.email);
  // As the shopper typed it: (555) 987-6543, not the stored digits.
  const phone = formatPhone(text(applicant.cell) || text(applicant.phone));
  if (phone) summary.phone = phone;
  if (address) summary.address = address;
  return summary;
}
